import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OrderIdParamsSchema } from '#shared/schemas/order.ts';
import {
  RaisedSuspicionSchema,
  SuspicionBodySchema,
  SuspicionSchema,
} from '#shared/schemas/suspicion.ts';
import { branchScope } from '#server/branch-scope.ts';
import { requireUser } from '#server/plugins/auth.ts';

const tags = ['Orders'];
// Staff of the order's branch or an Admin; the list checks the MLRO itself.
const staff = { access: 'staff' as const };

/** Suspicions: raised by staff on their branches' orders, read by the MLRO alone. */
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
};
