import { useDeferredValue, type ReactNode } from 'react';
import { JsonLd } from '#web/components/ui/json-ld.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { QueryFallback } from '#web/components/ui/query-fallback.tsx';
import { NearestStore } from '#web/features/branches/components/nearest-store.tsx';
import { useBusinessProfile } from '#web/features/bureau/api/get-business.ts';
import { useCurrencies } from '#web/features/currencies/api/get-currencies.ts';
import { CurrencyFinder } from '#web/features/currencies/components/currency-finder.tsx';
import { RateHighlights } from '#web/features/currencies/components/rate-highlights.tsx';
import { ExchangeWidget } from '#web/features/exchange-widget/components/exchange-widget.tsx';
import { Faq } from '#web/features/faq/components/faq.tsx';
import { AppDownload } from '#web/features/marketing/components/app-download.tsx';
import { BenefitStrip } from '#web/features/marketing/components/benefit-strip.tsx';
import { HowItWorks } from '#web/features/marketing/components/how-it-works.tsx';
import { RateComparison } from '#web/features/rate-comparison/components/rate-comparison.tsx';
import { bureauStructuredData } from '#web/features/structured-data/schema-org/bureau.ts';
import { useBranches } from '#web/lib/api/get-branches.ts';
import { useUpsell } from '#web/lib/api/get-upsell.ts';

/** A titled block of the home page; `id` is what the footer's anchors point at. */
function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-4 py-8">
      <h2 id={`${id}-heading`} className="mb-6 text-2xl font-bold text-brand-900 sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function HomeRoute() {
  const currencies = useCurrencies();
  const branches = useBranches();
  const upsell = useUpsell();
  const business = useBusinessProfile();
  // The sections the rates fill render as a deferred update, which yields to the browser as it
  // goes, rather than as one long task when the list arrives.
  const rates = useDeferredValue(currencies.data);
  const { appStoreUrl = null, playStoreUrl = null } = business.data ?? {};

  return (
    <>
      <PageMeta
        title="Travel money"
        description="Order foreign currency online and collect it in branch, or sell your travel money back. 0% commission on 70+ currencies."
      />
      {business.data && branches.data && (
        <JsonLd data={bureauStructuredData(business.data, branches.data, window.location.origin)} />
      )}
      <section className="-mx-4 grid items-center gap-8 bg-brand-900 px-4 py-10 text-white md:grid-cols-2 md:py-16 lg:px-10">
        <div>
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Global Currency Connect</h1>
          <p className="mt-4 text-lg text-slate-200">
            Reserve travel money online and collect it in branch, or sell your leftover currency
            back. 0% commission on 70+ currencies.
          </p>
        </div>
        <ExchangeWidget
          currencies={rates}
          ratesFailed={currencies.isError}
          upsellText={upsell.data?.text}
          upsellLoading={upsell.isPending}
        />
      </section>

      <section id="about" aria-label="Why choose us" className="scroll-mt-4 py-8">
        <BenefitStrip />
      </section>

      <Block id="rates" title="Today's rates for £1">
        {rates ? (
          <RateHighlights currencies={rates} />
        ) : (
          <QueryFallback isError={currencies.isError} what="our rates" />
        )}
      </Block>

      <Block id="find-currency" title="Find your Currency">
        {rates ? (
          <CurrencyFinder currencies={rates} />
        ) : (
          <QueryFallback isError={currencies.isError} what="our currencies" />
        )}
      </Block>

      <Block id="how-it-works" title="How it works">
        <HowItWorks />
      </Block>

      <Block id="nearest-store" title="Find your nearest store">
        {branches.data ? (
          <NearestStore branches={branches.data} />
        ) : (
          <QueryFallback isError={branches.isError} what="our branches" />
        )}
      </Block>

      <Block id="compare" title="Compare our rates">
        {rates ? (
          <RateComparison currencies={rates} />
        ) : (
          <QueryFallback isError={currencies.isError} what="our rates" />
        )}
      </Block>

      <Block id="faq" title="Frequently asked questions">
        <Faq />
      </Block>

      <AppDownload appStoreUrl={appStoreUrl} playStoreUrl={playStoreUrl} />
    </>
  );
}
