import { describe, expect, it } from 'vitest';
import { quote } from '../../../../shared/domain/pricing.ts';
import { givenFor } from './given-for.ts';

const EUR = { value: 'EUR', Rate: 1.16, Sell: -3.5, Buy: 3.5 };

describe('givenFor', () => {
  it('works out the GBP of an Order from the foreign amount wanted', () => {
    const given = givenFor(EUR, 'Order', '200')!;
    expect(given.toFixed(2)).toBe('178.67'); // 200 / 1.1194, rounded up
    expect(quote(EUR, 'Order', given)!.take.amount.toFixed(2)).toBe('201.49'); // at 180 GBP
  });

  it('works out the foreign cash of a Sell from the GBP wanted, never short of it', () => {
    const given = givenFor(EUR, 'Sell', '100')!;
    expect(given.toFixed(2)).toBe('120.06'); // 100 x 1.2006
    expect(quote(EUR, 'Sell', given)!.take.amount.toFixed(2)).toBe('100.00');
  });

  it.each(['', '0', '-5', 'abc'])('gives nothing for %j', (amount) => {
    expect(givenFor(EUR, 'Order', amount)).toBeNull();
  });
});
