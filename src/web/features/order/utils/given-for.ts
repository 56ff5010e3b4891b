import { Decimal } from 'decimal.js';
import {
  AMOUNT_DECIMALS,
  rateFor,
  type PricedCurrency,
  type Way,
} from '../../../../shared/domain/pricing.ts';

/**
 * What the customer would give to receive `takeAmount`, for filling in the "give" field when
 * the "get" field is typed in. Rounded up to whole pence so the quote made from it (always by
 * `quote`, which applies the Order rounding) comes to at least the amount asked for. Null when
 * `takeAmount` is not a number above 0.
 */
export function givenFor(currency: PricedCurrency, way: Way, takeAmount: string): Decimal | null {
  let take: Decimal;
  try {
    take = new Decimal(takeAmount);
  } catch {
    return null;
  }
  const rate = rateFor(currency, way);
  if (!take.isFinite() || take.lessThanOrEqualTo(0) || rate.lessThanOrEqualTo(0)) return null;
  const given = way === 'Order' ? take.dividedBy(rate) : take.times(rate);
  return given.toDecimalPlaces(AMOUNT_DECIMALS, Decimal.ROUND_UP);
}
