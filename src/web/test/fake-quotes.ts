/**
 * A fetch that answers the storefront's quote calls as the server does (`POST /api/quotes`,
 * `GET /api/order-limits`), pricing at the given currencies' published rates, for the tests of
 * the widget, the order page and the basket.
 */
import { vi } from 'vitest';
import { MESSAGES, overOnlineLimitMessage } from '#shared/constants.ts';
import { quote, type PricedCurrency } from '#shared/domain/pricing.ts';
import type { OrderLimits } from '#shared/schemas/order.ts';
import type { Quote, QuoteRequest } from '#shared/schemas/quote.ts';

export const LIMITS: OrderLimits = {
  maxOrderGbp: 5000,
  maxGbp90Days: 10000,
  quoteMinutes: 30,
  idCheckFromGbp: 1000,
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
const refusal = (status: number, code: string, message: string) =>
  json(status, { error: { code, message } });

export interface FakeServer {
  limits?: OrderLimits;
  /** The server's clock, sent as the `Date` header of a quote; unset: no header. */
  serverNow?: () => number;
}

export function stubQuotes(
  currencies: readonly PricedCurrency[],
  { limits = LIMITS, serverNow }: FakeServer = {},
) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path === '/api/order-limits') return json(200, limits);
    if (path !== '/api/quotes' || init?.method !== 'POST') {
      return refusal(404, 'NOT_FOUND', 'Not here');
    }
    const request = JSON.parse(String(init.body)) as QuoteRequest;
    const currency = currencies.find((candidate) => candidate.value === request.currency);
    if (!currency) {
      return refusal(404, 'NOT_FOUND', `We don't offer the currency ${request.currency}`);
    }
    const priced = quote(currency, request.way, request.amount);
    if (!priced) return refusal(400, 'BAD_REQUEST', MESSAGES.incorrectAmount);
    const gbp = priced.way === 'Order' ? priced.give.amount : priced.take.amount;
    if (gbp.greaterThan(limits.maxOrderGbp)) {
      return refusal(422, 'UNPROCESSABLE', overOnlineLimitMessage(limits.maxOrderGbp));
    }
    const body: Quote = {
      id: crypto.randomUUID(),
      currency: currency.value,
      way: priced.way,
      give: priced.give.amount.toNumber(),
      take: priced.take.amount.toNumber(),
      rate: priced.rate.toNumber(),
      expiresAt: new Date((serverNow ?? Date.now)() + limits.quoteMinutes * 60_000).toISOString(),
    };
    return json(201, body, serverNow ? { date: new Date(serverNow()).toUTCString() } : {});
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The quote requests a stubbed fetch received. */
export function quoteRequests(fetch: ReturnType<typeof stubQuotes>): QuoteRequest[] {
  return fetch.mock.calls
    .filter(([path]) => String(path) === '/api/quotes')
    .map(([, init]) => JSON.parse(String(init?.body)) as QuoteRequest);
}
