import { formatAmount } from '#shared/domain/pricing.ts';
import { receiptTable, receiptTotalLabel, receiptWhen } from '#shared/domain/receipt.ts';
import type { Receipt } from '#shared/schemas/receipt.ts';
import { OrderFacts } from './order-facts.tsx';

/**
 * The customer's receipt of a completed order, as the Price Indications (Bureaux de Change)
 * (No. 2) Regulations 1992 require: the bureau and its MSB number, the branch, when, the order
 * number, each currency's amount, rate and commission, the GBP total and the ID checked. Shown
 * on screen, and printed alone (`print-alone` in styles.css).
 */
export function OrderReceipt({ receipt }: { receipt: Receipt }) {
  const { head, rows } = receiptTable(receipt);
  return (
    <article
      aria-label={`Receipt for order ${receipt.orderNumber}`}
      data-testid="receipt"
      className="print-alone mx-auto max-w-2xl space-y-5 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-900 shadow-sm sm:p-6 print:max-w-none print:border-0 print:p-0 print:shadow-none"
    >
      <div className="flex flex-wrap items-end justify-between gap-4 border-b-2 border-slate-900 pb-2">
        <div>
          <p className="text-lg font-bold">{receipt.business.tradingName}</p>
          <p>{receipt.business.legalName}</p>
        </div>
        <div className="sm:text-right">
          <p className="text-lg font-bold">Receipt</p>
          <p>{receipt.title}</p>
        </div>
      </div>
      <OrderFacts
        facts={[
          ['MSB registration number', receipt.business.msbNumber || 'Not yet registered'],
          [
            'Branch',
            receipt.branch.address
              ? `${receipt.branch.name}, ${receipt.branch.address}`
              : receipt.branch.name,
          ],
          ['Completed', receiptWhen(receipt)],
          ['Order number', receipt.orderNumber],
        ]}
      />
      <div role="region" aria-label="Currencies" tabIndex={0} className="overflow-x-auto">
        <table className="w-full text-left text-xs sm:text-sm">
          <thead className="text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              {head.map((column) => (
                <th key={column} scope="col" className="px-1 py-2 sm:px-2">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map(([currency, ...cells], index) => (
              <tr key={index} data-testid="receipt-line">
                <th scope="row" className="px-1 py-2 font-semibold sm:px-2">
                  {currency}
                </th>
                {cells.map((cell, column) => (
                  <td key={column} className="px-1 py-2 whitespace-nowrap tabular-nums sm:px-2">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <OrderFacts
        facts={[
          ['Commission', `£${formatAmount(receipt.commission)}`],
          [receiptTotalLabel(receipt), `£${formatAmount(receipt.totalGbp)}`],
          ...(receipt.idDocument
            ? [['ID document checked', receipt.idDocument] satisfies [string, string]]
            : []),
        ]}
      />
      <p className="border-t border-slate-300 pt-2 text-xs text-slate-600">
        Please keep this receipt for your records.
      </p>
    </article>
  );
}
