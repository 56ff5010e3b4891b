/**
 * The sanctions list on the server, shared as `app.sanctions`: imports, its status, and screening
 * against the list in force, indexed in this server's memory from the start.
 */
import { servicePlugin } from '../../plugins/service.ts';
import { createSanctionsService, type SanctionsService } from './sanctions.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sanctions: SanctionsService;
  }
}

export default servicePlugin('sanctions', ['database', 'shared-state'], (app) => {
  const sanctions = createSanctionsService({
    db: app.db,
    dialect: app.dialect,
    clock: app.clock,
    announcements: app.sharedState.announcements,
    log: app.log,
  });
  app.decorate('sanctions', sanctions);
  // The first screening needs no wait; a failed read is tried again at the first screening.
  app.addHook('onReady', async () => {
    try {
      await sanctions.refresh();
    } catch (error) {
      app.log.error({ err: error }, 'the sanctions list could not be indexed at start');
    }
  });
});
