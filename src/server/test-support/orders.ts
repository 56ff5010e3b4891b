/**
 * Builds order bodies the way the storefront does: items from quotes the server issued
 * (`itemWithQuote`), or priced from the live catalogue at the rate of the moment (`basketItem`).
 */
import { BASE_CURRENCY } from '#shared/constants.ts';
import { itemFromQuote, basketItem as storefrontItem } from '#shared/domain/basket-item.ts';
import type { Way } from '#shared/domain/pricing.ts';
import type { Currency } from '#shared/schemas/currency.ts';
import type { CartItem, CreateOrderBody } from '#shared/schemas/order.ts';
import { QuoteSchema, type Quote } from '#shared/schemas/quote.ts';
import type { App } from '../app.ts';

/**
 * Limits wide enough for a suite that places many orders for one customer from one address: the
 * per-address, per-e-mail and 90-day limits are tested in modules/orders/placing/order-limits.test.ts.
 */
export const MANY_ORDERS_ENV = {
  ORDER_RATE_LIMIT_PER_IP: '1000000',
  ORDER_RATE_LIMIT_PER_EMAIL: '1000000',
  ORDER_MAX_GBP_90_DAYS: '1000000000',
  // Many orders for one customer would reach due diligence's threshold and wait for review.
  CDD_THRESHOLD_GBP: '1000000000',
  QUOTE_RATE_LIMIT_PER_MINUTE: '1000000000',
};

export async function currency(app: App, code: string): Promise<Currency> {
  return (await app.inject(`/api/singleCurrency/${code}`)).json();
}

/** `POST /api/quotes`: the response, to check refusals. */
export function requestQuote(app: App, currency: string, way: Way, amount: string | number) {
  return app.inject({ method: 'POST', url: '/api/quotes', payload: { currency, way, amount } });
}

/** A quote the server issued for `amount` (what the customer gives) of one side of `code`. */
export async function issueQuote(
  app: App,
  code: string,
  way: Way,
  amount: string | number,
): Promise<Quote> {
  const response = await requestQuote(app, code, way, amount);
  if (response.statusCode !== 201) throw new Error(`no quote: ${response.body}`);
  return QuoteSchema.parse(response.json());
}

/** The basket item the storefront makes from a quote the server issued: what a browser posts. */
export async function itemWithQuote(
  app: App,
  code: string,
  way: Way,
  amount: string | number,
): Promise<CartItem> {
  return itemFromQuote(await issueQuote(app, code, way, amount));
}

/** An item without a quote, priced at the currency's rate of the moment. */
export async function basketItem(
  app: App,
  code: string,
  way: Way,
  given: string,
): Promise<CartItem> {
  return quotedItem(await currency(app, code), way, given);
}

/** An item without a server quote for `given` of one side of `currency`, priced at its rate. */
export function quotedItem(currency: Currency, way: Way, given: string): CartItem {
  const item = storefrontItem(currency, way, given);
  if (!item) throw new Error(`no quote for ${given} ${currency.value}`);
  return item;
}

export function orderBody(items: CartItem[], overrides: Partial<CreateOrderBody> = {}) {
  const way: Way = items[0]?.currencyMycurrent === BASE_CURRENCY ? 'Order' : 'Sell';
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    confirmEmail: 'ada@example.com',
    phone: '01632 960123',
    acceptRules: true as const,
    addressKey: 'brighton',
    way,
    items,
    ...overrides,
  };
}

export function placeOrder(app: App, body: object, idempotencyKey?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/Order',
    payload: body,
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  });
}

/** A two-item Click & Collect order (£200 of euros, £100 of dollars) quoted from a running server. */
export async function twoItemOrder(baseUrl: string) {
  const catalogue = (await (await fetch(`${baseUrl}/api/currency`)).json()) as Currency[];
  const find = (code: string) => {
    const found = catalogue.find((c) => c.value === code);
    if (!found) throw new Error(`${code} is not in the catalogue`);
    return found;
  };
  return orderBody([
    quotedItem(find('EUR'), 'Order', '200'),
    quotedItem(find('USD'), 'Order', '100'),
  ]);
}
