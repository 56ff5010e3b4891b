/** The collection points, shared as `app.branches`. */
import { servicePlugin } from '../../plugins/service.ts';
import { createBranchService, type BranchService } from './branches.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    branches: BranchService;
  }
}

export default servicePlugin('branches', ['database', 'reference-version'], (app, config) =>
  app.decorate(
    'branches',
    createBranchService(
      app.db,
      { readyMinutes: config.ORDER_READY_MINUTES },
      app.clock,
      app.referenceVersion,
    ),
  ),
);
