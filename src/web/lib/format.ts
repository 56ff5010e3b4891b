import type { Decimal } from 'decimal.js';
import { formatAmount } from '#shared/domain/pricing.ts';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** "22 November 2026 at 09:00", in UK time whatever the visitor's clock says. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** "£1,234.50": pounds and pence with thousands separators. */
export function formatGbp(amount: Decimal.Value): string {
  return `£${formatAmount(amount)}`;
}

/** "£5,000": a limit in whole pounds. */
export function formatWholeGbp(pounds: number): string {
  return `£${pounds.toLocaleString('en-GB')}`;
}

/** "29:59" (and "PT29M59S" for a <time> element): minutes and seconds left, never below 0:00. */
export function formatTimeLeft(ms: number): { text: string; iso: string } {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return { text: `${minutes}:${String(rest).padStart(2, '0')}`, iso: `PT${minutes}M${rest}S` };
}
