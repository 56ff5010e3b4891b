/**
 * The order jobs, each run claimed so it runs on one server (jobs/job-runner.ts): every minute,
 * expiring the orders whose hold has ended and the reminder e-mails; every day, anonymising the
 * orders whose retention period has ended.
 */
import type { FastifyInstance } from 'fastify';
import type { Job } from '#server/jobs/job-runner.ts';
import { expireEndedHolds, type OrderExpiryDeps } from './order-expiry.job.ts';
import { sendDueReminders, type OrderRemindersDeps } from './order-reminders.job.ts';
import { anonymiseEndedOrders, type OrderRetentionDeps } from './order-retention.job.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The order jobs of `app` (a server, in tests one of several sharing a database): `site` is where
 * e-mailed links point.
 */
export function createOrderJobs(
  app: FastifyInstance,
  { site, retentionYears }: { site: string; retentionYears: number },
): Job[] {
  const deps: OrderExpiryDeps & OrderRemindersDeps & OrderRetentionDeps = {
    db: app.db,
    orders: app.orders,
    branches: app.branches,
    business: app.business,
    site,
    retentionYears,
  };
  return [
    { name: 'order-expiry', intervalMs: MINUTE, run: (now) => expireEndedHolds(deps, now) },
    { name: 'order-reminders', intervalMs: MINUTE, run: (now) => sendDueReminders(deps, now) },
    {
      name: 'order-retention',
      intervalMs: DAY,
      checkEveryMs: HOUR,
      run: (now) => anonymiseEndedOrders(deps, now),
    },
  ];
}
