/** Builds the whole server as a Fastify instance. It never listens: main.ts does, tests inject. */
import { compile as compileTrust } from '@fastify/proxy-addr';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './clock.ts';
import { zodSchemasOnly } from './zod-schemas-only.ts';
import type { Config } from './config/env.ts';
import {
  accountService,
  authRoutes,
  attemptThrottle,
  googleRoutes,
} from '#server/modules/auth/index.ts';
import { boardService, boardRoutes } from '#server/modules/board/index.ts';
import { boxRoutes } from '#server/modules/box/index.ts';
import { branchService, branchRoutes } from '#server/modules/branches/index.ts';
import { businessService, businessRoutes } from '#server/modules/business/index.ts';
import { contactService, contactRoutes } from '#server/modules/contact/index.ts';
import { currencyService, currencyRoutes } from '#server/modules/currencies/index.ts';
import { goingLive, goingLiveRoutes } from '#server/modules/going-live/index.ts';
import { healthRoutes } from '#server/modules/health/index.ts';
import { mailWorker } from '#server/modules/mail/index.ts';
import {
  orderService,
  customerOrderRoutes,
  orderRoutes,
  reviewRoutes,
  suspicionRoutes,
  todayRoutes,
} from '#server/modules/orders/index.ts';
import { quoteService, quoteRoutes } from '#server/modules/quotes/index.ts';
import { rateAlerts, rateAlertRoutes } from '#server/modules/rate-alerts/index.ts';
import {
  rateHistoryRoutes,
  rateHistoryService,
  sitemapRoutes,
} from '#server/modules/rate-history/index.ts';
import { rates, rateRoutes } from '#server/modules/rates/index.ts';
import { sanctionsRoutes, sanctionsService } from '#server/modules/sanctions/index.ts';
import { settingsService, settingsRoutes } from '#server/modules/settings/index.ts';
import {
  availabilityRoutes,
  dayCloseRoutes,
  stockService,
  stockRoutes,
  transfersRoutes,
} from '#server/modules/stock/index.ts';
import { sessionService } from '#server/modules/sessions/index.ts';
import { userRoutes, userService } from '#server/modules/users/index.ts';
import jobs from './jobs/app-jobs.ts';
import metrics from './metrics/metrics.plugin.ts';
import auth from './plugins/auth.ts';
import database from './plugins/database.ts';
import errorHandler from './plugins/error-handler.ts';
import gracefulClose from './plugins/graceful-close.ts';
import openapi from './plugins/openapi.ts';
import referenceVersion from './plugins/reference-version.ts';
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

declare module 'fastify' {
  interface FastifyInstance {
    /** The one clock every service reads "now" from (tests may pass a fake one). */
    clock: Clock;
  }
}

export async function buildApp(
  config: Config,
  logger: FastifyServerOptions['logger'] = false,
  clock: Clock = systemClock,
) {
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
    // Every schema is zod's, compiled by the compilers set below.
    schemaController: zodSchemasOnly,
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('clock', clock);
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
  await app.register(referenceVersion, { config });
  phases.end('database');
  // Each module's service, created once from the services it depends on, as app.<module>.
  // Plugins that need configuration take { config }.
  await app.register(mailWorker, { config });
  await app.register(sessionService, { config });
  await app.register(userService, { config });
  await app.register(auth, { config });
  await app.register(currencyService, { config });
  await app.register(rateHistoryService, { config });
  await app.register(branchService, { config });
  await app.register(boardService, { config });
  await app.register(businessService, { config });
  await app.register(settingsService, { config });
  await app.register(contactService, { config });
  await app.register(stockService, { config });
  await app.register(quoteService, { config });
  await app.register(sanctionsService, { config });
  await app.register(orderService, { config });
  await app.register(accountService, { config });
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
  await app.register(googleRoutes, { config });
  await app.register(userRoutes);
  await app.register(boxRoutes, { config });
  await app.register(quoteRoutes, { config });
  await app.register(orderRoutes, { config });
  await app.register(reviewRoutes, { config });
  await app.register(suspicionRoutes);
  await app.register(todayRoutes);
  await app.register(customerOrderRoutes, { config });
  await app.register(stockRoutes, { config });
  await app.register(availabilityRoutes, { config });
  await app.register(transfersRoutes, { config });
  await app.register(dayCloseRoutes, { config });
  await app.register(contactRoutes);
  await app.register(rateAlertRoutes, { config });
  await app.register(sanctionsRoutes);
  // Every background job, in one list, once all the services exist.
  await app.register(jobs, { config });
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
