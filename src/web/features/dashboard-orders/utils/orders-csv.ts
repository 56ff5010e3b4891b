import { formatAmount } from '#shared/domain/pricing.ts';
import type { OrderView } from '#shared/schemas/order.ts';
import { formatOrdinalDate } from '#web/lib/ordinal-date.ts';

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes
 * doubled. Text a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe: names and phone numbers come from customers.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows of fields as CSV text, lines ended with CRLF. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

export const ORDER_CSV_HEADER = [
  'Order Id',
  'Name',
  'Email',
  'Phone Number',
  'Way',
  'Amount (GBP)',
  'FX Amount',
  'Time',
  'Collection date',
] as const;

/**
 * The orders as the History table shows them, plus the e-mail, for a spreadsheet; the collection
 * date as YYYY-MM-DD, which a spreadsheet reads as a date.
 */
export function ordersCsv(orders: readonly OrderView[]): string {
  return toCsv([
    ORDER_CSV_HEADER,
    ...orders.map((order) => [
      order.Order_Id,
      order.Name,
      order.Email,
      order.Phone_Number,
      order.title,
      formatAmount(order.TotalMoney, { grouping: false }),
      order.FxAmount,
      formatOrdinalDate(order.time),
      order.collectionDate,
    ]),
  ]);
}
