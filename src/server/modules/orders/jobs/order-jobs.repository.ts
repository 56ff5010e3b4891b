/** The queries of the order jobs: holds that ended, and reminders that are due. */
import { OPEN_STATUSES } from '#shared/domain/order-state.ts';
import type { Db } from '#server/db/database.ts';

/** Enough for a minute's work; the rest wait for the next run. */
const BATCH = 200;

/**
 * Open orders whose hold ended by `now`, the longest ended first; an order reported to the
 * authorities stays as it is until the report closes.
 */
export async function listHoldsEnded(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('status', 'in', OPEN_STATUSES)
    .where('holdUntil', '<=', now)
    .where((eb) => eb.or([eb('sanctions', 'is', null), eb('sanctions', '!=', 'reported')]))
    .orderBy('holdUntil')
    .limit(BATCH)
    .execute();
  return rows.map((row) => row.id);
}

/** Open orders for `collectionDate`, placed before `placedBefore`, not yet reminded. */
export async function listDueDayBeforeReminders(
  db: Db,
  collectionDate: string,
  placedBefore: Date,
): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('collectionDate', '=', collectionDate)
    .where('status', 'in', OPEN_STATUSES)
    .where('reminderSentAt', 'is', null)
    .where('createdAt', '<', placedBefore)
    .limit(BATCH)
    .execute();
  return rows.map((row) => row.id);
}

/** Open orders whose hold ends after `now` but before `until`, placed before `placedBefore`. */
export async function listDueHoldReminders(
  db: Db,
  now: Date,
  until: Date,
  placedBefore: Date,
): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('status', 'in', OPEN_STATUSES)
    .where('holdUntil', '>', now)
    .where('holdUntil', '<', until)
    .where('holdReminderSentAt', 'is', null)
    .where('createdAt', '<', placedBefore)
    .limit(BATCH)
    .execute();
  return rows.map((row) => row.id);
}

export type Reminder = 'reminderSentAt' | 'holdReminderSentAt';

/**
 * Records that `reminder` went out, if it had not and the order is still open: the order, or
 * undefined when another run (or a status change) came first.
 */
export function markReminded(db: Db, id: string, reminder: Reminder, now: Date) {
  return db
    .updateTable('orders')
    .set({ [reminder]: now })
    .where('id', '=', id)
    .where('status', 'in', OPEN_STATUSES)
    .where(reminder, 'is', null)
    .returningAll()
    .executeTakeFirst();
}
