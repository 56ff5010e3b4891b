import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AvailabilityQuerySchema, BranchAvailabilitySchema } from '#shared/schemas/stock.ts';
import { RateLimitedError } from '../../errors.ts';
import type { ConfigOptions } from '../../plugins/service.ts';
import { routeLimitPerAddress } from '../../shared-state/limit-per-address.ts';

const TOO_MANY_CHECKS =
  'We have had many availability checks from your connection. Please wait a minute and try again.';

export const availabilityRoutes: FastifyPluginAsyncZod<ConfigOptions> = async (app, { config }) => {
  const { availability } = app;
  // Public and read from the stock tables at every branch: the quotes' allowance per address
  // (QUOTE_RATE_LIMIT_PER_MINUTE), as the storefront asks about each item it quotes.
  const perMinute = config.QUOTE_RATE_LIMIT_PER_MINUTE;

  app.get(
    '/api/availability',
    {
      schema: {
        tags: ['Stock'],
        summary: 'Whether each branch can pay out an amount of a currency now, or from which day',
        description: [
          '`amount` is the foreign amount in major units; what is below the smallest note is given back in GBP and needs no note. Above the largest order taken online (ORDER_MAX_GBP at the Click & Collect rate) it is 400, naming that amount.',
          '`available`: the branch can pay it now from its notes less what orders hold. Otherwise `from` is the first day (YYYY-MM-DD, UK) a transfer on its way makes it so, or null.',
          '`onRequest`: the branch does not count the currency (or it has no notes on sale); it is offered on request and staff confirm.',
          `At most ${perMinute} checks a minute from one address (429 with Retry-After).`,
        ].join(' '),
        querystring: AvailabilityQuerySchema,
        response: { 200: z.array(BranchAvailabilitySchema) },
      },
      config: {
        rateLimit: routeLimitPerAddress(
          { max: perMinute, timeWindow: 60_000 },
          (retryAfter) => new RateLimitedError(TOO_MANY_CHECKS, retryAfter),
        ),
      },
    },
    (request) => availability.forAmount(request.query.currency, request.query.amount),
  );
};
