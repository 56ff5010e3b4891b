import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { RateAlertStatus, RateAlertsTable } from './rate-alerts.table.ts';

export type RateAlertRow = Selectable<RateAlertsTable>;

/** An alert that may still send or be confirmed. */
export const OPEN_STATUSES = ['pending', 'active'] as const satisfies readonly RateAlertStatus[];
const ENDED_STATUSES = [
  'sent',
  'unsubscribed',
  'expired',
] as const satisfies readonly RateAlertStatus[];

export async function insertAlert(db: Db, alert: Insertable<RateAlertsTable>): Promise<void> {
  await db.insertInto('rateAlerts').values(alert).execute();
}

/** Alerts to `email` that may still send: the cap counts these. */
export async function countOpenAlerts(db: Db, email: string): Promise<number> {
  const row = await db
    .selectFrom('rateAlerts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('email', '=', email)
    .where('status', 'in', OPEN_STATUSES)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findAlertByConfirmHash(db: Db, hash: string) {
  return db
    .selectFrom('rateAlerts')
    .select(['id', 'status', 'endsAt'])
    .where('confirmTokenHash', '=', hash)
    .executeTakeFirst();
}

export function findAlertByUnsubscribeHash(db: Db, hash: string) {
  return db
    .selectFrom('rateAlerts')
    .select(['id', 'email'])
    .where('unsubscribeTokenHash', '=', hash)
    .executeTakeFirst();
}

/** Pending -> active while its time lasts; one statement, so of two clicks at once one wins. */
export function activateAlert(db: Db, id: string, now: Date) {
  return db
    .updateTable('rateAlerts')
    .set({ status: 'active', confirmedAt: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('endsAt', '>', now)
    .returning('id')
    .executeTakeFirst();
}

/** Ends every open alert to `email` as unsubscribed; answers those it ended, with their status. */
export async function unsubscribeAddress(db: Db, email: string, now: Date) {
  const open = await db
    .selectFrom('rateAlerts')
    .select(['id', 'status'])
    .where('email', '=', email)
    .where('status', 'in', OPEN_STATUSES)
    .execute();
  const ended: typeof open = [];
  for (const alert of open) {
    if (await endAlert(db, alert.id, alert.status, 'unsubscribed', now)) ended.push(alert);
  }
  return ended;
}

/** `from` -> `to` (an end), only while the alert is still `from`: true when it moved. */
export async function endAlert(
  db: Db,
  id: string,
  from: RateAlertStatus,
  to: 'unsubscribed' | 'expired',
  now: Date,
): Promise<boolean> {
  const moved = await db
    .updateTable('rateAlerts')
    .set({ status: to, endedAt: now })
    .where('id', '=', id)
    .where('status', '=', from)
    .returning('id')
    .executeTakeFirst();
  return moved !== undefined;
}

/** Active alerts for `code` whose target `rate` meets, within their time. */
export function listReachedAlerts(db: Db, code: string, rate: number, now: Date) {
  return db
    .selectFrom('rateAlerts')
    .select('id')
    .where('currencyCode', '=', code)
    .where('status', '=', 'active')
    .where('target', '<=', rate)
    .where('endsAt', '>', now)
    .orderBy('createdAt')
    .execute();
}

/**
 * Claims a reached alert for its one e-mail: one conditional update, so of servers checking at
 * once exactly one gets the row back. The unsubscribe secret is replaced by `unsubscribeTokenHash`,
 * whose token the e-mail carries (the database never held the old one's token).
 */
export function claimReachedAlert(
  db: Db,
  id: string,
  { rate, now, unsubscribeTokenHash }: { rate: number; now: Date; unsubscribeTokenHash: string },
) {
  return db
    .updateTable('rateAlerts')
    .set({ status: 'sent', sentRate: rate, endedAt: now, unsubscribeTokenHash })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .where('target', '<=', rate)
    .where('endsAt', '>', now)
    .returning(['id', 'email', 'currencyCode', 'target'])
    .executeTakeFirst();
}

/** Open alerts whose time has run out by `now`, oldest first. */
export function listOutlivedAlerts(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('rateAlerts')
    .select(['id', 'status'])
    .where('status', 'in', OPEN_STATUSES)
    .where('endsAt', '<=', now)
    .orderBy('endsAt')
    .limit(limit)
    .execute();
}

/** Deletes up to `limit` alerts that ended by `cutoff`; answers their ids. */
export async function deleteAlertsEndedBy(db: Db, cutoff: Date, limit: number) {
  const due = await db
    .selectFrom('rateAlerts')
    .select('id')
    .where('status', 'in', ENDED_STATUSES)
    .where('endedAt', '<=', cutoff)
    .orderBy('endedAt')
    .limit(limit)
    .execute();
  const ids = due.map((row) => row.id);
  if (ids.length > 0) await db.deleteFrom('rateAlerts').where('id', 'in', ids).execute();
  return ids;
}
