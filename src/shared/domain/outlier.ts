import { Decimal } from 'decimal.js';

/** How far `proposed` is from `stored`, in percent of `stored`, signed; exact in decimal. */
export function changePercent(stored: number, proposed: number): Decimal {
  return new Decimal(proposed).minus(stored).times(100).dividedBy(stored);
}

/**
 * True when a new rate moves more than `limitPercent` away from the stored one: a refresh holds
 * it for staff, and the dashboard asks before staff save it.
 */
export function isOutlier(stored: number, proposed: number, limitPercent: number): boolean {
  return changePercent(stored, proposed).abs().greaterThan(limitPercent);
}
