/**
 * Which way a basket item or order line goes, and its foreign currency: nothing but the codes,
 * so the storefront's header can link to the basket's order page without the basket's rules.
 */
import { BASE_CURRENCY } from '../constants.ts';
import type { Way } from './pricing.ts';

/** Order when the customer gives pounds, Sell when they give a foreign currency. */
export function wayOf(item: { currencyMycurrent: string }): Way {
  return item.currencyMycurrent === BASE_CURRENCY ? 'Order' : 'Sell';
}

/** The foreign currency of a basket item or order line: what an Order takes, what a Sell gives. */
export function foreignCurrency(line: { currencyMycurrent: string; currencyTakecurrent: string }) {
  return line.currencyMycurrent === BASE_CURRENCY
    ? line.currencyTakecurrent
    : line.currencyMycurrent;
}
