import { Link } from 'react-router';

export function NotFoundRoute() {
  return (
    <section className="py-24 text-center">
      <title>Page not found | Global Currency Connect</title>
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
