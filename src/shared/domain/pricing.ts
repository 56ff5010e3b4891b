/**
 * The bureau's pricing rules, shared by the browser (to show a quote) and the server (to
 * recompute and check every quote). All arithmetic is decimal; nothing passes through a float
 * except the stored Rate and margins themselves, which are read exactly as written.
 */
import { Decimal } from 'decimal.js';
import { BASE_CURRENCY, ORDER_GBP_STEP } from '../constants.ts';

/** `Order`: the customer buys foreign cash (Click & Collect). `Sell`: the customer sells it back. */
export const WAYS = ['Order', 'Sell'] as const;
export type Way = (typeof WAYS)[number];

/** What pricing needs of a currency: `Rate` is units per 1 GBP, margins are percentages. */
export interface PricedCurrency {
  value: string;
  Rate: number;
  Sell: number;
  Buy: number;
}

export const RATE_DECIMALS = 4;
export const AMOUNT_DECIMALS = 2;
const MINOR_PER_UNIT = 10 ** AMOUNT_DECIMALS;

/**
 * Rate x (1 + margin/100), to 4 decimals. The rounding is the bureau's to choose: `rateFor`
 * rounds in its favour so that rounding never gives away part of the margin.
 */
export function effectiveRate(
  rate: Decimal.Value,
  marginPercent: Decimal.Value,
  rounding: Decimal.Rounding = Decimal.ROUND_HALF_UP,
): Decimal {
  return new Decimal(rate)
    .times(new Decimal(marginPercent).dividedBy(100).plus(1))
    .toDecimalPlaces(RATE_DECIMALS, rounding);
}

/** The bureau sells foreign cash (way `Order`) at its Sell margin and buys it back at its Buy margin. */
export function marginFor(currency: PricedCurrency, way: Way): number {
  return way === 'Order' ? currency.Sell : currency.Buy;
}

/**
 * The effective rate a customer gets for this currency and way: the rate shown and quoted.
 * Rounded down when the bureau sells (fewer foreign units per pound) and up when it buys back
 * (more foreign units per pound paid out).
 */
export function rateFor(currency: PricedCurrency, way: Way): Decimal {
  const rounding = way === 'Order' ? Decimal.ROUND_DOWN : Decimal.ROUND_UP;
  return effectiveRate(currency.Rate, marginFor(currency, way), rounding);
}

/** Drop the pence, then round up to the next multiple of 10 pounds: 86.92 -> 90, 80.40 -> 80. */
export function roundOrderGbp(gbp: Decimal.Value): Decimal {
  const pounds = new Decimal(gbp).floor();
  return pounds.dividedBy(ORDER_GBP_STEP).ceil().times(ORDER_GBP_STEP);
}

export interface Side {
  currency: string;
  amount: Decimal;
}

export interface Quote {
  way: Way;
  /** What the customer hands over: GBP for an Order, the foreign currency for a Sell. */
  give: Side;
  /** What the customer receives. */
  take: Side;
  /** The effective rate the quote was made at, 4 decimals. */
  rate: Decimal;
}

/**
 * Prices what the customer gives. An Order's GBP is first rounded by `roundOrderGbp`; the amount
 * the customer takes is rounded down to 2 decimals so it never exceeds what the displayed rate
 * gives. Returns null when either side would not be above zero ("Please give correct amount").
 */
export function quote(currency: PricedCurrency, way: Way, given: Decimal.Value): Quote | null {
  const rate = rateFor(currency, way);
  const raw = new Decimal(given);
  if (!raw.isFinite() || rate.lessThanOrEqualTo(0)) return null;

  const giveAmount = way === 'Order' ? roundOrderGbp(raw) : raw;
  const takeAmount = (
    way === 'Order' ? giveAmount.times(rate) : giveAmount.dividedBy(rate)
  ).toDecimalPlaces(AMOUNT_DECIMALS, Decimal.ROUND_DOWN);
  if (giveAmount.lessThanOrEqualTo(0) || takeAmount.lessThanOrEqualTo(0)) return null;

  const [giveCurrency, takeCurrency] =
    way === 'Order' ? [BASE_CURRENCY, currency.value] : [currency.value, BASE_CURRENCY];
  return {
    way,
    give: { currency: giveCurrency, amount: giveAmount },
    take: { currency: takeCurrency, amount: takeAmount },
    rate,
  };
}

