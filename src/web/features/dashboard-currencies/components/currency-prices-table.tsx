import { Link } from 'react-router';
import { formatRate, rateFor } from '../../../../shared/domain/pricing.ts';
import type { Currency } from '../../../../shared/schemas/currency.ts';
import { DataTable } from '../../../components/ui/data-table.tsx';

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
 * buys back at the rate of a Click & Sell and sells at the rate of a Click & Collect. Each row
 * links to its Update form and offers Set rate (the market rate, through `onSetRate`).
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
    >
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
            <div className="flex gap-2 whitespace-nowrap">
              <Link
                to={`/dashboard/update/${currency.value}`}
                className="rounded bg-brand-900 px-3 py-1 font-medium text-white hover:bg-brand-700"
              >
                Update <span className="sr-only">{currency.value}</span>
              </Link>
              <button
                type="button"
                onClick={() => onSetRate(currency)}
                className="rounded border border-slate-300 px-3 py-1 font-medium hover:bg-slate-100"
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
