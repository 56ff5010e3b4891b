import fc from 'fast-check';
import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  effectiveRate,
  formatAmount,
  formatRate,
  fromMinorUnits,
  convertTyped,
  givenFor,
  hasAmountPrecision,
  quote,
  rateFor,
  roundOrderGbp,
  toDecimal,
  toMinorUnits,
  type PricedCurrency,
  type Way,
} from './pricing.ts';

const EUR: PricedCurrency = { value: 'EUR', Rate: 1.15, Sell: -3.5, Buy: 3.5 };
const JPY: PricedCurrency = { value: 'JPY', Rate: 190.5, Sell: -4, Buy: 5 };
const KWD: PricedCurrency = { value: 'KWD', Rate: 0.3812, Sell: -6, Buy: 7.5 };

describe('effective rates', () => {
  it.each([
    [1.15, -3.5, '1.1098'], // 1.10975 rounds half up
    [190.5, -4, '182.8800'],
    [0.3812, 7.5, '0.4098'], // 0.40979
    [1.2345, 0, '1.2345'],
  ])('Rate %s with margin %s is %s', (rate, margin, expected) => {
    expect(formatRate(effectiveRate(rate, margin))).toBe(expected);
  });

  it.each<[PricedCurrency, Way, string]>([
    [EUR, 'Order', '1.1097'], // Sell margin: 1.10975, rounded down
    [EUR, 'Sell', '1.1903'], // Buy margin: 1.19025, rounded up
    [JPY, 'Order', '182.8800'],
    [JPY, 'Sell', '200.0250'],
    [KWD, 'Order', '0.3583'], // 0.358328
    [KWD, 'Sell', '0.4098'], // 0.40979
  ])("%o for %s is %s, rounded in the bureau's favour", (currency, way, expected) => {
    expect(formatRate(rateFor(currency, way))).toBe(expected);
  });
});

describe('the Order rounding rule', () => {
  it.each([
    ['86.92', '90'],
    ['80.40', '80'],
    ['90.00', '90'],
    ['90.99', '90'],
    ['91', '100'],
    ['5', '10'],
    ['0.99', '0'],
    ['0', '0'],
  ])('%s GBP becomes %s', (given, expected) => {
    expect(roundOrderGbp(given).toString()).toBe(expected);
  });
});

describe('worked quotes', () => {
  it.each<[PricedCurrency, Way, string, string, string, string, string]>([
    // currency, way, given, give currency, give amount, take currency, take amount
    [EUR, 'Order', '86.92', 'GBP', '90.00', 'EUR', '99.87'], // 90 x 1.1097 = 99.873
    [EUR, 'Sell', '100', 'EUR', '100.00', 'GBP', '84.01'], // 100 / 1.1903 = 84.012...
    [JPY, 'Order', '80.40', 'GBP', '80.00', 'JPY', '14,630.40'], // 80 x 182.88
    [JPY, 'Sell', '10000', 'JPY', '10,000.00', 'GBP', '49.99'], // 10000 / 200.025 = 49.9937
    [KWD, 'Order', '250', 'GBP', '250.00', 'KWD', '89.57'], // 250 x 0.3583 = 89.575
  ])('%o %s %s', (currency, way, given, giveCcy, giveAmount, takeCcy, takeAmount) => {
    const q = quote(currency, way, given);
    expect(q).not.toBeNull();
    expect(q!.give.currency).toBe(giveCcy);
    expect(formatAmount(q!.give.amount)).toBe(giveAmount);
    expect(q!.take.currency).toBe(takeCcy);
    expect(formatAmount(q!.take.amount)).toBe(takeAmount);
  });

  it.each<[Way, string]>([
    ['Order', '0'],
    ['Order', '0.50'],
    ['Order', '-20'],
    ['Sell', '0'],
    ['Sell', '0.01'], // 0.0084 GBP rounds down to nothing
    ['Sell', '-5'],
  ])('refuses a %s of %s that is not above zero on both sides', (way, given) => {
    expect(quote(EUR, way, given)).toBeNull();
  });
});

