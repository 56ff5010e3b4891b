import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OrderLimitsSchema } from '../../../shared/schemas/order.ts';
import { QuoteRequestSchema, QuoteSchema } from '../../../shared/schemas/quote.ts';
import { RateLimitedError } from '../../errors.ts';
import type { ConfigOptions } from '../../plugins/service.ts';

/**
 * Quotes one address may ask for in a minute: far more than a customer filling a basket needs
 * (the storefront quotes when an item is added or re-quoted), few enough that nobody fills the
 * table. Every quote is a stored row, so the public endpoint is throttled.
 */
export const QUOTES_PER_MINUTE = 120;

const TOO_MANY_QUOTES =
  'We have had many quotes from your connection. Please wait a minute and try again.';

export const quoteRoutes: FastifyPluginAsyncZod<ConfigOptions> = async (app, { config }) => {
  const { quotes } = app;

  app.post(
    '/api/quotes',
    {
      schema: {
        tags: ['Quotes'],
        summary: 'Quote a basket item: a price the server holds for one order',
        description: [
          '`amount` is what the customer gives: GBP for an Order (rounded up to a multiple of £10), the foreign currency for a Sell.',
          `The quote is stored and holds its price for ${config.QUOTE_MINUTES} minutes by the server's clock; an order item sent with its \`quoteId\` is priced from it, and each quote prices one order.`,
          `A quote above £${config.ORDER_MAX_GBP.toLocaleString('en-GB')} is refused (422).`,
          'Correcting a mistyped market rate withdraws the open quotes made at it.',
          `At most ${QUOTES_PER_MINUTE} quotes a minute from one address (429 with Retry-After).`,
        ].join(' '),
        body: QuoteRequestSchema,
        response: { 201: QuoteSchema },
      },
      config: {
        rateLimit: {
          max: QUOTES_PER_MINUTE,
          timeWindow: 60_000,
          errorResponseBuilder: (_request, context) =>
            new RateLimitedError(TOO_MANY_QUOTES, context.ttl / 1000),
        },
      },
    },
    async (request, reply) => reply.code(201).send(await quotes.issue(request.body)),
  );

  app.get(
    '/api/order-limits',
    {
      schema: {
        tags: ['Orders'],
        summary: 'The limits an online order must keep to, and how long a quote holds',
        response: { 200: OrderLimitsSchema },
      },
    },
    () => ({
      maxOrderGbp: config.ORDER_MAX_GBP,
      maxGbp90Days: config.ORDER_MAX_GBP_90_DAYS,
      quoteMinutes: config.QUOTE_MINUTES,
    }),
  );
};
