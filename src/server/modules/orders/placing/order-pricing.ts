/**
 * Prices a basket on the server. The browser's figures are only a claim: an item sent with a
 * `quoteId` is priced from that stored quote, which must be open and say what the item says; an
 * item without one is priced at the currency's price of the moment, and must say what that price
 * gives for what the customer gives (`currencyMy`, to which the Order rounding rule applies).
 * Anything else is a stale item: 409 "Rates have changed, please review your basket", with an
 * issue per stale item (`items.<index>`) so the basket can mark it.
 */
import { Decimal } from 'decimal.js';
import { BASE_CURRENCY, MESSAGES } from '#shared/constants.ts';
import {
  fromMinorUnits,
  quote,
  toMinorUnits,
  type PricedCurrency,
  type Way,
} from '#shared/domain/pricing.ts';
import type { CartItem } from '#shared/schemas/order.ts';
import { AppError, refusal } from '#server/errors.ts';
import { quoteProblem, type QuoteProblem, type QuoteRow } from '#server/modules/quotes/index.ts';
import type { OrderItemsTable } from '../orders.table.ts';

/** An order item as it will be stored, and the GBP it stands for. */
export interface PricedItem extends Omit<OrderItemsTable, 'id' | 'orderId' | 'position'> {
  /** GBP paid (Order) or received (Sell), in pence. */
  gbpMinor: number;
}

/** Why an item cannot be ordered as it is: the issue's `reason`. */
export type StaleReason = QuoteProblem | 'QUOTE_MISMATCH' | 'PRICE_CHANGED';

const WHY: Record<StaleReason, string> = {
  QUOTE_UNKNOWN: 'we have no such quote',
  QUOTE_USED: 'this quote was used by another order',
  QUOTE_WITHDRAWN: 'this quote was withdrawn: the rate it was made at has been corrected',
  QUOTE_EXPIRED: 'this quote has expired',
  QUOTE_MISMATCH: 'this item is not what its quote says',
  PRICE_CHANGED: 'the rate has changed since this item was priced',
};

/** A stale item: its index in the basket and why. */
export interface StaleItem {
  index: number;
  reason: StaleReason;
}

/** The 409 for stale items, naming each by its index in the basket. */
export function ratesChanged(stale: StaleItem[]): AppError {
  return refusal(
    'CONFLICT',
    'RATES_CHANGED',
    MESSAGES.ratesChanged,
    stale.map(({ index, reason }) => ({ path: `items.${index}`, message: WHY[reason], reason })),
  );
}

/**
 * The foreign currency of an item, or a 400 when its sides do not fit the order's way: the
 * server's one check that an order is all Order items or all Sell items.
 */
export function foreignCurrencyOf(item: CartItem, way: Way): string {
  const [gbpSide, foreignSide] =
    way === 'Order'
      ? [item.currencyMycurrent, item.currencyTakecurrent]
      : [item.currencyTakecurrent, item.currencyMycurrent];
  if (gbpSide !== BASE_CURRENCY || foreignSide === BASE_CURRENCY) {
    throw new AppError('BAD_REQUEST', MESSAGES.mixedWays);
  }
  return foreignSide;
}

function pricedItem(
  item: CartItem,
  way: Way,
  fields: Omit<PricedItem, 'clientItemId' | 'gbpMinor'>,
): PricedItem {
  const gbpMinor = way === 'Order' ? fields.giveMinor : fields.takeMinor;
  return { clientItemId: item.Id, ...fields, gbpMinor };
}

/** True when a figure the browser sent is exactly the server's. */
function agrees(claimed: Decimal.Value, actual: Decimal.Value): boolean {
  return new Decimal(claimed).equals(actual);
}

/** Prices an item from its stored quote (undefined: no such quote), as at `now`. */
export function priceFromQuote(
  item: CartItem,
  way: Way,
  code: string,
  stored: QuoteRow | undefined,
  now: Date,
): PricedItem | StaleReason {
  if (!stored) return 'QUOTE_UNKNOWN';
  const give = fromMinorUnits(stored.giveMinor);
  const take = fromMinorUnits(stored.takeMinor);
  if (
    stored.way !== way ||
    stored.currencyCode !== code ||
    !agrees(item.currencyMy, give) ||
    !agrees(item.currencyTake, take) ||
    !agrees(item.Rate, stored.rate)
  ) {
    return 'QUOTE_MISMATCH';
  }
  const problem = quoteProblem(stored, now);
  if (problem) return problem;
  return pricedItem(item, way, {
    giveCurrency: stored.giveCurrency,
    giveMinor: stored.giveMinor,
    takeCurrency: stored.takeCurrency,
    takeMinor: stored.takeMinor,
    rate: stored.rate,
    quotedAt: stored.createdAt,
    quoteId: stored.id,
    changeGbpMinor: 0,
  });
}

/** Prices an item without a quote at `current`, the currency's price at `now`. */
export function priceAtCurrentRate(
  item: CartItem,
  way: Way,
  current: PricedCurrency,
  now: Date,
): PricedItem | StaleReason {
  const priced = quote(current, way, item.currencyMy);
  if (!priced) throw new AppError('BAD_REQUEST', MESSAGES.incorrectAmount);
  // The pounds as typed are rounded here as in the widget: what they buy, at which rate, must agree.
  if (!agrees(item.currencyTake, priced.take.amount) || !agrees(item.Rate, priced.rate)) {
    return 'PRICE_CHANGED';
  }
  return pricedItem(item, way, {
    giveCurrency: priced.give.currency,
    giveMinor: toMinorUnits(priced.give.amount),
    takeCurrency: priced.take.currency,
    takeMinor: toMinorUnits(priced.take.amount),
    rate: priced.rate.toNumber(),
    quotedAt: now,
    changeGbpMinor: 0,
    quoteId: null,
  });
}
