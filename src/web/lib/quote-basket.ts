/**
 * The basket's prices come from the server: an item is added from a quote the server issued, and
 * an expired item is replaced by a new quote for the same amount. The browser never prices what
 * it sends.
 */
import type { QueryClient } from '@tanstack/react-query';
import { foreignCurrency, wayOf } from '#shared/domain/cart-rules.ts';
import { itemFromQuote } from '#shared/domain/basket-item.ts';
import { formatAmount } from '#shared/domain/pricing.ts';
import type { CartItem } from '#shared/schemas/order.ts';
import type { QuoteRequest } from '#shared/schemas/quote.ts';
import { ApiError } from './api-client.ts';
import { createQuote } from './api/create-quote.ts';
import { orderLimitsQuery } from './api/get-order-limits.ts';
import { addToBasket, readBasket, replaceBasket, type BasketResult } from './basket.ts';

/**
 * Asks the server for a quote and adds it to the basket, unless the basket refuses it (full,
 * the other way, or over the online limit). A refusal by the server is thrown as its ApiError.
 */
export async function addQuote(
  request: QuoteRequest,
  queryClient: QueryClient,
): Promise<{ ok: true; item: CartItem } | Extract<BasketResult, { ok: false }>> {
  const [quote, limits] = await Promise.all([
    createQuote(request),
    // Without the limits the basket takes the item, and the server still checks the order.
    queryClient.ensureQueryData(orderLimitsQuery).catch(() => undefined),
  ]);
  const item = itemFromQuote(quote);
  const added = addToBasket(item, limits?.maxOrderGbp);
  return added.ok ? { ok: true, item } : added;
}

/** What the toast says once an item is in: "Added to your basket: 56.80 EUR". */
export function addedMessage(item: CartItem): string {
  const amount = wayOf(item) === 'Order' ? item.currencyTake : item.currencyMy;
  return `Added to your basket: ${formatAmount(amount)} ${foreignCurrency(item)}`;
}

export interface Requoted {
  /** The items the server no longer quotes (a currency withdrawn), with its reason; removed. */
  refused: { item: CartItem; message: string }[];
}

/**
 * Quotes every item of the basket again at today's rates, for the same amount given, and puts
 * the new items in place of the old ones (items added meanwhile stay). Throws, leaving the basket
 * as it was, when the server cannot be reached or fails.
 */
export async function requoteBasket(): Promise<Requoted> {
  const items = readBasket();
  const answers = await Promise.allSettled(
    items.map((item) =>
      createQuote({ currency: foreignCurrency(item), way: wayOf(item), amount: item.currencyMy }),
    ),
  );
  const replacements = new Map<string, CartItem | null>();
  const refused: Requoted['refused'] = [];
  answers.forEach((answer, index) => {
    const item = items[index];
    if (!item) throw new Error(`Quoted an item ${index} the basket does not have`);
    if (answer.status === 'fulfilled') {
      replacements.set(item.Id, itemFromQuote(answer.value));
    } else if (isRefusal(answer.reason)) {
      replacements.set(item.Id, null);
      refused.push({ item, message: answer.reason.message });
    } else {
      throw answer.reason;
    }
  });
  const replaced = replaceBasket(
    readBasket().flatMap((item) => {
      const replacement = replacements.get(item.Id);
      return replacement === undefined ? [item] : replacement ? [replacement] : [];
    }),
  );
  if (!replaced.ok) throw new Error(replaced.message);
  return { refused };
}

/** A 4xx other than 429: the server will not quote this item, however often it is asked. */
function isRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429
  );
}