describe('formatAmount', () => {
  it.each([
    ['0', '0.00'],
    ['86.929', '86.92'],
    ['999.99', '999.99'],
    ['1000', '1,000.00'],
    ['14630.4', '14,630.40'],
    ['1234567.891', '1,234,567.89'],
    ['-1234.5', '-1,234.50'],
  ])('shows %s as %s, with en-GB thousands separators', (amount, shown) => {
    expect(formatAmount(amount)).toBe(shown);
  });

  it('leaves the separators out for a number input or a CSV cell', () => {
    expect(formatAmount('1234567.891', { grouping: false })).toBe('1234567.89');
  });
});

describe('formatRate', () => {
  it('gives four decimals, with thousands separators only when asked (the board)', () => {
    expect(formatRate('32145.49996')).toBe('32145.5000');
    expect(formatRate('32145.49996', { grouping: true })).toBe('32,145.5000');
    expect(formatRate('1812.34', { grouping: true })).toBe('1,812.3400');
    expect(formatRate('201.17534', { grouping: true })).toBe('201.1753');
  });
});

describe('minor units', () => {
  it('round-trips 2-decimal amounts', () => {
    expect(toMinorUnits('99.88')).toBe(9988);
    expect(fromMinorUnits(9988).toString()).toBe('99.88');
    expect(() => toMinorUnits('0.001')).toThrow(RangeError);
  });

  it('knows when an amount has more than 2 decimals', () => {
    expect(hasAmountPrecision('10.25')).toBe(true);
    expect(hasAmountPrecision('10.255')).toBe(false);
  });
});

const currencyArb = fc.record({
  value: fc.constantFrom('EUR', 'USD', 'JPY', 'KWD', 'IDR'),
  Rate: fc.double({ min: 0.05, max: 30000, noNaN: true }),
  Sell: fc.double({ min: -15, max: 0, noNaN: true }),
  Buy: fc.double({ min: 0, max: 15, noNaN: true }),
});
const amountArb = fc
  .integer({ min: -100_000, max: 50_000_000 })
  .map((minor) => fromMinorUnits(minor).toString());
const wayArb = fc.constantFrom<Way>('Order', 'Sell');

describe('pricing invariants', () => {
  it("an Order's GBP is a whole multiple of 10, never below the whole pounds given", () => {
    fc.assert(
      fc.property(currencyArb, amountArb, (currency, given) => {
        const q = quote(currency, 'Order', given);
        if (!q) return;
        expect(q.give.amount.modulo(10).isZero()).toBe(true);
        expect(q.give.amount.greaterThanOrEqualTo(new Decimal(given).floor())).toBe(true);
        expect(q.give.amount.minus(new Decimal(given).floor()).lessThan(10)).toBe(true);
      }),
    );
  });

  it('never produces a negative or zero amount', () => {
    fc.assert(
      fc.property(currencyArb, wayArb, amountArb, (currency, way, given) => {
        const q = quote(currency, way, given);
        if (!q) return;
        expect(q.give.amount.greaterThan(0)).toBe(true);
        expect(q.take.amount.greaterThan(0)).toBe(true);
        expect(q.take.amount.decimalPlaces()).toBeLessThanOrEqual(2);
      }),
    );
  });

  it('never gives the customer more than the displayed rate does', () => {
    fc.assert(
      fc.property(currencyArb, wayArb, amountArb, (currency, way, given) => {
        const q = quote(currency, way, given);
        if (!q) return;
        const exact =
          way === 'Order' ? q.give.amount.times(q.rate) : q.give.amount.dividedBy(q.rate);
        expect(q.take.amount.lessThanOrEqualTo(exact)).toBe(true);
        expect(exact.minus(q.take.amount).lessThan('0.01')).toBe(true);
      }),
    );
  });

  it('with the bureau margins, the customer always gets less than at the market rate', () => {
    fc.assert(
      fc.property(
        currencyArb.filter((c) => c.Sell < -0.01 && c.Buy > 0.01),
        wayArb,
        amountArb,
        (currency, way, given) => {
          const q = quote(currency, way, given);
          if (!q) return;
          const market =
            way === 'Order'
              ? q.give.amount.times(currency.Rate)
              : q.give.amount.dividedBy(currency.Rate);
          expect(q.take.amount.lessThanOrEqualTo(market)).toBe(true);
        },
      ),
    );
  });

  it('a buy-back is never worth more than the sale of the same cash', () => {
    fc.assert(
      fc.property(currencyArb, fc.integer({ min: 1, max: 500 }), (currency, tens) => {
        const bought = quote(currency, 'Order', tens * 10);
        if (!bought) return;
        const soldBack = quote(currency, 'Sell', bought.take.amount);
        if (!soldBack) return;
        expect(soldBack.take.amount.lessThanOrEqualTo(bought.give.amount)).toBe(true);
      }),
    );
  });
});

