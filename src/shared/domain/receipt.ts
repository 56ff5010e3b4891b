/** How a receipt reads, alike on paper in the branch and in the customer's e-mail. */
import type { Receipt } from '../schemas/receipt.ts';
import { formatAmount } from './pricing.ts';

/** "28 November 2026, 14:05": when the order completed, UK time. */
export function receiptWhen({ completedDate, completedTime }: Receipt): string {
  const day = new Date(`${completedDate}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `${day}, ${completedTime}`;
}

/** The receipt's table, head and rows: each currency, its amount, rate, commission and GBP. */
export function receiptTable(receipt: Receipt): { head: string[]; rows: string[][] } {
  return {
    head: ['Currency', 'Amount', 'Rate (per £1)', 'Commission', 'GBP'],
    rows: receipt.lines.map((line) => [
      line.currency,
      formatAmount(line.amount),
      line.rate,
      `£${formatAmount(line.commission)}`,
      `£${formatAmount(line.gbp)}`,
    ]),
  };
}

/** "Total paid" for a Click & Collect order, "Total received" for a Click & Sell one. */
export const receiptTotalLabel = (receipt: Receipt) =>
  receipt.status === 'buy' ? 'Total paid' : 'Total received';
