/** Builds the whole server as a Fastify instance. It never listens: main.ts does, tests inject. */
import { compile as compileTrust } from '@fastify/proxy-addr';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/env.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import attemptThrottle from './modules/auth/throttle.ts';
import { googleConfigured, googleRoutes } from './modules/auth/google/google.routes.ts';
import boardService from './modules/board/board.plugin.ts';
import { boardRoutes } from './modules/board/board.routes.ts';
import { boxRoutes } from './modules/box/box.routes.ts';
import branchService from './modules/branches/branches.plugin.ts';
import { branchRoutes } from './modules/branches/branches.routes.ts';
import businessService from './modules/business/business.plugin.ts';
import { businessRoutes } from './modules/business/business.routes.ts';
import contactService from './modules/contact/contact.plugin.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import currencyService from './modules/currencies/currencies.plugin.ts';
import { currencyRoutes } from './modules/currencies/currencies.routes.ts';
import goingLive from './modules/going-live/going-live.plugin.ts';
import { goingLiveRoutes } from './modules/going-live/going-live.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import mailWorker from './modules/mail/mail.worker.ts';
import orderService from './modules/orders/orders.plugin.ts';
import { customerOrderRoutes } from './modules/orders/customer-orders.routes.ts';
import { orderJobs } from './modules/orders/order-jobs.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';
import { reviewRoutes } from './modules/orders/reviews.routes.ts';
import { todayRoutes } from './modules/orders/today.routes.ts';
import quoteService from './modules/quotes/quotes.plugin.ts';
import { quoteRoutes } from './modules/quotes/quotes.routes.ts';
import rateAlerts from './modules/rate-alerts/rate-alerts.plugin.ts';
import { rateAlertRoutes } from './modules/rate-alerts/rate-alerts.routes.ts';
import { rateHistoryRoutes } from './modules/rate-history/rate-history.routes.ts';
import { sitemapRoutes } from './modules/rate-history/sitemap.routes.ts';
import rates from './modules/rates/rates.plugin.ts';
import { rateRoutes } from './modules/rates/rates.routes.ts';
import settingsService from './modules/settings/settings.plugin.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { availabilityRoutes } from './modules/stock/availability.routes.ts';
import { dayCloseRoutes } from './modules/stock/day-close.routes.ts';
import stockService from './modules/stock/stock.plugin.ts';
import { stockRoutes } from './modules/stock/stock.routes.ts';
import { transfersRoutes } from './modules/stock/transfers.routes.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import backups from './backups/backups.plugin.ts';
import metrics from './metrics/metrics.plugin.ts';
import auth from './plugins/auth.ts';
import database from './plugins/database.ts';
import errorHandler from './plugins/error-handler.ts';
import gracefulClose from './plugins/graceful-close.ts';
import openapi from './plugins/openapi.ts';
import rejectNul from './plugins/reject-nul.ts';
import requestLog from './plugins/request-log.ts';
import routeTable from './plugins/route-table.ts';
import security, { refuseUnroutable } from './plugins/security.ts';
import webApp from './plugins/web-app.ts';
import { rateLimitStore } from './shared-state/rate-limit-store.ts';
import sharedState from './shared-state/shared-state.plugin.ts';
import { startupPhases } from './startup-phases.ts';

// Request logs name the path only: a query string may carry a secret (an OpenID code).
const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: request.url.split('?')[0],
  remoteAddress: request.ip,
});

export async function buildApp(config: Config, logger: FastifyServerOptions['logger'] = false) {
  const phases = startupPhases();
  // Which peers may tell the client's address and scheme: only the configured proxies.
  const trustProxy = config.TRUST_PROXY ? compileTrust(config.TRUST_PROXY) : false;
  const app = Fastify({
    logger:
      logger && typeof logger === 'object'
        ? { ...logger, serializers: { req: requestSerializer, ...logger.serializers } }
        : logger,
    trustProxy,
    // One line per request instead of two, from plugins/request-log.ts.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 64 * 1024,
    // Path parameters may be e-mail addresses, which run to 254 characters.
    routerOptions: { maxParamLength: 300 },
    // Requests that come while closing are refused by plugins/graceful-close.ts, in our error shape.
    return503OnClosing: false,
    frameworkErrors: refuseUnroutable(trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(routeTable);
  await app.register(requestLog);
  await app.register(errorHandler);
  await app.register(security, { config });
  // After security: its refusals while closing carry the security headers.
  await app.register(gracefulClose);
  await app.register(rejectNul);
  await app.register(sharedState, { config });
  // Limits are per route (sign-in and the like): see modules/auth/throttle.ts. They count where
  // the deployment shares its counts (shared-state/).
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore(app.sharedState.counters),
  });
  await app.register(attemptThrottle, { config });
  await app.register(openapi);
  phases.end('framework');
  await app.register(database, { config });
  await app.register(metrics, { config });
  phases.end('database');
  // Each module's service, created once from the services it depends on, as app.<module>.
  // Plugins that need configuration take { config }.
  await app.register(mailWorker, { config });
  await app.register(auth, { config });
  await app.register(currencyService, { config });
  await app.register(branchService, { config });
  await app.register(boardService, { config });
  await app.register(businessService, { config });
  await app.register(settingsService, { config });
  await app.register(contactService, { config });
  await app.register(stockService, { config });
  await app.register(quoteService, { config });
  await app.register(orderService, { config });
  await app.register(rates, { config });
  await app.register(rateAlerts, { config });
  await app.register(goingLive, { config });
  phases.end('services');

  await app.register(healthRoutes);
  await app.register(currencyRoutes);
  await app.register(rateRoutes);
  await app.register(rateHistoryRoutes);
  await app.register(sitemapRoutes, { config });
  await app.register(branchRoutes);
  await app.register(boardRoutes);
  await app.register(businessRoutes, { config });
  await app.register(settingsRoutes);
  await app.register(goingLiveRoutes);
  await app.register(authRoutes, { config });
  if (googleConfigured(config)) await app.register(googleRoutes, { config });
  await app.register(userRoutes);
  await app.register(boxRoutes, { config });
  await app.register(quoteRoutes, { config });
  await app.register(orderRoutes, { config });
  await app.register(reviewRoutes, { config });
  await app.register(todayRoutes);
  await app.register(customerOrderRoutes, { config });
  await app.register(orderJobs, { config });
  await app.register(backups, { config });
  await app.register(stockRoutes, { config });
  await app.register(availabilityRoutes, { config });
  await app.register(transfersRoutes, { config });
  await app.register(dayCloseRoutes, { config });
  await app.register(contactRoutes);
  await app.register(rateAlertRoutes, { config });
  phases.end('routes');
  await app.register(webApp, { config });
  phases.end('web app');
  app.addHook('onListen', function logPhases(done) {
    phases.end('ready and listen');
    app.log.debug({ phases: phases.list() }, 'start-up phases');
    done();
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
