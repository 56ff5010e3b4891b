/**
 * Every background job of the app, in one list, and the plugin that schedules them once all the
 * services exist. Claimed jobs run on one server of those sharing the database (job-runner.ts);
 * periodic work runs on every server (periodic.ts), its work being safe to share already. The
 * latest-rates refresh keeps its own schedule (modules/rates/), set by the dashboard's setting.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '#server/config/env.ts';
import { createRateAlertJob } from '#server/modules/rate-alerts/index.ts';
import { createOrderJobs, deleteExpiredKeys } from '#server/modules/orders/index.ts';
import { sanctionsListFetchJob } from '#server/modules/sanctions/index.ts';
import { every } from '#server/periodic.ts';
import type { ConfigOptions } from '#server/plugins/service.ts';
import { mailSiteUrl } from '#server/site-url.ts';
import { backupJob } from '#server/backups/backup-job.ts';
import { createJobRunner, type Job } from './job-runner.ts';

const HOUR = 3_600_000;

/** Work every server does on a timer. */
export interface PeriodicWork {
  name: string;
  intervalMs: number;
  /** Also runs once, awaited, as the app starts. */
  atStart?: boolean;
  run(): Promise<unknown>;
}

export function appJobs(app: FastifyInstance, config: Config) {
  const site = mailSiteUrl(config);
  const claimed: Job[] = [
    ...createOrderJobs(app, { site, retentionYears: config.RETENTION_YEARS }),
    {
      // Unused quotes long expired; the delete is idempotent too.
      name: 'quote-sweep',
      intervalMs: HOUR,
      run: (now) => app.quotes.deleteExpired(now),
    },
    createRateAlertJob(app, site),
    ...(config.BACKUP_DIR ? [backupJob(app, config.BACKUP_DIR, config)] : []),
    ...(config.SANCTIONS_LIST_URL
      ? [sanctionsListFetchJob(app.sanctions, config.SANCTIONS_LIST_URL, app.log)]
      : []),
  ];
  const periodic: PeriodicWork[] = [
    {
      name: 'session sweep',
      intervalMs: HOUR,
      atStart: true,
      run: () => app.sessions.deleteExpired(),
    },
    {
      name: 'idempotency key sweep',
      intervalMs: HOUR,
      atStart: true,
      run: () => deleteExpiredKeys(app.db, app.clock.now()),
    },
    // Without SMTP_URL e-mails stay in the outbox: nothing to deliver.
    ...(config.SMTP_URL
      ? [
          {
            name: 'e-mail delivery pass',
            intervalMs: config.MAIL_POLL_SECONDS * 1000,
            run: () => app.mail.deliverDue(),
          },
        ]
      : []),
  ];
  return { claimed, periodic };
}

async function jobs(app: FastifyInstance, { config }: ConfigOptions) {
  const { claimed, periodic } = appJobs(app, config);
  const runner = createJobRunner(app.db, app.clock);
  for (const job of claimed) runner.schedule(app, job);
  for (const work of periodic) {
    if (work.atStart) await work.run();
    every(app, work.intervalMs, work.name, work.run, app.clock);
  }
}

export default fp(jobs, {
  name: 'jobs',
  dependencies: ['database', 'mail-worker', 'auth', 'orders', 'quotes', 'rate-alerts', 'sanctions'],
});
