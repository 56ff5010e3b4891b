/**
 * The rate a customer may wait for with a rate alert: units of the currency per £1 at the Click &
 * Collect rate (way `Order`), above today's and within reach of it. Shared so the form says the
 * server's rule before it is asked.
 */
import { Decimal } from 'decimal.js';
import {
  formatRate,
  RATE_DECIMALS,
  rateFor,
  rateWithDirection,
  type PricedCurrency,
} from './pricing.ts';

/** How far above today's rate a target may lie: beyond it an alert would all but never be sent. */
export const MAX_TARGET_RISE_PERCENT = 50;
/** How far above today's rate the form suggests, as a first target. */
const SUGGESTED_RISE_PERCENT = 2;

/** Today's Click & Collect rate: what an alert's target is compared with. */
export function alertRate(currency: PricedCurrency): Decimal {
  return rateFor(currency, 'Order');
}

/** The highest target accepted against `today`, 4 decimals. */
export function highestTarget(today: Decimal.Value): Decimal {
  return new Decimal(today)
    .times(1 + MAX_TARGET_RISE_PERCENT / 100)
    .toDecimalPlaces(RATE_DECIMALS, Decimal.ROUND_DOWN);
}

/**
 * Why `target` cannot be waited for against `today` (the rate meets it already, or it is out of
 * reach), in words fit for the customer; null when it can.
 */
export function targetProblem(
  target: Decimal.Value,
  today: Decimal.Value,
  code: string,
): string | null {
  const wanted = new Decimal(target);
  if (wanted.lessThanOrEqualTo(today)) {
    return `Our rate is already ${rateWithDirection(today, code)}. Please choose a higher rate to wait for.`;
  }
  const highest = highestTarget(today);
  if (wanted.greaterThan(highest)) {
    return `That is more than ${MAX_TARGET_RISE_PERCENT}% above today's rate of ${rateWithDirection(today, code)}. Please choose a rate up to ${formatRate(highest)}.`;
  }
  return null;
}

/**
 * A first target a little above `today`, as a round figure: 2% up, rounded up to four
 * significant digits (1.1097 -> 1.132, 13.50 -> 13.77, 190.44 -> 194.3), at most 4 decimals.
 */
export function suggestedTarget(today: Decimal.Value): Decimal {
  return new Decimal(today)
    .times(1 + SUGGESTED_RISE_PERCENT / 100)
    .toSignificantDigits(4, Decimal.ROUND_UP)
    .toDecimalPlaces(RATE_DECIMALS, Decimal.ROUND_UP);
}
