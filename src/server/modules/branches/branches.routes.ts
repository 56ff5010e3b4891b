import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BranchListSchema } from '../../../shared/schemas/branch.ts';

export const branchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/branches',
    {
      schema: {
        tags: ['Bureau'],
        summary: 'The collection points, with address, phone, coordinates and opening hours',
        response: { 200: BranchListSchema },
      },
    },
    () => app.branches.list(),
  );
};
