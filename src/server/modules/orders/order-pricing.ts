/**
 * Re-prices a basket on the server. The browser's figures are only a claim: each item must have
 * been quoted at a price the currency really had in the last 30 minutes, and what it says the
 * customer takes must be exactly what that price gives for what they give (`currencyMy`, to
 * which the Order rounding rule applies here too).
 */
import { Decimal } from 'decimal.js';
import { BASE_CURRENCY, CART_ITEM_TTL_MS, MESSAGES } from '../../../shared/constants.ts';
import {
  quote,
  rateFor,
  toMinorUnits,
  type PricedCurrency,
  type Way,
} from '../../../shared/domain/pricing.ts';
import type { CartItem } from '../../../shared/schemas/order.ts';
import { AppError } from '../../errors.ts';
import type { OrderItemsTable } from './orders.table.ts';

/** An order item as it will be stored, and the GBP it stands for. */
export interface PricedItem extends Omit<OrderItemsTable, 'id' | 'orderId' | 'position'> {
  /** GBP paid (Order) or received (Sell), in pence. */
  gbpMinor: number;
}

/** A quote made a little ahead of the server's clock is still accepted. */
const CLOCK_SKEW_MS = 60_000;

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

/** Prices one item from `prices` (every price the currency had in the last 30 minutes). */
export function priceItem(
  item: CartItem,
  way: Way,
  prices: PricedCurrency[],
  now: number,
): PricedItem {
  const quotedAt = new Date(item.date);
  const age = now - quotedAt.getTime();
  if (age > CART_ITEM_TTL_MS || age < -CLOCK_SKEW_MS) {
    throw new AppError('CONFLICT', MESSAGES.ratesChanged);
  }
  const quotedRate = new Decimal(item.Rate);
  const price = prices.find((candidate) => rateFor(candidate, way).equals(quotedRate));
  if (!price) throw new AppError('CONFLICT', MESSAGES.ratesChanged);

  const priced = quote(price, way, item.currencyMy);
  if (!priced) throw new AppError('BAD_REQUEST', MESSAGES.incorrectAmount);
  if (!priced.take.amount.equals(item.currencyTake)) {
    throw new AppError('CONFLICT', MESSAGES.ratesChanged);
  }
  const giveMinor = toMinorUnits(priced.give.amount);
  const takeMinor = toMinorUnits(priced.take.amount);
  return {
    clientItemId: item.Id,
    giveCurrency: priced.give.currency,
    giveMinor,
    takeCurrency: priced.take.currency,
    takeMinor,
    rate: priced.rate.toNumber(),
    quotedAt,
    quoteId: null,
    gbpMinor: way === 'Order' ? giveMinor : takeMinor,
  };
}
