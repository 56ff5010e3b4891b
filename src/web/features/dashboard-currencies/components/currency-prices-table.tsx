import { Link } from 'react-router';
import { formatRate, rateFor } from '#shared/domain/pricing.ts';
import type { Currency } from '#shared/schemas/currency.ts';
import { DataTable } from '#web/components/ui/data-table.tsx';

const COLUMNS = [
  'Currency Name',
  'Country Name',
  'Market Price',
  'Buying Price',
  'Selling Price',
  'Action',
];

const cell = 'px-3 py-2';
/** A price: right-aligned in its column; on a card, after its label. */
const price = `${cell} tabular-nums md:text-right`;

/**
 * Manipulate Currency's table. The prices are the ones customers get (4 decimals): the bureau
 * buys back at the rate of a Click & Sell and sells at the rate of a Click & Collect. Each row
 * links to its Update form and offers Set rate (the market rate, through `onSetRate`). Below
 * 768 px each currency is a card, its actions under its prices.
 */
export function CurrencyPricesTable({
  currencies,
  onSetRate,
}: {
  currencies: readonly Currency[];
  onSetRate: (currency: Currency) => void;
}) {
  return (
    <DataTable
      label="Currencies"
      caption="Currencies, with prices per 1 GBP"
      columns={COLUMNS}
      alignRight={(column) => column.endsWith('Price')}
      cards
    >
      {currencies.map((currency) => (
        <tr key={currency.value} data-testid="currency-row">
          <th scope="row" className={`${cell} font-semibold text-brand-900`}>
            {currency.value}
          </th>
          <td data-label="Country Name" className={cell}>
            {currency.label}
          </td>
          <td data-label="Market Price" className={price}>
            {formatRate(currency.Rate)}
          </td>
          <td data-label="Buying Price" className={price}>
            {formatRate(rateFor(currency, 'Sell'))}
          </td>
          <td data-label="Selling Price" className={price}>
            {formatRate(rateFor(currency, 'Order'))}
          </td>
          <td className={`${cell} max-md:pt-2`}>
            {/* The buttons go one under the other where the row is tight (820 px). */}
            <div className="flex flex-wrap gap-2">
              <Link
                to={`/dashboard/update/${currency.value}`}
                className="rounded bg-brand-900 px-3 py-1 font-medium whitespace-nowrap text-white hover:bg-brand-700"
              >
                Update <span className="sr-only">{currency.value}</span>
              </Link>
              <button
                type="button"
                onClick={() => onSetRate(currency)}
                className="rounded border border-slate-300 px-3 py-1 font-medium whitespace-nowrap hover:bg-slate-100"
              >
                Set rate <span className="sr-only">{currency.value}</span>
              </button>
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
