/** The basket's rules: items expire after 30 minutes, at most 4 live items, one way per order. */
import { BASE_CURRENCY, CART_ITEM_TTL_MS, CART_MAX_ITEMS, MESSAGES } from '../constants.ts';
import type { Way } from './pricing.ts';

export interface CartEntry {
  /** Creation time, ISO 8601. */
  date: string;
  /** Code of the currency the customer gives: GBP for an Order item. */
  currencyMycurrent: string;
}

/** Milliseconds before the item expires; zero or less once it has. */
export function timeLeftMs(item: CartEntry, now: number): number {
  const created = Date.parse(item.date);
  if (Number.isNaN(created)) return 0;
  return created + CART_ITEM_TTL_MS - now;
}

export function isLive(item: CartEntry, now: number): boolean {
  return timeLeftMs(item, now) > 0;
}

export function liveItems<T extends CartEntry>(items: readonly T[], now: number): T[] {
  return items.filter((item) => isLive(item, now));
}

export type AddResult<T> = { ok: true; items: T[] } | { ok: false; message: string };

/**
 * Drops expired items, then appends `item` unless the basket already holds the maximum or holds
 * items of the other way (an order is all Order items or all Sell items).
 */
export function addToCart<T extends CartEntry>(
  items: readonly T[],
  item: T,
  now: number,
): AddResult<T> {
  const live = liveItems(items, now);
  if (live.length >= CART_MAX_ITEMS) return { ok: false, message: MESSAGES.cartFull };
  if (!fitsWay(live, wayOf(item))) return { ok: false, message: MESSAGES.mixedWays };
  return { ok: true, items: [...live, item] };
}

function wayOf(item: CartEntry): Way {
  return item.currencyMycurrent === BASE_CURRENCY ? 'Order' : 'Sell';
}

/** The foreign currency of a basket item or order line: what an Order takes, what a Sell gives. */
export function foreignCurrency(line: { currencyMycurrent: string; currencyTakecurrent: string }) {
  return line.currencyMycurrent === BASE_CURRENCY
    ? line.currencyTakecurrent
    : line.currencyMycurrent;
}

/** True when every item goes `way`: an empty basket fits either way. */
export function fitsWay(items: readonly CartEntry[], way: Way): boolean {
  return items.every((item) => wayOf(item) === way);
}
