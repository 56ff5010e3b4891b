import { Link } from 'react-router';
import { formatRate, rateFor } from '#shared/domain/pricing.ts';
import type { Currency } from '#shared/schemas/currency.ts';

interface CurrencyRatesTableProps {
  currencies: Currency[];
}

/**
 * Each currency with what 1 GBP buys (Click & Collect) and what 1 GBP costs to sell back; its name
 * leads to its own page.
 */
export function CurrencyRatesTable({ currencies }: CurrencyRatesTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Our rates for 1 GBP</caption>
        <thead className="bg-slate-100 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-2 py-3 sm:px-4">
              Code
            </th>
            <th scope="col" className="px-2 py-3 sm:px-4">
              Currency
            </th>
            <th scope="col" className="px-2 py-3 sm:px-4 text-right">
              Click &amp; Collect
            </th>
            <th scope="col" className="px-2 py-3 sm:px-4 text-right">
              Click &amp; Sell
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {currencies.map((currency) => (
            <tr key={currency.value} data-testid="currency-row">
              <th scope="row" className="px-2 py-2 sm:px-4 font-semibold text-brand-900">
                {currency.value}
              </th>
              <td className="px-2 py-2 sm:px-4">
                <Link
                  to={`/currency/${currency.value}`}
                  className="text-brand-700 underline decoration-slate-300 underline-offset-2 hover:decoration-brand-700"
                >
                  {currency.label}
                </Link>
              </td>
              <td className="px-2 py-2 sm:px-4 text-right tabular-nums">
                {formatRate(rateFor(currency, 'Order'))}
              </td>
              <td className="px-2 py-2 sm:px-4 text-right tabular-nums">
                {formatRate(rateFor(currency, 'Sell'))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
