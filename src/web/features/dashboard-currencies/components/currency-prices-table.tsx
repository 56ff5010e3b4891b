import { Link } from 'react-router';
import { formatRate, rateFor } from '../../../../shared/domain/pricing.ts';
import type { Currency } from '../../../../shared/schemas/currency.ts';

const COLUMNS = [
  'Currency Name',
  'Country Name',
  'Market Price',
  'Buying Price',
  'Selling Price',
  'Action',
];

const cell = 'px-3 py-2';

/**
 * Manipulate Currency's table. The prices are the ones customers get (4 decimals): the bureau
 * buys back at the rate of a Click & Sell and sells at the rate of a Click & Collect.
 */
export function CurrencyPricesTable({ currencies }: { currencies: readonly Currency[] }) {
  return (
    <div
      role="region"
      aria-label="Currencies"
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Currencies, with prices per 1 GBP</caption>
        <thead className="bg-slate-100 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={`px-3 py-3 whitespace-nowrap ${column.endsWith('Price') ? 'text-right' : ''}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {currencies.map((currency) => (
            <tr key={currency.value} data-testid="currency-row">
              <th scope="row" className={`${cell} font-semibold text-brand-900`}>
                {currency.value}
              </th>
              <td className={cell}>{currency.label}</td>
              <td className={`${cell} text-right tabular-nums`}>{formatRate(currency.Rate)}</td>
              <td className={`${cell} text-right tabular-nums`}>
                {formatRate(rateFor(currency, 'Sell'))}
              </td>
              <td className={`${cell} text-right tabular-nums`}>
                {formatRate(rateFor(currency, 'Order'))}
              </td>
              <td className={cell}>
                <Link
                  to={`/dashboard/update/${currency.value}`}
                  className="rounded bg-brand-900 px-3 py-1 font-medium text-white hover:bg-brand-700"
                >
                  Update <span className="sr-only">{currency.value}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
