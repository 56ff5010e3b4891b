/**
 * The basket's rules: each item holds its price until its quote expires, and an expired item
 * stays, marked expired, until it is re-quoted or removed; at most 4 items, one way per order,
 * and no more pounds than the online limit.
 */
import { Decimal } from 'decimal.js';
import {
  BASE_CURRENCY,
  CART_ITEM_TTL_MS,
  CART_MAX_ITEMS,
  MESSAGES,
  overOnlineLimitMessage,
} from '../constants.ts';
import type { Way } from './pricing.ts';
import { wayOf } from './basket-way.ts';

// Kept here too: the basket's rules are where callers look for them.
export { foreignCurrency, wayOf } from './basket-way.ts';

export interface CartEntry {
  /** Creation time, ISO 8601. */
  date: string;
  /** When the server's quote expires, ISO 8601; unset on items made before quotes. */
  expiresAt?: string | undefined;
  /** Code of the currency the customer gives: GBP for an Order item. */
  currencyMycurrent: string;
}

/** An item with its amounts, for totals. */
export interface CartLine extends CartEntry {
  currencyMy: Decimal.Value;
  currencyTake: Decimal.Value;
}

/** When the item expires, in ms: its quote's `expiresAt`, or 30 minutes after an older item's `date`. */
export function expiryOf(item: CartEntry): number {
  if (item.expiresAt !== undefined) return Date.parse(item.expiresAt);
  return Date.parse(item.date) + CART_ITEM_TTL_MS;
}

/** Milliseconds before the item expires; zero or less once it has (or when its dates are unreadable). */
export function timeLeftMs(item: CartEntry, now: number): number {
  const left = expiryOf(item) - now;
  return Number.isNaN(left) ? 0 : left;
}

export function isLive(item: CartEntry, now: number): boolean {
  return timeLeftMs(item, now) > 0;
}

export type AddResult<T> = { ok: true; items: T[] } | { ok: false; message: string };

/**
 * Appends `item` unless the basket already holds the maximum (expired items count: they stay
 * until re-quoted or removed), holds items of the other way (an order is all Order items or all
 * Sell items), or would come to more pounds than `maxOrderGbp`, when given.
 */
export function addToCart<T extends CartLine>(
  items: readonly T[],
  item: T,
  maxOrderGbp?: number,
): AddResult<T> {
  if (items.length >= CART_MAX_ITEMS) return { ok: false, message: MESSAGES.cartFull };
  if (!fitsWay(items, wayOf(item))) return { ok: false, message: MESSAGES.mixedWays };
  const added = [...items, item];
  if (maxOrderGbp !== undefined && gbpTotal(added).greaterThan(maxOrderGbp)) {
    return { ok: false, message: overOnlineLimitMessage(maxOrderGbp) };
  }
  return { ok: true, items: added };
}

/** True when every item goes `way`: an empty basket fits either way. */
export function fitsWay(items: readonly Pick<CartEntry, 'currencyMycurrent'>[], way: Way): boolean {
  return items.every((item) => wayOf(item) === way);
}

/** The pounds of basket items or order lines: what an Order pays, or what a Sell is paid. */
export function gbpTotal(
  lines: readonly Pick<CartLine, 'currencyMy' | 'currencyMycurrent' | 'currencyTake'>[],
): Decimal {
  return lines.reduce(
    (total, line) =>
      total.plus(line.currencyMycurrent === BASE_CURRENCY ? line.currencyMy : line.currencyTake),
    new Decimal(0),
  );
}
