/**
 * Rates on the server, shared as `app.rates`: the provider RATES_PROVIDER names, the
 * dashboard's Check, and latest-rates mode with its job (started when the server is ready,
 * stopped before the database closes).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config/env.ts';
import { createRateProvider } from './create-rate-provider.ts';
import { createLatestRatesJob } from './latest-rates.job.ts';
import { createLatestRatesService, type LatestRatesDeps } from './latest-rates.service.ts';
import { createRateCheck } from './rate-check.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rates: Rates;
  }
}

/** What rates need: latest-rates mode's dependencies, whose provider the Check asks too. */
export type RatesDeps = LatestRatesDeps;

export function createRates(deps: RatesDeps) {
  const latest = createLatestRatesService(deps);
  return {
    check: createRateCheck(deps.provider, deps.log),
    latest,
    job: createLatestRatesJob({
      latest,
      clock: deps.clock,
      intervalMs: deps.refreshMinutes * 60_000,
      log: deps.log,
    }),
  };
}

export type Rates = ReturnType<typeof createRates>;

async function rates(app: FastifyInstance, { config }: { config: Config }) {
  const rates = createRates({
    db: app.db,
    dialect: app.dialect,
    provider: createRateProvider(config),
    currencies: app.currencies,
    settings: app.settings,
    clock: app.clock,
    log: app.log,
    refreshMinutes: config.RATES_REFRESH_MINUTES,
    outlierPercent: config.RATES_OUTLIER_PERCENT,
  });
  app.decorate('rates', rates);
  app.addHook('onReady', async () => rates.job.start());
  // preClose, not onClose: a refresh in flight finishes while the database is still open.
  app.addHook('preClose', () => rates.job.stop());
}

export default fp(rates, { name: 'rates', dependencies: ['database', 'currencies', 'settings'] });
