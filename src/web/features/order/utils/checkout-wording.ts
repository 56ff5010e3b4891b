/** How the checkout names the branch, the day and the money for each way. */
import type { Decimal } from 'decimal.js';
import { foreignCurrency } from '#shared/domain/cart-rules.ts';
import { rateWithDirection, type Way } from '#shared/domain/pricing.ts';
import { formatGbp } from '#web/lib/format.ts';

/**
 * Click & Collect keeps the spec's "Collection point" (and "Pickup Location" on the
 * confirmation); Click & Sell names the branch as where the customer brings the currency.
 */
export const WAY_WORDING = {
  Order: {
    branch: 'Collection point',
    confirmationBranch: 'Pickup Location',
    day: 'Collection day',
  },
  Sell: {
    branch: 'Drop-off location',
    confirmationBranch: 'Drop-off location',
    day: 'Drop-off day',
  },
} as const satisfies Record<Way, Record<string, string>>;

/** The way of a saved order, from its `status` (`buy`: Click & Collect). */
export const wayOfOrder = (order: { status: 'buy' | 'sell' }): Way =>
  order.status === 'buy' ? 'Order' : 'Sell';

interface RatedLine {
  Rate: Decimal.Value;
  currencyMycurrent: string;
  currencyTakecurrent: string;
}

/** "£1 = 1.3702 USD" (rates are foreign units per pound, both ways). */
export const rateDirection = (line: RatedLine) =>
  rateWithDirection(line.Rate, foreignCurrency(line));

/** The same in two parts, "£1 =" and "1.3702 USD", for a narrow column to break between. */
export function rateParts(line: RatedLine): [string, string] {
  const [pound, ...rest] = rateDirection(line).split(' = ');
  return [`${pound} =`, rest.join(' = ')];
}

/** What the customer is told about the pounds: paid in branch, or paid to them in cash. */
export function moneyLine(way: Way, gbp: Decimal.Value): string {
  return way === 'Order'
    ? `You pay ${formatGbp(gbp)} in branch`
    : `We pay you ${formatGbp(gbp)} in cash at the counter`;
}
