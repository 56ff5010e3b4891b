import { describe, expect, it } from 'vitest';
import { moneyLine, rateDirection } from './checkout-wording.ts';

const order = {
  currencyMy: 90,
  currencyMycurrent: 'GBP',
  currencyTake: 100.74,
  currencyTakecurrent: 'EUR',
  Rate: 1.1194,
};
const sell = {
  currencyMy: 150,
  currencyMycurrent: 'USD',
  currencyTake: 109.47,
  currencyTakecurrent: 'GBP',
  Rate: 1.37,
};

describe('rateDirection', () => {
  it('says how much foreign currency a pound buys, whichever way the order goes', () => {
    expect(rateDirection(order)).toBe('£1 = 1.1194 EUR');
    expect(rateDirection(sell)).toBe('£1 = 1.3700 USD');
  });
});

describe('moneyLine', () => {
  it('says who pays whom', () => {
    expect(moneyLine('Order', 90)).toBe('You pay £90.00 in branch');
    expect(moneyLine('Sell', 109.47)).toBe('We pay you £109.47 in cash at the counter');
  });
});
