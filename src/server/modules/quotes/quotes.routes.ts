import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OrderLimitsSchema } from '#shared/schemas/order.ts';
import { QuoteRequestSchema, QuoteSchema } from '#shared/schemas/quote.ts';
import { RateLimitedError } from '../../errors.ts';
import type { ConfigOptions } from '../../plugins/service.ts';
import { refusals } from '../../refusals.ts';
import { routeLimitPerAddress } from '../../shared-state/limit-per-address.ts';

const TOO_MANY_QUOTES =
  'We have had many quotes from your connection. Please wait a minute and try again.';

export const quoteRoutes: FastifyPluginAsyncZod<ConfigOptions> = async (app, { config }) => {
  const { quotes } = app;
  // Every quote is a stored row and the endpoint is public: each address gets a generous
  // allowance (QUOTE_RATE_LIMIT_PER_MINUTE, 120 by default), far above what filling a basket takes.
  const perMinute = config.QUOTE_RATE_LIMIT_PER_MINUTE;

  app.post(
    '/api/quotes',
    {
      schema: {
        tags: ['Quotes'],
        summary: 'Quote a basket item: a price the server holds for one order',
        description: [
          '`amount` is what the customer gives: GBP for an Order (rounded up to a multiple of £10), the foreign currency for a Sell.',
          `The quote is stored and holds its price for ${config.QUOTE_MINUTES} minutes by the server's clock; an order item sent with its \`quoteId\` is priced from it, and each quote prices one order.`,
          `A quote above £${config.ORDER_MAX_GBP.toLocaleString('en-GB')} is refused (422); a currency not offered is 404.`,
          'Correcting a mistyped market rate withdraws the open quotes made at it.',
          `At most ${perMinute} quotes a minute from one address (429 with Retry-After).`,
        ].join(' '),
        body: QuoteRequestSchema,
        response: { 201: QuoteSchema, ...refusals({ UNPROCESSABLE: ['ORDER_LIMIT'] }) },
      },
      config: {
        rateLimit: routeLimitPerAddress(
          { max: perMinute, timeWindow: 60_000 },
          (retryAfter) => new RateLimitedError(TOO_MANY_QUOTES, retryAfter),
        ),
      },
    },
    async (request, reply) => {
      const quote = await quotes.issue(request.body);
      app.metrics.quotesIssued.inc();
      return reply.code(201).send(quote);
    },
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
      idCheckFromGbp: config.ID_CHECK_FROM_GBP,
    }),
  );
};
