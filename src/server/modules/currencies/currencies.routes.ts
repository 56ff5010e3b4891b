import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CurrencyListSchema,
  CurrencyParamsSchema,
  CurrencySchema,
} from '../../../shared/schemas/currency.ts';
import { createCurrencyService } from './currencies.service.ts';

const tags = ['Currencies'];

export const currencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const currencies = createCurrencyService(app.db);

  app.get(
    '/api/currency',
    {
      schema: {
        tags,
        summary: 'Every currency on offer, in display order',
        description: 'Sends an ETag; a request with a matching If-None-Match gets 304.',
        response: { 200: CurrencyListSchema, 304: z.void().describe('Not modified') },
      },
    },
    async (request, reply) => {
      const { body, etag } = await currencies.catalogue();
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      // Already serialized and cached: Fastify sends a Buffer as it is.
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.get(
    '/api/singleCurrency/:currency',
    {
      schema: {
        tags,
        summary: 'One currency by its code',
        params: CurrencyParamsSchema,
        response: { 200: CurrencySchema },
      },
    },
    async (request) => currencies.get(request.params.currency),
  );
};
