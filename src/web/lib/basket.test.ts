import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, MESSAGES, overOnlineLimitMessage } from '#shared/constants.ts';
import { isLive } from '#shared/domain/cart-rules.ts';
import type { CartItem } from '#shared/schemas/order.ts';
import { basketItem } from '#shared/domain/basket-item.ts';
import {
  addToBasket,
  clearBasket,
  expireItems,
  readBasket,
  removeFromBasket,
  replaceBasket,
  useBasket,
} from './basket.ts';

const EUR = { value: 'EUR', Rate: 1.16, Sell: -3.5, Buy: 3.5 };
const USD = { value: 'USD', Rate: 1.35, Sell: -3, Buy: 3 };
const start = Date.parse('2026-11-21T12:00:00.000Z');
const minutes = (n: number) => n * 60_000;

const stored = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as CartItem[];
const order = (amount: number) => basketItem(EUR, 'Order', amount)!;

describe('basket', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: start });
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stores items under `purchase` and removes one by id', () => {
    const first = order(20);
    const second = order(30);
    expect(addToBasket(first)).toEqual({ ok: true });
    expect(addToBasket(second)).toEqual({ ok: true });
    expect(stored()).toEqual([first, second]);

    removeFromBasket(first.Id);
    expect(stored()).toEqual([second]);
    clearBasket();
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('holds at most 4 items, expired ones counting: they stay until re-quoted or removed', () => {
    for (const amount of [10, 20, 30, 40]) expect(addToBasket(order(amount))).toEqual({ ok: true });
    expect(addToBasket(order(50))).toEqual({ ok: false, message: MESSAGES.cartFull });
    vi.advanceTimersByTime(minutes(31));
    expect(addToBasket(order(50))).toEqual({ ok: false, message: MESSAGES.cartFull });
    expect(stored().map((item) => item.currencyMy)).toEqual([10, 20, 30, 40]);
  });

  it('refuses an item that would take the basket over the online limit', () => {
    expect(addToBasket(order(3000), 5000)).toEqual({ ok: true });
    expect(addToBasket(order(2000), 5000)).toEqual({ ok: true });
    expect(addToBasket(order(10), 5000)).toEqual({
      ok: false,
      message: overOnlineLimitMessage(5000),
    });
    expect(stored()).toHaveLength(2);
  });

  it('marks the items the server refused expired now, and keeps them', () => {
    const [first, second] = [order(20), order(30)];
    addToBasket(first);
    addToBasket(second);
    vi.advanceTimersByTime(minutes(2));
    expect(expireItems([second.Id])).toEqual({ ok: true });
    expect(readBasket()).toEqual([
      first,
      { ...second, expiresAt: new Date(start + minutes(2)).toISOString() },
    ]);
    expect(readBasket().map((item) => isLive(item, Date.now()))).toEqual([true, false]);
  });

  it('keeps one way per basket', () => {
    addToBasket(order(20));
    expect(addToBasket(basketItem(USD, 'Sell', 50)!)).toEqual({
      ok: false,
      message: MESSAGES.mixedWays,
    });
    expect(stored()).toHaveLength(1);
  });

  it('replaces the whole basket', () => {
    addToBasket(order(20));
    const repriced = [order(40)];
    replaceBasket(repriced);
    expect(stored()).toEqual(repriced);
  });

  it('ignores stored text that is not a list of items', () => {
    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    expect(addToBasket(order(20))).toEqual({ ok: true });
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ Id: 'x' }, order(30)]));
    const { result } = renderHook(() => useBasket());
    expect(result.current.map((item) => item.currencyMy)).toEqual([30]);
  });

  describe('useBasket', () => {
    it('follows changes made in this tab', () => {
      const { result } = renderHook(() => useBasket());
      expect(result.current).toEqual([]);
      const item = order(20);
      act(() => void addToBasket(item));
      expect(result.current).toEqual([item]);
      act(() => void removeFromBasket(item.Id));
      expect(result.current).toEqual([]);
    });

    it('follows changes made in another tab', () => {
      const { result } = renderHook(() => useBasket());
      const item = order(20);
      act(() => {
        localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([item]));
        window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
      });
      expect(result.current).toEqual([item]);
    });

    it('keeps expired items, and the same array while nothing changes', () => {
      const item = order(20);
      addToBasket(item);
      const { result } = renderHook(() => useBasket());
      const before = result.current;
      act(() => void vi.advanceTimersByTime(minutes(31)));
      expect(result.current).toBe(before);
      expect(result.current).toEqual([item]);
      act(() => void expireItems([item.Id]));
      expect(result.current).toEqual([{ ...item, expiresAt: expect.any(String) }]);
    });
  });
});
