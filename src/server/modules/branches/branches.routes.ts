import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BranchListSchema } from '../../../shared/schemas/branch.ts';
import { createBranchService } from './branches.service.ts';

export const branchRoutes: FastifyPluginAsyncZod = async (app) => {
  const branches = createBranchService(app.db);

  app.get(
    '/api/branches',
    {
      schema: {
        tags: ['Bureau'],
        summary: 'The collection points, with address, phone, coordinates and opening hours',
        response: { 200: BranchListSchema },
      },
    },
    () => branches.list(),
  );
};
