import { Link } from 'react-router';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';

export function ComingSoonRoute() {
  return (
    <>
      <PageMeta
        title="Coming soon"
        description="Our mobile app is on its way. Until then, order travel money on this website."
      />
      <PageHero title="Coming soon">
        <p>Our app for iPhone and Android is on its way.</p>
      </PageHero>
      <div className="mx-auto max-w-xl space-y-6 text-center text-slate-700">
        <p>
          Until it arrives, everything the app will do works on this website, on your phone too:
          check today's rates, reserve currency to collect in branch, or sell your leftover currency
          back.
        </p>
        <Link
          to="/"
          className="inline-block rounded bg-brand-900 px-5 py-3 font-semibold text-white hover:bg-brand-700"
        >
          Order travel money
        </Link>
      </div>
    </>
  );
}
