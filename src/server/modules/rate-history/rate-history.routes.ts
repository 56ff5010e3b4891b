import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RateHistoryParamsSchema,
  RateHistoryQuerySchema,
  RateHistorySchema,
} from '#shared/schemas/rate-history.ts';

export const rateHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rateHistory } = app;

  app.get(
    '/api/rates/history/:code',
    {
      schema: {
        tags: ['Currencies'],
        summary: "A currency's Click & Collect and Click & Sell rates per £1, day by day",
        description:
          "One point per UK day of the last `days` (30, 90 or 365; 30 when left out), oldest first: the rates in force at the end of the day, today's being the current ones. Days before the bureau first priced the currency take the published reference rate of that day with its first margins (`source: 'reference'`); days before any data are left out. A currency not offered is 404.",
        params: RateHistoryParamsSchema,
        querystring: RateHistoryQuerySchema,
        response: { 200: RateHistorySchema },
      },
    },
    async (request, reply) => {
      // Rates move at most every few minutes; a minute's staleness spares the server.
      reply.header('cache-control', 'public, max-age=60');
      return rateHistory.history(request.params.code, request.query.days);
    },
  );
};
