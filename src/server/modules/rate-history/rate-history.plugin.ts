/** The public rate history, shared as `app.rateHistory`, cached while the catalogue stays. */
import { servicePlugin } from '#server/plugins/service.ts';
import { createRateHistoryService, type RateHistoryService } from './rate-history.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateHistory: RateHistoryService;
  }
}

export default servicePlugin('rate-history', ['database', 'currencies'], (app) =>
  app.decorate('rateHistory', createRateHistoryService(app.db, app.currencies, app.clock)),
);
