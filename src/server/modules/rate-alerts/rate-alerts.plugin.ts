/**
 * Rate alerts on the server, shared as `app.rateAlerts`: the service behind the routes, the check
 * after every committed price change (the currency service tells this plugin), and the daily job,
 * claimed so one server runs it (jobs/job-runner.ts): the check for every currency, then the ends
 * of alerts past their 90 days and the deletion of alerts ended long ago.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Job } from '../../jobs/job-runner.ts';
import type { ConfigOptions } from '../../plugins/service.ts';
import { mailSiteUrl } from '../../site-url.ts';
import { checkRateAlerts, type RateAlertCheckDeps } from './rate-alert-check.ts';
import { deleteEndedAlerts, expireOutlivedAlerts } from './rate-alert-endings.ts';
import { createRateAlertService, type RateAlertService } from './rate-alerts.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateAlerts: RateAlertService;
  }
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The daily job of `app` (a server, in tests one of several sharing a database). */
export function createRateAlertJob(app: FastifyInstance, site: string): Job {
  const deps = rateAlertCheckDeps(app, site);
  return {
    name: 'rate-alerts',
    intervalMs: DAY,
    checkEveryMs: HOUR,
    async run(now) {
      const sent = await checkRateAlerts(deps, 'all', now);
      const expired = await expireOutlivedAlerts(app.db, now);
      const deleted = await deleteEndedAlerts(app.db, now);
      app.log.info({ sent, expired, deleted }, 'rate alerts checked');
    },
  };
}

function rateAlertCheckDeps(app: FastifyInstance, site: string): RateAlertCheckDeps {
  return { db: app.db, currencies: app.currencies, business: app.business, site, clock: app.clock };
}

async function rateAlertsPlugin(app: FastifyInstance, { config }: ConfigOptions) {
  app.decorate(
    'rateAlerts',
    createRateAlertService({
      db: app.db,
      currencies: app.currencies,
      business: app.business,
      clock: app.clock,
    }),
  );
  const site = mailSiteUrl(config);
  const deps = rateAlertCheckDeps(app, site);
  app.currencies.onPricesChanged(async (codes) => {
    const sent = await checkRateAlerts(deps, codes, app.clock.now());
    if (sent > 0) app.log.info({ codes, sent }, 'rate alerts sent after a price change');
  });
}

export default fp(rateAlertsPlugin, {
  name: 'rate-alerts',
  dependencies: ['database', 'currencies', 'business'],
});
