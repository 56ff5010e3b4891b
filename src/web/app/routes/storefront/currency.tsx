import { Link, useParams } from 'react-router';
import { formatRate, rateFor, type Way } from '#shared/domain/pricing.ts';
import type { Currency } from '#shared/schemas/currency.ts';
import { JsonLd } from '#web/components/ui/json-ld.tsx';
import { LoadingStatus } from '#web/components/ui/loading-status.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { QueryFallback } from '#web/components/ui/query-fallback.tsx';
import { useCurrencies } from '#web/features/currencies/api/get-currencies.ts';
import { RateAlertForm } from '#web/features/rate-alerts/components/rate-alert-form.tsx';
import { RateHistoryChart } from '#web/features/rate-history/components/rate-history-chart.tsx';
import { exchangeRateStructuredData } from '#web/features/structured-data/schema-org/exchange-rates.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { NotFoundRoute } from './not-found.tsx';

const WAYS: ReadonlyArray<{ way: Way; heading: string; button: string; explains: string }> = [
  {
    way: 'Order',
    heading: 'We sell',
    button: 'Click & Collect',
    explains: 'Order online, collect in branch.',
  },
  {
    way: 'Sell',
    heading: 'We buy',
    button: 'Click & Sell',
    explains: 'Bring your leftover notes, we pay you cash.',
  },
];

function TodaysRates({ currency }: { currency: Currency }) {
  return (
    <section aria-labelledby="today-heading" className="space-y-4">
      <h2 id="today-heading" className="text-2xl font-bold text-brand-900">
        Today's rates for £1
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {WAYS.map(({ way, heading, button, explains }) => (
          <li
            key={way}
            data-testid={`rate-${way}`}
            className="flex flex-col gap-3 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
          >
            <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
              {heading}
            </h3>
            <p className="text-3xl font-bold text-brand-900 tabular-nums">
              £1 = {formatRate(rateFor(currency, way))} {currency.value}
            </p>
            <p className="text-sm text-slate-700">{explains}</p>
            <Link
              to={`/purchase/${currency.value}/${way}`}
              className="mt-auto inline-block rounded bg-brand-900 px-5 py-3 text-center font-semibold text-white hover:bg-brand-700"
            >
              {button}
            </Link>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600" data-testid="rates-time">
        Rates at {formatDateTime(currency.updatedAt)}, UK time. The rate you get is the one on your
        order.
      </p>
    </section>
  );
}

function CurrencyPage({ currency }: { currency: Currency }) {
  const { value: code, label } = currency;
  return (
    <>
      <PageMeta
        title={`${label} exchange rate today`}
        description={`Today's ${label} rate: £1 buys ${formatRate(rateFor(currency, 'Order'))} ${code} with Click & Collect, and we buy ${code} back at ${formatRate(rateFor(currency, 'Sell'))} per £1. See how it has moved over 30 days, 90 days and a year.`}
      />
      <JsonLd data={exchangeRateStructuredData(currency)} />
      <PageHero title={`${label} exchange rate today`}>
        <p>
          What £1 gets you in {label} ({code}) when you buy it from us or sell it back, and how the
          rate has moved.
        </p>
      </PageHero>
      <div className="mx-auto max-w-5xl space-y-12">
        <TodaysRates currency={currency} />
        <section aria-labelledby="history-heading" className="space-y-4">
          <h2 id="history-heading" className="text-2xl font-bold text-brand-900">
            How the {label} rate has moved
          </h2>
          <RateHistoryChart code={code} />
        </section>
        <section aria-labelledby="alert-heading" className="max-w-xl space-y-4">
          <h2 id="alert-heading" className="text-2xl font-bold text-brand-900">
            Waiting for a better rate?
          </h2>
          <p className="text-slate-700">
            Tell us the rate you want and we will e-mail you once when our Click &amp; Collect rate
            reaches it.
          </p>
          <RateAlertForm currency={code} />
        </section>
      </div>
    </>
  );
}

/** `/currency/{code}`: one currency's rates today both ways, its chart and the ways to order. */
export function CurrencyRoute() {
  const params = useParams();
  const currencies = useCurrencies();
  // Paths match case-insensitively: /currency/eur is the euro's page too.
  const code = params.code?.toUpperCase();
  if (!currencies.data) {
    return currencies.isError ? (
      <QueryFallback isError what="our rates" />
    ) : (
      <LoadingStatus label="Loading our rates…" fillScreen />
    );
  }
  const currency = currencies.data.find((candidate) => candidate.value === code);
  return currency ? <CurrencyPage currency={currency} /> : <NotFoundRoute />;
}