/**
 * The reverse of `quote`: what the customer gives to take about `take`, for a widget that also
 * converts from the amount received. GBP for an Order (the foreign amount at the rate, which
 * `quote` then rounds by `roundOrderGbp`); the foreign currency for a Sell, rounded up to the
 * cent so that the payout reaches `take`. Null unless `take` is a number above zero.
 */
export function givenFor(currency: PricedCurrency, way: Way, take: Decimal.Value): Decimal | null {
  const rate = rateFor(currency, way);
  const wanted = toDecimal(take);
  if (!wanted || wanted.lessThanOrEqualTo(0) || rate.lessThanOrEqualTo(0)) return null;
  const given = way === 'Order' ? wanted.dividedBy(rate) : wanted.times(rate);
  return given.toDecimalPlaces(AMOUNT_DECIMALS, Decimal.ROUND_UP);
}

/** Which of a form's two amounts the customer typed: what they give or what they take. */
export type AmountSide = 'give' | 'take';

export interface Conversion {
  /** What the customer gives, before an Order's rounding to whole £10s. */
  given: Decimal;
  /** The quote for `given`: its `give` is after that rounding. */
  quote: Quote;
}

/**
 * The one converter behind every pair of amount fields: an amount typed on the `give` side is
 * priced as is, one typed on the `take` side is first turned into the amount to give by
 * `givenFor`. Null unless the text is a number that quotes above zero.
 */
export function convertTyped(
  currency: PricedCurrency,
  way: Way,
  side: AmountSide,
  text: string,
): Conversion | null {
  const typed = toDecimal(text);
  const given = typed && (side === 'give' ? typed : givenFor(currency, way, typed));
  const priced = given && quote(currency, way, given);
  return given && priced ? { given, quote: priced } : null;
}

/** A typed or stored value as a finite Decimal, or null when it is not a number. */
export function toDecimal(value: Decimal.Value): Decimal | null {
  try {
    const amount = new Decimal(typeof value === 'string' ? value.trim() : value);
    return amount.isFinite() ? amount : null;
  } catch {
    return null;
  }
}

/** True when a typed amount has at most 2 decimals (amounts are kept in integer minor units). */
export function hasAmountPrecision(amount: Decimal.Value): boolean {
  return new Decimal(amount).decimalPlaces() <= AMOUNT_DECIMALS;
}

/** An amount in integer minor units (hundredths), the unit amounts are stored in. */
export function toMinorUnits(amount: Decimal.Value): number {
  const minor = new Decimal(amount).times(MINOR_PER_UNIT);
  if (!minor.isInteger())
    throw new RangeError(`${amount} has more than ${AMOUNT_DECIMALS} decimals`);
  return minor.toNumber();
}

export function fromMinorUnits(minor: number): Decimal {
  return new Decimal(minor).dividedBy(MINOR_PER_UNIT);
}

/** "1.1234": a rate as shown everywhere; `{ grouping: true }` gives "32,145.5000", for a board. */
export function formatRate(rate: Decimal.Value, { grouping = false } = {}): string {
  const fixed = new Decimal(rate).toFixed(RATE_DECIMALS, Decimal.ROUND_HALF_UP);
  return grouping ? groupThousands(fixed) : fixed;
}

/** "£1 = 1.3702 USD": a rate with its direction, as customers read it both ways. */
export function rateWithDirection(rate: Decimal.Value, code: string): string {
  return `£1 = ${formatRate(rate)} ${code}`;
}

/**
 * "1,234.56": an amount as shown everywhere, on screen, in print and in e-mails, with en-GB
 * thousands separators. `{ grouping: false }` gives "1234.56", for a number input or a CSV cell.
 */
export function formatAmount(amount: Decimal.Value, { grouping = true } = {}): string {
  const fixed = new Decimal(amount).toFixed(AMOUNT_DECIMALS, Decimal.ROUND_DOWN);
  return grouping ? groupThousands(fixed) : fixed;
}

/** "32,145.5000": en-GB thousands separators in a fixed-point number's whole part. */
function groupThousands(fixed: string): string {
  return fixed.replace(/\B(?=(\d{3})+\.)/g, ',');
}
