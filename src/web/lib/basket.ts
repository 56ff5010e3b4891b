/**
 * The customer's basket, kept in localStorage under `purchase` with the spec's item fields so it
 * survives reloads and is shared by every tab (basket-store.ts). The rules (expiry, capacity, one
 * way, the online limit) come from src/shared and the prices from the server's quotes; this module
 * applies them to what is stored. An expired item stays, marked expired, until it is re-quoted or
 * removed.
 */
import { addToCart } from '#shared/domain/cart-rules.ts';
import type { CartItem } from '#shared/schemas/order.ts';
import { readBasket, writeItems, type BasketResult } from './basket-store.ts';

export { readBasket, useBasket, type BasketResult } from './basket-store.ts';

/**
 * Appends `item`; refuses a fifth item, a second way, or, given `maxOrderGbp`, pounds over the
 * online limit.
 */
export function addToBasket(item: CartItem, maxOrderGbp?: number): BasketResult {
  const added = addToCart(readBasket(), item, maxOrderGbp);
  return added.ok ? writeItems(added.items) : added;
}

export function removeFromBasket(id: string): BasketResult {
  return writeItems(readBasket().filter((item) => item.Id !== id));
}

export function clearBasket(): BasketResult {
  return writeItems([]);
}

/** Puts `items` in place of the basket, e.g. the same items re-quoted at today's rates. */
export function replaceBasket(items: readonly CartItem[]): BasketResult {
  return writeItems([...items]);
}

/**
 * Marks the items with these ids expired now: the server refused their quotes (409), whatever
 * this browser's clock says. They stay in the basket for "Update to today's rates".
 */
export function expireItems(ids: readonly string[], now = Date.now()): BasketResult {
  const expiresAt = new Date(now).toISOString();
  return writeItems(
    readBasket().map((item) => (ids.includes(item.Id) ? { ...item, expiresAt } : item)),
  );
}
