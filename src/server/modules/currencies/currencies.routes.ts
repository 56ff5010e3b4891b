import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddCurrencyBodySchema,
  CurrencyListSchema,
  CurrencyParamsSchema,
  CurrencySchema,
  CurrencyValueParamsSchema,
  UpdateCurrencyBodySchema,
  UpdateCurrencyPriceBodySchema,
} from '#shared/schemas/currency.ts';
import { requireUser } from '../../plugins/auth.ts';
import { sendSerializedJson } from '../../serialized-json.ts';

const tags = ['Currencies'];
const staff = { access: 'admin' as const };

export const currencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const currencies = app.currencies;

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
      return sendSerializedJson(reply, body);
    },
  );

  app.get(
    '/api/singleCurrency/:currency',
    {
      schema: {
        tags,
        summary: 'One currency by its code',
        description: 'The code in any case. A code not offered is 404; one not three letters, 400.',
        params: CurrencyParamsSchema,
        response: { 200: CurrencySchema },
      },
    },
    async (request) => currencies.get(request.params.currency),
  );

  app.post(
    '/api/AddCurrency',
    {
      schema: {
        tags,
        summary: 'Add a currency at the end of the list',
        description:
          'The code must pass the rate check (422 "Wrong currency tried"); a code already offered is 409 "Already added".',
        body: AddCurrencyBodySchema,
        response: { 201: CurrencySchema },
      },
      config: staff,
    },
    async (request, reply) => {
      const actor = await requireUser(request);
      const added = await currencies.add(actor.email, request.body, app.rates.check);
      return reply.code(201).send(added);
    },
  );

  app.put(
    '/api/updateCurrency/:value',
    {
      schema: {
        tags,
        summary: "Change a currency's name and margins",
        description: '`value` must be the code in the path: a code cannot be renamed.',
        params: CurrencyValueParamsSchema,
        body: UpdateCurrencyBodySchema,
        response: { 200: CurrencySchema },
      },
      config: staff,
    },
    async (request) => {
      const actor = await requireUser(request);
      return currencies.update(actor.email, request.params.value, request.body);
    },
  );

  app.put(
    '/api/UpdateCurrencyPrice/:value',
    {
      schema: {
        tags,
        summary: "Set a currency's market rate (units per 1 GBP)",
        description:
          'Replaces any rate held for staff to confirm. With `correction: true` the old rate was mistyped: the open quotes made at it are withdrawn (an order using one answers 409 "Rates have changed, please review your basket"), and the audit log records how many (`withdrawnQuotes`).',
        params: CurrencyValueParamsSchema,
        body: UpdateCurrencyPriceBodySchema,
        response: { 200: CurrencySchema },
      },
      config: staff,
    },
    async (request) => {
      const actor = await requireUser(request);
      return app.rates.latest.setPrice(actor.email, request.params.value, request.body);
    },
  );
};