describe('the reverse conversion', () => {
  it.each<[PricedCurrency, Way, string, string]>([
    // currency, way, wanted, given
    [EUR, 'Order', '100', '90.12'], // 100 / 1.1097 = 90.114...; quote then rounds it to £90
    [EUR, 'Sell', '50', '59.52'], // 50 x 1.1903 = 59.515
    [JPY, 'Sell', '49.99', '9999.25'], // 49.99 x 200.025 = 9999.24975, rounded up to the cent
  ])('%o %s: taking %s means giving %s', (currency, way, wanted, given) => {
    expect(givenFor(currency, way, wanted)?.toFixed(2)).toBe(given);
  });

  it.each(['0', '-1', 'NaN', '', 'abc'])('has nothing to give for %j', (wanted) => {
    expect(givenFor(EUR, 'Sell', wanted)).toBeNull();
  });

  it('a Sell quoted from the reverse conversion pays out what was asked, to the penny', () => {
    fc.assert(
      fc.property(currencyArb, amountArb, (currency, wanted) => {
        const given = givenFor(currency, 'Sell', wanted);
        const q = given && quote(currency, 'Sell', given);
        if (!q) return;
        expect(q.take.amount.greaterThanOrEqualTo(new Decimal(wanted).minus('0.01'))).toBe(true);
      }),
    );
  });
});

describe('typed amounts', () => {
  it.each([
    ['86.92', '86.92'],
    [' 12.5 ', '12.5'],
    [40, '40'],
  ])('reads %j as %s', (typed, expected) => {
    expect(toDecimal(typed)?.toString()).toBe(expected);
  });

  it.each(['', 'abc', '1,5', 'NaN', 'Infinity', Number.NaN, Number.POSITIVE_INFINITY])(
    'reads %j as no number',
    (typed) => {
      expect(toDecimal(typed)).toBeNull();
    },
  );

  it('prices an amount typed on the give side as is, with the Order rounding in the quote', () => {
    const converted = convertTyped(EUR, 'Order', 'give', '86.92');
    expect(converted?.given.toString()).toBe('86.92');
    expect(converted?.quote.give.amount.toString()).toBe('90');
    expect(converted?.quote.take.amount.toString()).toBe('99.87'); // 90 x 1.1097
  });

  it('turns an amount typed on the take side into the amount to give first', () => {
    const order = convertTyped(EUR, 'Order', 'take', '100');
    expect(order?.given.toFixed(2)).toBe('90.12');
    expect(order?.quote.give.amount.toString()).toBe('90'); // 90.12 without its pence
    const sale = convertTyped(EUR, 'Sell', 'take', '50');
    expect(sale?.given.toFixed(2)).toBe('59.52');
    expect(sale?.quote.take.amount.toString()).toBe('50'); // 59.52 / 1.1903 = 50.004...
  });

  it.each<[Way, 'give' | 'take', string]>([
    ['Order', 'give', ''],
    ['Order', 'give', 'abc'],
    ['Order', 'give', '0'],
    ['Order', 'give', '0.4'], // rounds to £0
    ['Sell', 'take', '-5'],
  ])('converts nothing for %s %s %j', (way, side, text) => {
    expect(convertTyped(EUR, way, side, text)).toBeNull();
  });
});
