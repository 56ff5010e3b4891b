/** Builds order bodies the way the storefront does: quoted from the live catalogue. */
import { BASE_CURRENCY } from '../../shared/constants.ts';
import { basketItem as storefrontItem } from '../../shared/domain/basket-item.ts';
import type { Way } from '../../shared/domain/pricing.ts';
import type { Currency } from '../../shared/schemas/currency.ts';
import type { CartItem, CreateOrderBody } from '../../shared/schemas/order.ts';
import type { App } from '../app.ts';

/**
 * Limits wide enough for a suite that places many orders for one customer from one address: the
 * per-address, per-e-mail and 90-day limits are tested in modules/orders/order-limits.test.ts.
 */
export const MANY_ORDERS_ENV = {
  ORDER_RATE_LIMIT_PER_IP: '1000000',
  ORDER_RATE_LIMIT_PER_EMAIL: '1000000',
  ORDER_MAX_GBP_90_DAYS: '1000000000',
};

export async function currency(app: App, code: string): Promise<Currency> {
  return (await app.inject(`/api/singleCurrency/${code}`)).json();
}

export async function basketItem(
  app: App,
  code: string,
  way: Way,
  given: string,
  date = new Date(),
): Promise<CartItem> {
  return quotedItem(await currency(app, code), way, given, date);
}

/** The basket item the storefront makes for `given` of one side of `currency`. */
export function quotedItem(
  currency: Currency,
  way: Way,
  given: string,
  date = new Date(),
): CartItem {
  const item = storefrontItem(currency, way, given, date);
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
