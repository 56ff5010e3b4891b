import { describe, expect, it } from 'vitest';
import { CART_ITEM_TTL_MS, MESSAGES, overOnlineLimitMessage } from '../constants.ts';
import {
  addToCart,
  expiryOf,
  fitsWay,
  foreignCurrency,
  gbpTotal,
  isLive,
  timeLeftMs,
  wayOf,
} from './cart-rules.ts';

const now = Date.parse('2026-11-21T12:00:00.000Z');
const minutes = (n: number) => n * 60_000;
const at = (ms: number) => new Date(ms).toISOString();

/** An Order item of £`gbp`, made `minutesAgo`, without a quote (as before quotes). */
const item = (minutesAgo: number, currencyMycurrent = 'GBP', gbp: number | string = 100) => ({
  date: at(now - minutes(minutesAgo)),
  currencyMycurrent,
  currencyMy: gbp,
  currencyTake: gbp,
});
/** An item of a server quote that expires in `minutesLeft`. */
const quoted = (minutesLeft: number, gbp = 100) => ({
  ...item(0, 'GBP', gbp),
  expiresAt: at(now + minutes(minutesLeft)),
});

describe('basket expiry', () => {
  it("is the quote's expiresAt", () => {
    expect(expiryOf(quoted(12))).toBe(now + minutes(12));
    expect(timeLeftMs(quoted(12), now)).toBe(minutes(12));
    expect(isLive(quoted(0.01), now)).toBe(true);
    expect(isLive(quoted(0), now)).toBe(false);
    expect(isLive(quoted(-5), now)).toBe(false);
  });

  it('is 30 minutes after the date of an item made before quotes', () => {
    expect(timeLeftMs(item(0), now)).toBe(CART_ITEM_TTL_MS);
    expect(timeLeftMs(item(29), now)).toBe(60_000);
    expect(isLive(item(29.99), now)).toBe(true);
    expect(isLive(item(30), now)).toBe(false);
  });

  it('treats an unreadable date as expired', () => {
    expect(isLive({ date: 'yesterday', currencyMycurrent: 'GBP' }, now)).toBe(false);
    expect(timeLeftMs({ ...quoted(10), expiresAt: 'soon' }, now)).toBe(0);
  });
});

describe('basket capacity', () => {
  it('appends to a basket of 3 items', () => {
    const result = addToCart([item(1), item(2), item(3)], item(0));
    expect(result).toEqual({ ok: true, items: [item(1), item(2), item(3), item(0)] });
  });

  it('refuses a fifth item, expired items counting: they stay until re-quoted or removed', () => {
    expect(addToCart([item(1), item(2), item(3), item(4)], item(0))).toEqual({
      ok: false,
      message: MESSAGES.cartFull,
    });
    expect(addToCart([item(31), item(2), quoted(-1), item(4)], item(0))).toEqual({
      ok: false,
      message: MESSAGES.cartFull,
    });
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

  it('refuses an item of the other way, even beside an expired one', () => {
    expect(wayOf(item(0, 'EUR'))).toBe('Sell');
    expect(addToCart([item(1)], item(0, 'EUR'))).toEqual({
      ok: false,
      message: MESSAGES.mixedWays,
    });
    expect(addToCart([item(31)], item(0, 'EUR'))).toEqual({
      ok: false,
      message: MESSAGES.mixedWays,
    });
  });
});

describe('the online limit', () => {
  const sell = (gbp: number) => ({ ...item(0, 'USD'), currencyMy: 500, currencyTake: gbp });

  it('adds up the pounds: what an Order pays and what a Sell is paid', () => {
    expect(gbpTotal([]).toString()).toBe('0');
    expect(gbpTotal([item(0, 'GBP', 90), item(0, 'GBP', '1200')]).toString()).toBe('1290');
    expect(gbpTotal([sell(371.61), sell(0.39)]).toString()).toBe('372');
  });

  it('takes a basket up to the limit and refuses an item that would go over it', () => {
    const basket = [quoted(20, 3000), quoted(-1, 1000)];
    expect(addToCart(basket, quoted(30, 1000), 5000)).toMatchObject({ ok: true });
    expect(addToCart(basket, quoted(30, 1010), 5000)).toEqual({
      ok: false,
      message: overOnlineLimitMessage(5000),
    });
    expect(addToCart([sell(4999.99)], sell(0.02), 5000)).toEqual({
      ok: false,
      message:
        'We take orders of up to £5,000 online. For a larger amount, please call or visit a branch and we will arrange it with you.',
    });
    // Without a limit (not loaded), the server checks the order alone.
    expect(addToCart(basket, quoted(30, 9000))).toMatchObject({ ok: true });
  });
});

describe('foreignCurrency', () => {
  it('is what an Order takes and what a Sell gives', () => {
    expect(foreignCurrency({ currencyMycurrent: 'GBP', currencyTakecurrent: 'EUR' })).toBe('EUR');
    expect(foreignCurrency({ currencyMycurrent: 'USD', currencyTakecurrent: 'GBP' })).toBe('USD');
  });
});
