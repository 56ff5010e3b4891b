import { Decimal } from 'decimal.js';
import { formatAmount } from '#shared/domain/pricing.ts';

/** "+2", "−1" (a true minus sign), "0": a difference in notes. */
export function formatSignedCount(difference: number): string {
  if (difference === 0) return '0';
  return difference > 0 ? `+${difference}` : `−${-difference}`;
}

/** "+50.00", "−1,250.00", "0.00": a difference in value. */
export function formatSignedAmount(difference: Decimal.Value): string {
  const value = new Decimal(difference);
  if (value.isZero()) return formatAmount(0);
  return `${value.isPositive() ? '+' : '−'}${formatAmount(value.abs())}`;
}

/** Text for a difference, by sign, for the eye (the sign says it too). */
export const varianceClass = (difference: Decimal.Value) => {
  const value = new Decimal(difference);
  if (value.isZero()) return 'text-slate-700';
  return value.isPositive() ? 'text-emerald-800' : 'text-red-700';
};
