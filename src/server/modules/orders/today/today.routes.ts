import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OrderPulseSchema,
  StaffBranchListSchema,
  TodayQuerySchema,
  TodaySchema,
} from '#shared/schemas/today.ts';
import { branchScope } from '#server/branch-scope.ts';

const tags = ['Orders'];
// Staff of the branch concerned, or an Admin.
const config = { access: 'staff' as const };

/** The branch's day (Today), the branches a caller picks from, and the lists' pulse. */
export const todayRoutes: FastifyPluginAsyncZod = async (app) => {
  const { today } = app;

  app.get(
    '/api/today',
    {
      schema: {
        tags,
        summary: "One branch's open orders for today, those overdue, and those for its next day",
        description:
          "`branch` unset: the caller's first branch (an Admin's: the bureau's first). Another branch's day answers 403.",
        querystring: TodayQuerySchema,
        response: { 200: TodaySchema },
      },
      config,
    },
    async (request) => today.today(await branchScope(request), request.query.branch),
  );

  app.get(
    '/api/my-branches',
    {
      schema: {
        tags,
        summary: 'The branches the caller works at (every branch for an Admin), in order',
        response: { 200: StaffBranchListSchema },
      },
      config,
    },
    async (request) => today.branchesOf(await branchScope(request)),
  );

  app.get(
    '/api/orders/pulse',
    {
      schema: {
        tags,
        summary: 'When the newest order the caller sees was placed, and the open counts',
        description:
          'Cheap enough to poll every few seconds: the lists refetch when `latest` or the counts move.',
        response: { 200: OrderPulseSchema },
      },
      config,
    },
    async (request) => today.pulse(await branchScope(request)),
  );
};
