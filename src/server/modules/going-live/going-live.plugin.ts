/**
 * Going live, shared as `app.goingLive`: what is still example data or unsafe. In production the
 * start-up logs it once the app is ready (in the first worker only, when there are several).
 */
import cluster from 'node:cluster';
import { servicePlugin } from '../../plugins/service.ts';
import {
  createGoingLiveService,
  logGoingLive,
  type GoingLiveService,
} from './going-live.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    goingLive: GoingLiveService;
  }
}

export default servicePlugin(
  'goingLive',
  ['business', 'branches', 'stock', 'rates', 'auth', 'sanctions'],
  (app, config) => {
    const goingLive = createGoingLiveService({
      config,
      business: app.business,
      branches: app.branches,
      stock: app.stock,
      latestRates: app.rates.latest,
      users: app.users,
      sanctions: app.sanctions,
    });
    app.decorate('goingLive', goingLive);
    const firstProcess = !cluster.isWorker || cluster.worker?.id === 1;
    if (config.NODE_ENV === 'production' && firstProcess) {
      // After auth's own onReady: the ADMIN_EMAIL account exists by then. A failed look is
      // logged, and the server starts all the same.
      app.addHook('onReady', async () => {
        try {
          logGoingLive(app.log, await goingLive.outstanding());
        } catch (error) {
          app.log.error({ err: error }, 'could not check what is left before going live');
        }
      });
    }
  },
);
