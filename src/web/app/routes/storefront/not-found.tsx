import { Link } from 'react-router';
import { PageMeta } from '#web/components/ui/page-meta.tsx';

export function NotFoundRoute() {
  return (
    <section className="py-24 text-center">
      <PageMeta
        title="Page not found"
        description="We couldn't find the page you were looking for."
      />
      <h1 className="text-3xl font-bold text-brand-900">Page not found</h1>
      <p className="mt-4 text-slate-600">We couldn't find the page you were looking for.</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded bg-brand-900 px-5 py-3 font-semibold text-white hover:bg-brand-700"
      >
        Back to Travel Money
      </Link>
    </section>
  );
}
