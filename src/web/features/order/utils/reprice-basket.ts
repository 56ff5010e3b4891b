import { foreignCurrency } from '../../../../shared/domain/cart-rules.ts';
import type { Way } from '../../../../shared/domain/pricing.ts';
import type { Currency } from '../../../../shared/schemas/currency.ts';
import type { CartItem } from '../../../../shared/schemas/order.ts';
import { basketItem } from '../../../../shared/domain/basket-item.ts';

/**
 * The same items quoted again at `currencies`' rates: each keeps what the customer gives and
 * gets a new rate, amount and 30 minutes. Items of a currency no longer offered are dropped.
 */
export function repriceBasket(items: readonly CartItem[], currencies: Currency[], way: Way) {
  return items.flatMap((item) => {
    const code = foreignCurrency(item);
    const currency = currencies.find((candidate) => candidate.value === code);
    const repriced = currency && basketItem(currency, way, item.currencyMy);
    return repriced ? [repriced] : [];
  });
}
