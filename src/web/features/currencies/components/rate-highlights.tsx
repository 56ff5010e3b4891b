import { formatRate, rateFor } from '#shared/domain/pricing.ts';
import type { Currency } from '#shared/schemas/currency.ts';

/** The travel favourites shown at a glance, when offered. */
const FAVOURITES = ['EUR', 'USD', 'TRY', 'AED', 'AUD', 'THB'];

/** Today's Click & Collect rate of the favourite currencies: what £1 buys. */
export function RateHighlights({ currencies }: { currencies: Currency[] }) {
  const shown = FAVOURITES.flatMap((code) => currencies.filter((c) => c.value === code));
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
      {shown.map((currency) => (
        <li
          key={currency.value}
          data-testid="rate-highlight"
          className="rounded-lg bg-white p-4 text-center shadow-sm ring-1 ring-slate-200"
        >
          <p className="text-sm text-slate-600">{currency.label}</p>
          <p className="mt-1 text-xl font-bold text-brand-900 tabular-nums">
            {formatRate(rateFor(currency, 'Order'))}
          </p>
          <p className="text-sm font-medium text-slate-700">{currency.value} for £1</p>
        </li>
      ))}
    </ul>
  );
}
