import type { Quote, QuoteRequest } from '#shared/schemas/quote.ts';
import { answerWithHeaders, api } from '../api-client.ts';

/**
 * Clocks that differ by less than this are taken to agree: the `Date` header counts whole
 * seconds, and a request takes a moment.
 */
const CLOCK_TOLERANCE_MS = 10_000;

/**
 * `POST /api/quotes`: a price the server issues and holds until the quote's `expiresAt`, for one
 * order. The server refuses an amount over the per-order limit (422) with the words to show.
 *
 * `expiresAt` comes back on this browser's clock: the server holds the price for its own
 * minutes, so a customer whose clock is wrong still sees the time the price is really held
 * (and a fresh quote is never expired on arrival). The server prices from the quote's id alone.
 */
export async function createQuote(request: QuoteRequest, signal?: AbortSignal): Promise<Quote> {
  const { body, headers } = await answerWithHeaders(
    api.POST('/api/quotes', { body: request, signal }),
  );
  const skew = Date.parse(headers.get('date') ?? '') - Date.now();
  // No Date header, or clocks that agree: the server's expiry as it is.
  if (Number.isNaN(skew) || Math.abs(skew) <= CLOCK_TOLERANCE_MS) return body;
  return { ...body, expiresAt: new Date(Date.parse(body.expiresAt) - skew).toISOString() };
}
