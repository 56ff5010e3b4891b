/**
 * The customer's basket, kept in localStorage under `purchase` with the spec's item fields so it
 * survives reloads and is shared by every tab. The rules (expiry, capacity, one way, the online
 * limit) come from src/shared and the prices from the server's quotes; this module only stores
 * items and tells React when they change. An expired item stays, marked expired, until it is
 * re-quoted or removed.
 */
import { useSyncExternalStore } from 'react';
import { CART_STORAGE_KEY, MESSAGES } from '#shared/constants.ts';
import { addToCart } from '#shared/domain/cart-rules.ts';
import type { CartItem } from '#shared/schemas/order.ts';

export type BasketResult = { ok: true } | { ok: false; message: string };

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

/** The basket's items now, expired ones too, outside React. */
export function readBasket(): CartItem[] {
  return parse(readRaw());
}

/** The basket's items, expired ones too; re-renders on changes from this tab and other tabs. */
export function useBasket(): CartItem[] {
  return useSyncExternalStore(subscribe, getSnapshot);
}

const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isCartItem) : [];
  } catch {
    return [];
  }
}

function writeItems(items: CartItem[]): BasketResult {
  try {
    if (items.length === 0) localStorage.removeItem(CART_STORAGE_KEY);
    else localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage full or disabled (some private modes): the basket cannot be kept.
    return { ok: false, message: MESSAGES.somethingWentWrong };
  }
  for (const listener of listeners) listener();
  return { ok: true };
}

// The snapshot must stay the same array until the stored text changes, or
// useSyncExternalStore would render forever.
let snapshot: { raw: string | null; items: CartItem[] } | null = null;

function getSnapshot(): CartItem[] {
  const raw = readRaw();
  if (snapshot?.raw !== raw) snapshot = { raw, items: parse(raw) };
  return snapshot.items;
}

function subscribe(onChange: () => void): () => void {
  // Other tabs' writes arrive as `storage` events (key null: their storage was cleared).
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const isAmount = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value));

/** Keeps only well-formed items: the stored text may come from an older version or be edited. */
function isCartItem(value: unknown): value is CartItem {
  return (
    typeof value === 'object' &&
    value !== null &&
    'currencyMy' in value &&
    isAmount(value.currencyMy) &&
    'currencyTake' in value &&
    isAmount(value.currencyTake) &&
    'Rate' in value &&
    isAmount(value.Rate) &&
    'currencyMycurrent' in value &&
    typeof value.currencyMycurrent === 'string' &&
    'currencyTakecurrent' in value &&
    typeof value.currencyTakecurrent === 'string' &&
    'Id' in value &&
    typeof value.Id === 'string' &&
    'date' in value &&
    typeof value.date === 'string' &&
    (!('expiresAt' in value) || typeof value.expiresAt === 'string') &&
    (!('quoteId' in value) || typeof value.quoteId === 'string')
  );
}
