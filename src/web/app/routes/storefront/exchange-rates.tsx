import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { DEFAULT_CURRENCY } from '#shared/constants.ts';
import type { Currency } from '#shared/schemas/currency.ts';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { QueryFallback } from '#web/components/ui/query-fallback.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { useCurrencies } from '#web/features/currencies/api/get-currencies.ts';
import { CurrencyRatesTable } from '#web/features/currencies/components/currency-rates-table.tsx';
import { RatePromises } from '#web/features/marketing/components/rate-promises.tsx';
import { RateHistoryChart } from '#web/features/rate-history/components/rate-history-chart.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { latest } from '#web/lib/latest.ts';

/**
 * A chosen currency's chart, the euro's to begin with. It is drawn before the list of currencies
 * arrives (`undefined`), so the rates below it keep their place.
 */
function RateHistorySection({ currencies }: { currencies: Currency[] | undefined }) {
  const [chosen, setChosen] = useState(DEFAULT_CURRENCY);
  const offered = !currencies || currencies.some((c) => c.value === chosen);
  const code = offered ? chosen : currencies[0]?.value;
  if (!code) return null;
  return (
    <section aria-labelledby="history-heading" className="mb-12 space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="history-heading" className="text-2xl font-bold text-brand-900">
          How our rates have moved
        </h2>
        <SelectField
          label="Currency"
          value={code}
          onChange={(event) => setChosen(event.target.value)}
          className="w-full sm:w-72"
        >
          {(currencies ?? []).map((currency) => (
            <option key={currency.value} value={currency.value}>
              {currency.label} ({currency.value})
            </option>
          ))}
          {!currencies && <option value={code}>{code}</option>}
        </SelectField>
      </div>
      <RateHistoryChart code={code} />
    </section>
  );
}

export function ExchangeRatesRoute() {
  const currencies = useCurrencies();
  // The table renders as a deferred update, yielding to the browser as it goes.
  const rates = useDeferredValue(currencies.data);
  const updatedAt = rates && latest(rates.map((c) => c.updatedAt));
  return (
    <>
      <PageMeta
        title="Exchange rates"
        description="Today's rates for every currency we sell and buy back: what £1 gets you with Click & Collect and Click & Sell, with 0% commission."
      />
      <PageHero title="Exchange Rates">
        <p>What £1 gets you today, for every currency we sell and buy back.</p>
      </PageHero>
      <RateHistorySection currencies={rates} />
      <section aria-labelledby="rates-heading" className="space-y-4">
        <h2 id="rates-heading" className="text-2xl font-bold text-brand-900">
          Our rates for £1
        </h2>
        <p className="max-w-3xl text-slate-700">
          <strong>Click &amp; Collect</strong> is how much of the currency we sell you for each
          pound; <strong>Click &amp; Sell</strong> is how much of it we take for each pound we pay
          you.
        </p>
        {/* The line and the table keep their places while the rates load (the table is taller than
            any screen), so the section below doesn't move when they arrive. */}
        <p className="min-h-5 text-sm text-slate-600" data-testid="rates-updated">
          {updatedAt && `Rates last updated ${formatDateTime(updatedAt)}.`}
        </p>
        {rates ? (
          <CurrencyRatesTable currencies={rates} />
        ) : (
          <div className={currencies.isError ? undefined : 'min-h-screen'}>
            <QueryFallback isError={currencies.isError} what="our rates" />
          </div>
        )}
        <p className="text-slate-700">
          Waiting for a better rate?{' '}
          <Link to="/rateAlerts" className="font-medium text-brand-700 underline">
            Set up a rate alert
          </Link>{' '}
          and we e-mail you when ours reaches yours.
        </p>
      </section>
      <section aria-labelledby="promises-heading" className="mt-12 space-y-4">
        <h2 id="promises-heading" className="text-2xl font-bold text-brand-900">
          Good to know
        </h2>
        <RatePromises />
      </section>
    </>
  );
}
