import { describe, expect, it } from 'vitest';
import { basketItem } from './basket-item.ts';

const EUR = { value: 'EUR', Rate: 1.16, Sell: -3.5, Buy: 3.5 };
const quotedAt = new Date('2026-11-21T12:00:00.000Z');

describe('basketItem', () => {
  it("rounds an Order's GBP up to the next 10 and prices the foreign amount from it", () => {
    expect(basketItem(EUR, 'Order', 86.92, quotedAt)).toEqual({
      currencyMy: 90,
      currencyTake: 100.74, // 90 x 1.1194, the Sell-margin rate rounded down
      currencyMycurrent: 'GBP',
      currencyTakecurrent: 'EUR',
      Id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      Rate: 1.1194,
      date: '2026-11-21T12:00:00.000Z',
    });
  });

  it('prices a Sell from the foreign amount at the Buy-margin rate', () => {
    expect(basketItem(EUR, 'Sell', '120')).toMatchObject({
      currencyMy: 120,
      currencyTake: 99.95, // 120 / 1.2006
      currencyMycurrent: 'EUR',
      currencyTakecurrent: 'GBP',
      Rate: 1.2006,
    });
  });

  it('is quoted now unless told when', () => {
    const before = Date.now();
    const item = basketItem(EUR, 'Order', 50);
    expect(Date.parse(item?.date ?? '')).toBeGreaterThanOrEqual(before);
    expect(Date.parse(item?.date ?? '')).toBeLessThanOrEqual(Date.now());
  });

  it('gives each item an id of its own', () => {
    expect(basketItem(EUR, 'Order', 50)?.Id).not.toBe(basketItem(EUR, 'Order', 50)?.Id);
  });

  it.each([0, -10, '', 'abc', '12.345', Number.NaN])(
    'refuses %j: not an amount above 0 with at most 2 decimals',
    (amount) => {
      expect(basketItem(EUR, 'Sell', amount)).toBeNull();
    },
  );

  it('refuses an Order whose GBP rounds to nothing', () => {
    expect(basketItem(EUR, 'Order', 0.4)).toBeNull();
  });
});
