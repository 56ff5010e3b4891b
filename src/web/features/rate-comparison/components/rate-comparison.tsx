import { formatAmount, quote } from '#shared/domain/pricing.ts';
import type { Currency } from '#shared/schemas/currency.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { latest } from '#web/lib/latest.ts';

/** The pounds the comparison spends. */
export const COMPARE_GBP = 500;
const COMPARED = ['EUR', 'USD', 'TRY', 'AED'];
const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 2 });

/**
 * What £500 buys today at our Click & Collect rate beside what it would buy at the mid-market
 * rate, the yardstick every provider's rate is set against, with the margin between them.
 */
export function RateComparison({ currencies }: { currencies: Currency[] }) {
  const rows = COMPARED.flatMap((code) => currencies.filter((c) => c.value === code)).flatMap(
    (currency) => {
      const ours = quote(currency, 'Order', COMPARE_GBP);
      const market = quote({ ...currency, Sell: 0 }, 'Order', COMPARE_GBP);
      return ours && market ? [{ currency, ours, market }] : [];
    },
  );
  const asOf = latest(rows.map((row) => row.currency.updatedAt));

  return (
    <div>
      <p className="max-w-3xl text-slate-700">
        What £{COMPARE_GBP} buys today. The market rate is the mid-market rate banks trade at
        between themselves: no one sells cash to the public at it, but every provider's rate is set
        against it, so it is the fair yardstick. Our Click &amp; Collect rate includes the margin
        shown, with 0% commission on top. When you compare us with another provider, check what the
        same £{COMPARE_GBP} buys after their commission and fees.
      </p>
      <div className="mt-6 overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
        <table className="w-full text-left text-sm sm:text-base">
          <caption className="sr-only">What £{COMPARE_GBP} buys: market rate and our rate</caption>
          <thead className="bg-slate-100 text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-3">
                Currency
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                At the market rate
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                With us
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                Our margin
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map(({ currency, ours, market }) => (
              <tr key={currency.value} data-testid="comparison-row">
                <th scope="row" className="px-3 py-3 font-semibold text-brand-900">
                  {currency.label} ({currency.value})
                </th>
                <td className="px-3 py-3 text-right tabular-nums">
                  {formatAmount(market.take.amount)}
                </td>
                <td className="px-3 py-3 text-right font-semibold tabular-nums">
                  {formatAmount(ours.take.amount)}
                </td>
                <td className="px-3 py-3 text-right tabular-nums">
                  {percent.format(-currency.Sell / 100)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {asOf && <p className="mt-2 text-sm text-slate-600">Rates as of {formatDateTime(asOf)}.</p>}
    </div>
  );
}
