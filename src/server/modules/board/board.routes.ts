import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BoardBodySchema, BoardParamsSchema, BoardSchema } from '#shared/schemas/board.ts';
import { requireUser } from '../../plugins/auth.ts';
import { sendSerializedJson } from '../../serialized-json.ts';

const tags = ['Bureau'];
const admin = { access: 'admin' as const };

export const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public, as the storefront's rates are: a window screen shows it without signing in, and so
  // does any member of staff's browser, whatever their branches.
  app.get(
    '/api/board/:branchKey',
    {
      schema: {
        tags,
        summary: "A branch's shop-window board: its currencies with the bureau's rates for £1",
        description:
          '`sell` is the Click & Collect rate (what £1 buys), `buy` the Click & Sell rate (what £1 costs to sell back), as the storefront shows them; `ratesAt` is when the newest of them was set. With no choice made (`chosen: false`) the branch\'s 12 most ordered currencies of the last 90 days show, most first (ties, and a branch with no orders, in the catalogue\'s order: EUR and USD first). Rates carry thousands separators ("32,145.5000"). Sends an ETag; a request with a matching If-None-Match gets 304. An unknown branch is 404.',
        params: BoardParamsSchema,
        response: { 200: BoardSchema, 304: z.void().describe('Not modified') },
      },
    },
    async (request, reply) => {
      const { body, etag } = await app.board.view(request.params.branchKey);
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return sendSerializedJson(reply, body);
    },
  );

  app.put(
    '/api/board/:branchKey',
    {
      schema: {
        tags,
        summary: "Choose the currencies a branch's board shows, in display order",
        description:
          'Offered currency codes, each once, 1 to 20. Replaces the earlier choice; answers the board as it now shows.',
        params: BoardParamsSchema,
        body: BoardBodySchema,
        response: { 200: BoardSchema },
      },
      config: admin,
    },
    async (request) => {
      const actor = await requireUser(request);
      return app.board.choose(actor.email, request.params.branchKey, request.body.currencies);
    },
  );

  app.delete(
    '/api/board/:branchKey',
    {
      schema: {
        tags,
        summary: "Show a branch's default board again: its 12 most ordered currencies",
        params: BoardParamsSchema,
        response: { 200: BoardSchema },
      },
      config: admin,
    },
    async (request) => {
      const actor = await requireUser(request);
      return app.board.reset(actor.email, request.params.branchKey);
    },
  );
};
