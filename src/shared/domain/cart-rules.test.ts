import { describe, expect, it } from 'vitest';
import { CART_ITEM_TTL_MS, MESSAGES } from '../constants.ts';
import {
  addToCart,
  fitsWay,
  foreignCurrency,
  isLive,
  liveItems,
  timeLeftMs,
} from './cart-rules.ts';

const now = Date.parse('2026-11-21T12:00:00.000Z');
const item = (minutesAgo: number, currencyMycurrent = 'GBP') => ({
  date: new Date(now - minutesAgo * 60_000).toISOString(),
  currencyMycurrent,
});

describe('basket expiry', () => {
  it('keeps an item for 30 minutes and shows the time left', () => {
    expect(timeLeftMs(item(0), now)).toBe(CART_ITEM_TTL_MS);
    expect(timeLeftMs(item(29), now)).toBe(60_000);
    expect(isLive(item(29.99), now)).toBe(true);
    expect(isLive(item(30), now)).toBe(false);
  });

  it('treats an unreadable date as expired', () => {
    expect(isLive({ date: 'yesterday', currencyMycurrent: 'GBP' }, now)).toBe(false);
  });

  it('drops expired items', () => {
    expect(liveItems([item(31), item(5), item(45)], now)).toEqual([item(5)]);
  });
});

describe('basket capacity', () => {
  it('appends to a basket of 3 live items', () => {
    const result = addToCart([item(1), item(2), item(3)], item(0), now);
    expect(result).toEqual({ ok: true, items: [item(1), item(2), item(3), item(0)] });
  });

  it('refuses a fifth item', () => {
    const result = addToCart([item(1), item(2), item(3), item(4)], item(0), now);
    expect(result).toEqual({ ok: false, message: MESSAGES.cartFull });
  });

  it('makes room by dropping expired items first', () => {
    const result = addToCart([item(31), item(2), item(40), item(4)], item(0), now);
    expect(result).toEqual({ ok: true, items: [item(2), item(4), item(0)] });
  });
});

describe('one way per basket', () => {
  it('fits an empty basket to either way, and a basket to its own way only', () => {
    expect(fitsWay([], 'Order')).toBe(true);
    expect(fitsWay([], 'Sell')).toBe(true);
    expect(fitsWay([item(1), item(2)], 'Order')).toBe(true);
    expect(fitsWay([item(1), item(2)], 'Sell')).toBe(false);
    expect(fitsWay([item(1, 'EUR'), item(2, 'USD')], 'Sell')).toBe(true);
    expect(fitsWay([item(1), item(2, 'EUR')], 'Order')).toBe(false);
  });

  it('refuses an item of the other way, after dropping expired ones', () => {
    expect(addToCart([item(1)], item(0, 'EUR'), now)).toEqual({
      ok: false,
      message: MESSAGES.mixedWays,
    });
    expect(addToCart([item(31)], item(0, 'EUR'), now)).toEqual({
      ok: true,
      items: [item(0, 'EUR')],
    });
  });
});

describe('foreignCurrency', () => {
  it('is what an Order takes and what a Sell gives', () => {
    expect(foreignCurrency({ currencyMycurrent: 'GBP', currencyTakecurrent: 'EUR' })).toBe('EUR');
    expect(foreignCurrency({ currencyMycurrent: 'USD', currencyTakecurrent: 'GBP' })).toBe('USD');
  });
});
