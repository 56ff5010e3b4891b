import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BranchBodySchema,
  BranchClosureParamsSchema,
  BranchClosureSchema,
  BranchListSchema,
  BranchParamsSchema,
  BranchSchema,
  CollectionDaySchema,
  NewBranchClosureSchema,
} from '#shared/schemas/branch.ts';
import { requireUser } from '../../plugins/auth.ts';

const tags = ['Bureau'];
const admin = { access: 'admin' as const };

export const branchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/branches',
    {
      schema: {
        tags,
        summary: 'The collection points, with address, phone, coordinates and opening hours',
        response: { 200: BranchListSchema },
      },
    },
    () => app.branches.list(),
  );

  app.put(
    '/api/branches/:key',
    {
      schema: {
        tags,
        summary: "Change a branch's name, address, phone, opening hours and coordinates",
        description:
          'The key stays. Every field is required; each day of `openingHours` is `{ opens, closes }` (HH:MM, UK local) or null when closed. Closure dates have their own routes.',
        params: BranchParamsSchema,
        body: BranchBodySchema,
        response: { 200: BranchSchema },
      },
      config: admin,
    },
    async (request) => {
      const actor = await requireUser(request);
      return app.branches.update(actor.email, request.params.key, request.body);
    },
  );

  app.get(
    '/api/branches/:key/collection-days',
    {
      schema: {
        tags,
        summary: 'The next 14 days at a branch (UK local), and when an order placed now is ready',
        description:
          '`readyFrom` is the earliest time (HH:MM) an order placed now is ready that day, never before opening; null when the branch is closed or the order cannot be ready before it closes. An order is for a day with a `readyFrom`.',
        params: BranchParamsSchema,
        response: { 200: z.array(CollectionDaySchema) },
      },
    },
    (request) => app.branches.collectionDays(request.params.key),
  );

  app.get(
    '/api/branches/:key/closures',
    {
      schema: {
        tags,
        summary: "The branch's closures from today on (bank holidays, refits), earliest first",
        params: BranchParamsSchema,
        response: { 200: z.array(BranchClosureSchema) },
      },
      config: admin,
    },
    (request) => app.branches.closures(request.params.key),
  );

  app.post(
    '/api/branches/:key/closures',
    {
      schema: {
        tags,
        summary: 'Close the branch on a day (UK date)',
        description:
          'A day already closed (a closure, or a weekday the branch never opens) is 409; a past day is 400. A day with open orders is 409 naming them: move them to another day first.',
        params: BranchParamsSchema,
        body: NewBranchClosureSchema,
        response: { 201: BranchClosureSchema },
      },
      config: admin,
    },
    async (request, reply) => {
      const actor = await requireUser(request);
      const closure = await app.branches.addClosure(actor.email, request.params.key, request.body);
      return reply.code(201).send(closure);
    },
  );

  app.delete(
    '/api/branches/:key/closures/:id',
    {
      schema: {
        tags,
        summary: 'Open the branch again on a closure day',
        description:
          'Removes a closure, or opens the branch on a listed bank holiday (id `bank-holiday-YYYY-MM-DD`). An unknown id is 404.',
        params: BranchClosureParamsSchema,
        response: { 204: z.void().describe('Removed') },
      },
      config: admin,
    },
    async (request, reply) => {
      const actor = await requireUser(request);
      await app.branches.removeClosure(actor.email, request.params.key, request.params.id);
      return reply.code(204).send();
    },
  );
};
