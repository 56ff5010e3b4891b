/**
 * The one way to make a basket item: a quote in the spec's item fields, as the storefront keeps
 * it in localStorage and posts it with the order. Tests build their items here too, so they post
 * exactly what a browser would.
 */
import type { Decimal } from 'decimal.js';
import { BASE_CURRENCY } from '../constants.ts';
import type { CartItem } from '../schemas/order.ts';
import type { Quote } from '../schemas/quote.ts';
import { hasAmountPrecision, quote, toDecimal, type PricedCurrency, type Way } from './pricing.ts';

/**
 * An item quoting `given` (GBP for an Order, the foreign currency for a Sell) at the currency's
 * effective rate, quoted at `quotedAt`; null when the amount is not a number above 0 with at
 * most 2 decimals ("Please give correct amount").
 */
export function basketItem(
  currency: PricedCurrency,
  way: Way,
  given: Decimal.Value,
  quotedAt = new Date(),
): CartItem | null {
  const amount = toDecimal(given);
  if (!amount || !hasAmountPrecision(amount)) return null;
  const priced = quote(currency, way, amount);
  if (!priced) return null;
  return {
    currencyMy: priced.give.amount.toNumber(),
    currencyTake: priced.take.amount.toNumber(),
    currencyMycurrent: priced.give.currency,
    currencyTakecurrent: priced.take.currency,
    Id: crypto.randomUUID(),
    Rate: priced.rate.toNumber(),
    date: quotedAt.toISOString(),
  };
}

/** The basket item of a quote the server issued (`POST /api/quotes`), in the spec's fields. */
export function itemFromQuote(quote: Quote, issuedAt = new Date()): CartItem {
  const [give, take] =
    quote.way === 'Order' ? [BASE_CURRENCY, quote.currency] : [quote.currency, BASE_CURRENCY];
  return {
    currencyMy: quote.give,
    currencyTake: quote.take,
    currencyMycurrent: give,
    currencyTakecurrent: take,
    Id: crypto.randomUUID(),
    Rate: quote.rate,
    date: issuedAt.toISOString(),
    quoteId: quote.id,
    expiresAt: quote.expiresAt,
  };
}
