/**
 * The daily end of alerts: those whose 90 days have run out, pending or active, become `expired`;
 * those ended more than RATE_ALERT_KEPT_DAYS ago are deleted, addresses and all (their audit
 * entries name no address). A batch per transaction, each alert audited.
 */
import type { Kysely } from 'kysely';
import { RATE_ALERT_KEPT_DAYS } from '#shared/schemas/rate-alert.ts';
import type { Database } from '../../db/schema.ts';
import { auditAlert } from './rate-alert-audit.ts';
import { deleteAlertsEndedBy, endAlert, listOutlivedAlerts } from './rate-alerts.repository.ts';

const DAY_MS = 86_400_000;
/** Alerts per transaction: a short lock at a time, however many fall due at once. */
const BATCH_SIZE = 200;

/** Ends the open alerts whose time ran out by `now`; resolves with how many. */
export async function expireOutlivedAlerts(db: Kysely<Database>, now: Date): Promise<number> {
  let expired = 0;
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      const due = await listOutlivedAlerts(trx, now, BATCH_SIZE);
      for (const alert of due) {
        if (!(await endAlert(trx, alert.id, alert.status, 'expired', now))) continue;
        await auditAlert(trx, alert.id, 'expire', {
          at: now,
          before: { status: alert.status },
          after: { status: 'expired' },
        });
        expired += 1;
      }
      return due.length;
    });
    if (batch < BATCH_SIZE) return expired;
  }
}

/** Deletes the alerts that ended more than RATE_ALERT_KEPT_DAYS before `now`; resolves with how many. */
export async function deleteEndedAlerts(db: Kysely<Database>, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - RATE_ALERT_KEPT_DAYS * DAY_MS);
  let deleted = 0;
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      const ids = await deleteAlertsEndedBy(trx, cutoff, BATCH_SIZE);
      for (const id of ids) await auditAlert(trx, id, 'delete', { at: now });
      return ids.length;
    });
    deleted += batch;
    if (batch < BATCH_SIZE) return deleted;
  }
}
