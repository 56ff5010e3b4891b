import { branchScope } from '../../branch-scope.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NewTransferBodySchema,
  TransferListQuerySchema,
  TransferListSchema,
  TransferParamsSchema,
  TransferSchema,
} from '#shared/schemas/stock-operations.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { ConfigOptions } from '../../plugins/service.ts';
import type { TransferMove } from './transfers.service.ts';

const tags = ['Stock'];
// Staff of the branch concerned, or an Admin: the services check the branch.
const staff = { access: 'staff' as const };

export const transfersRoutes: FastifyPluginAsyncZod<ConfigOptions> = async (app) => {
  const { transfers } = app;

  app.get(
    '/api/transfers',
    {
      schema: {
        tags,
        summary: 'Transfers between branches, newest first (at most 200), optionally in one status',
        querystring: TransferListQuerySchema,
        response: { 200: TransferListSchema },
      },
      config: staff,
    },
    async (request) => transfers.list(request.query.status, await branchScope(request)),
  );

  app.post(
    '/api/transfers',
    {
      schema: {
        tags,
        summary: 'Ask a branch to send notes to another: the transfer starts requested',
        description:
          '`notes` counts notes by face value in major units (`{ "50": 20 }` is twenty €50 notes). Both branches must count the currency; `expectedDate` (YYYY-MM-DD, UK) is the day the receiver expects the notes, from which availability counts them.',
        body: NewTransferBodySchema,
        response: { 201: TransferSchema },
      },
      config: staff,
    },
    async (request, reply) => {
      const actor = await requireUser(request);
      return reply
        .code(201)
        .send(await transfers.request(actor.email, request.body, await branchScope(request)));
    },
  );

  const moves: Array<[TransferMove, string, string]> = [
    [
      'send',
      'Send a requested transfer: its notes leave the sender',
      '409 when the transfer is no longer requested, or the sender no longer has the notes available (on hand less what orders hold).',
    ],
    [
      'receive',
      'Receive a sent transfer: its notes enter the receiver',
      '409 when the transfer is not on its way.',
    ],
    [
      'cancel',
      'Cancel a transfer: a sent one returns its notes to the sender',
      '409 when the transfer was received or cancelled already.',
    ],
  ];
  for (const [move, summary, description] of moves) {
    app.post(
      `/api/transfers/:id/${move}`,
      {
        schema: {
          tags,
          summary,
          description: `${description} Of two staff moving one transfer at once, one wins.`,
          params: TransferParamsSchema,
          response: { 200: TransferSchema },
        },
        config: staff,
      },
      async (request) => {
        const actor = await requireUser(request);
        return transfers.move(actor.email, request.params.id, move, await branchScope(request));
      },
    );
  }
};
