import { Decimal } from 'decimal.js';

/** How far `proposed` is from `stored`, in percent of `stored`, signed; exact in decimal. */
export function changePercent(stored: number, proposed: number): Decimal {
  return new Decimal(proposed).minus(stored).times(100).dividedBy(stored);
}

/** True when a refreshed rate moves more than `limitPercent` away from the stored one. */
export function isOutlier(stored: number, proposed: number, limitPercent: number): boolean {
  return changePercent(stored, proposed).abs().greaterThan(limitPercent);
}
