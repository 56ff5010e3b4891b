import type { Db } from '../../db/database.ts';

/** What a worker needs to send one claimed message. */
export interface ClaimedMail {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  listUnsubscribeUrl: string | null;
  /** Delivery attempts so far, this one included. */
  attempts: number;
}

export async function listDueMailIds(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '<=', now)
    .orderBy('nextAttemptAt')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Takes a due message for one attempt: one conditional update, so of several servers racing for
 * it exactly one gets it. Pushing next_attempt_at to `leaseUntil` hides it from the others while
 * it is sent; if this server dies mid-send, the message becomes due again when the lease ends.
 */
export async function claimMail(
  db: Db,
  id: string,
  now: Date,
  leaseUntil: Date,
): Promise<ClaimedMail | undefined> {
  return db
    .updateTable('outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), nextAttemptAt: leaseUntil }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '<=', now)
    .returning([
      'id',
      'toAddress',
      'subject',
      'textBody',
      'htmlBody',
      'listUnsubscribeUrl',
      'attempts',
    ])
    .executeTakeFirst();
}

export async function markMailSent(db: Db, id: string, sentAt: Date): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sentAt, lastError: null })
    .where('id', '=', id)
    .execute();
}

/** Schedules the next attempt, unless the lease was lost meanwhile (another server owns it). */
export async function markMailFailed(
  db: Db,
  id: string,
  leaseUntil: Date,
  failure: { lastError: string; nextAttemptAt: Date },
): Promise<void> {
  await db
    .updateTable('outbox')
    .set(failure)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '=', leaseUntil)
    .execute();
}

export async function countPendingMail(db: Db): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return row.count;
}
