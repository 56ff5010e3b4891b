/**
 * The customer's basket, kept in localStorage under `purchase` with the spec's item fields so it
 * survives reloads and is shared by every tab. The rules (expiry, capacity, one way) and the
 * prices come from src/shared; this module only stores items and tells React when they change.
 */
import { useSyncExternalStore } from 'react';
import { CART_ITEM_TTL_MS, CART_STORAGE_KEY, MESSAGES } from '../../shared/constants.ts';
import { addToCart, liveItems } from '../../shared/domain/cart-rules.ts';
import type { CartItem } from '../../shared/schemas/order.ts';

export type BasketResult = { ok: true } | { ok: false; message: string };

/** Appends `item` after dropping expired ones; refuses a fifth item or a second way. */
export function addToBasket(item: CartItem): BasketResult {
  const added = addToCart(readItems(), item, Date.now());
  return added.ok ? writeItems(added.items) : added;
}

export function removeFromBasket(id: string): BasketResult {
  return writeItems(readItems().filter((item) => item.Id !== id));
}

export function clearBasket(): BasketResult {
  return writeItems([]);
}

/** Puts `items` in place of the basket, e.g. the same items re-priced at today's rates. */
export function replaceBasket(items: readonly CartItem[]): BasketResult {
  return writeItems([...items]);
}

/** The live basket items; re-renders on changes from this tab, other tabs and expiry. */
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

function readItems(): CartItem[] {
  return parse(readRaw());
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

// The snapshot must stay the same array until the stored text changes or an item expires,
// or useSyncExternalStore would render forever.
let snapshot: { raw: string | null; items: CartItem[]; nextExpiry: number | null } | null = null;

function getSnapshot(): CartItem[] {
  const raw = readRaw();
  const now = Date.now();
  if (snapshot?.raw === raw && (snapshot.nextExpiry === null || now < snapshot.nextExpiry)) {
    return snapshot.items;
  }
  const items = liveItems(parse(raw), now);
  const expiries = items.map((item) => Date.parse(item.date) + CART_ITEM_TTL_MS);
  snapshot = { raw, items, nextExpiry: expiries.length ? Math.min(...expiries) : null };
  return items;
}

function subscribe(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Wakes React when the next item expires, so it disappears without any other change.
  const scheduleExpiry = () => {
    clearTimeout(timer);
    getSnapshot();
    const next = snapshot?.nextExpiry;
    if (next == null) return;
    timer = setTimeout(
      () => {
        onChange();
        scheduleExpiry();
      },
      Math.max(0, next - Date.now()),
    );
  };
  const changed = () => {
    onChange();
    scheduleExpiry();
  };
  // Other tabs' writes arrive as `storage` events (key null: their storage was cleared).
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) changed();
  };
  listeners.add(changed);
  window.addEventListener('storage', onStorage);
  scheduleExpiry();
  return () => {
    listeners.delete(changed);
    window.removeEventListener('storage', onStorage);
    clearTimeout(timer);
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
    typeof value.date === 'string'
  );
}
