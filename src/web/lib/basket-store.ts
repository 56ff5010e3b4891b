/**
 * Where the basket is kept: localStorage under `purchase`, shared by every tab, with a React
 * subscription to it. Nothing here knows the basket's rules (basket.ts, which loads with the
 * order pages), so the storefront's header can show the item count from the first bundle.
 */
import { useSyncExternalStore } from 'react';
import { CART_STORAGE_KEY, MESSAGES } from '#shared/constants.ts';
import type { CartItem } from '#shared/schemas/order.ts';

export type BasketResult = { ok: true } | { ok: false; message: string };

/** The basket's items now, expired ones too, outside React. */
export function readBasket(): CartItem[] {
  return parse(readRaw());
}

/** The basket's items, expired ones too; re-renders on changes from this tab and other tabs. */
export function useBasket(): CartItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, emptyOnServer);
}

const listeners = new Set<() => void>();

// A prerendered page cannot know the basket, and hydration must find the markup it made.
const EMPTY: CartItem[] = [];
const emptyOnServer = () => EMPTY;

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

/** Stores `items` as the basket and tells every subscriber. */
export function writeItems(items: CartItem[]): BasketResult {
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
