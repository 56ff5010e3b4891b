import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OrderIdParamsSchema } from '#shared/schemas/order.ts';
import {
  RaisedSuspicionSchema,
  SuspicionBodySchema,
  SuspicionDecisionBodySchema,
  SuspicionIdParamsSchema,
  SuspicionSchema,
} from '#shared/schemas/suspicion.ts';
import { branchScope } from '#server/branch-scope.ts';
import { AppError } from '#server/errors.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { MLRO_DECIDES_SUSPICIONS } from './suspicions.service.ts';

const tags = ['Orders'];
// Staff of the order's branch or an Admin raise suspicions; only the MLRO reads and decides them.
const staff = { access: 'staff' as const };

/** Lets the MLRO in; anyone else is refused before their request is read. */
async function mlroOnly(request: FastifyRequest) {
  if (!(await requireUser(request)).mlro) throw new AppError('FORBIDDEN', MLRO_DECIDES_SUSPICIONS);
}

/** Suspicions: raised by staff on their branches' orders, read and decided by the MLRO alone. */
export const suspicionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { suspicions } = app;

  app.post(
    '/api/orders/:id/suspicions',
    {
      schema: {
        tags,
        summary: 'Raise a suspicion about an order with the MLRO',
        description:
          "An internal report to the MLRO (POCA 2002 s.330): what made the member of staff suspicious, 1–2,000 characters. Staff of the order's branch or an Admin (another branch's order is 404, as for its details). Audited as `order.suspicion`; the customer is never told, and the order's history does not show it.",
        params: OrderIdParamsSchema,
        body: SuspicionBodySchema,
        response: { 201: RaisedSuspicionSchema },
      },
      config: staff,
    },
    async (request, reply) => {
      const actor = await requireUser(request);
      const raised = await suspicions.raise(
        actor.email,
        request.params.id,
        request.body,
        await branchScope(request),
      );
      return reply.code(201).send(raised);
    },
  );

  app.get(
    '/api/suspicions',
    {
      schema: {
        tags,
        summary: 'Every suspicion staff raised, newest first: the MLRO only',
        description:
          'Each with its order (number, branch, status now), who raised it, when, and the note. Only users who are the MLRO (`mlro`); anyone else, Admins included, is refused with 403.',
        response: { 200: z.array(SuspicionSchema) },
      },
      config: staff,
    },
    async (request) => suspicions.list(await requireUser(request)),
  );

  app.post(
    '/api/suspicions/:id',
    {
      schema: {
        tags,
        summary: "The MLRO's decision on a suspicion: reported to the NCA, or not",
        description:
          'Made once (409 after that), by the MLRO alone (anyone else, Admins included, 403). `reported`: a suspicious activity report went to the NCA, with its `reference` and `reportedOn` day. `not-reported`: no grounds found. Each with a note (3–500 characters). Audited on the order as `order.suspicion-decided`. The order is kept from anonymisation until the decision, then for the usual years after it.',
        params: SuspicionIdParamsSchema,
        body: SuspicionDecisionBodySchema,
        response: { 204: z.void() },
      },
      config: staff,
      preValidation: mlroOnly,
    },
    async (request, reply) => {
      await suspicions.decide(await requireUser(request), request.params.id, request.body);
      return reply.code(204).send();
    },
  );
};
