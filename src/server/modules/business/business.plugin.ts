/** The bureau's own details, shared as `app.business`. */
import { servicePlugin } from '../../plugins/service.ts';
import { createBusinessService, type BusinessService } from './business.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    business: BusinessService;
  }
}

export default servicePlugin('business', ['database', 'reference-version'], (app, config) =>
  app.decorate(
    'business',
    createBusinessService(app.db, config.MONEY_TRANSFER_URL, app.clock, app.referenceVersion),
  ),
);
