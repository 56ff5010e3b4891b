/**
 * One currency service per server, shared as `app.currencies`: every module that changes a
 * currency goes through it, so its cached catalogue is dropped the moment a change commits (and
 * every other server's, with REDIS_URL).
 */
import { servicePlugin } from '../../plugins/service.ts';
import { createCurrencyService, type CurrencyService } from './currencies.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    currencies: CurrencyService;
  }
}

export default servicePlugin(
  'currencies',
  ['database', 'shared-state', 'reference-version'],
  (app) =>
    app.decorate(
      'currencies',
      createCurrencyService(
        app.db,
        app.log,
        app.sharedState.announcements,
        app.clock,
        app.referenceVersion,
      ),
    ),
);
