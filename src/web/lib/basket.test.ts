import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, MESSAGES } from '../../shared/constants.ts';
import type { CartItem } from '../../shared/schemas/order.ts';
import { basketItem } from '../../shared/domain/basket-item.ts';
import { addToBasket, clearBasket, removeFromBasket, replaceBasket, useBasket } from './basket.ts';

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

  it('holds at most 4 live items', () => {
    for (const amount of [10, 20, 30, 40]) expect(addToBasket(order(amount))).toEqual({ ok: true });
    expect(addToBasket(order(50))).toEqual({ ok: false, message: MESSAGES.cartFull });
    expect(stored()).toHaveLength(4);
  });

  it('drops items older than 30 minutes before adding', () => {
    addToBasket(order(10));
    vi.advanceTimersByTime(minutes(10));
    for (const amount of [20, 30, 40]) addToBasket(order(amount));
    vi.advanceTimersByTime(minutes(20));

    const fresh = order(50);
    expect(addToBasket(fresh)).toEqual({ ok: true });
    expect(stored().map((item) => item.currencyMy)).toEqual([20, 30, 40, 50]);
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

    it('drops each item when its 30 minutes are up', () => {
      const first = order(20);
      addToBasket(first);
      vi.advanceTimersByTime(minutes(5));
      const second = order(30);
      addToBasket(second);
      const { result } = renderHook(() => useBasket());
      expect(result.current).toEqual([first, second]);

      act(() => void vi.advanceTimersByTime(minutes(25) - 1));
      expect(result.current).toEqual([first, second]);
      act(() => void vi.advanceTimersByTime(1));
      expect(result.current).toEqual([second]);
      act(() => void vi.advanceTimersByTime(minutes(5)));
      expect(result.current).toEqual([]);
    });
  });
});
