import type { Db } from '../../db/database.ts';

/** Claims the key for a new request; false when it is already known. */
export async function claimKey(db: Db, key: string, requestHash: string, now: Date) {
  const claimed = await db
    .insertInto('idempotencyKeys')
    .values({ key, requestHash, responseStatus: null, responseBody: null, createdAt: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

export function findKey(db: Db, key: string) {
  return db.selectFrom('idempotencyKeys').selectAll().where('key', '=', key).executeTakeFirst();
}

/** Takes over a claim whose request never finished (the server stopped mid-way). */
export async function reclaimStaleKey(db: Db, key: string, staleBefore: Date, now: Date) {
  const row = await db
    .updateTable('idempotencyKeys')
    .set({ createdAt: now })
    .where('key', '=', key)
    .where('responseStatus', 'is', null)
    .where('createdAt', '<', staleBefore)
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

export async function saveResponse(db: Db, key: string, status: number, body: unknown) {
  await db
    .updateTable('idempotencyKeys')
    .set({ responseStatus: status, responseBody: JSON.stringify(body) })
    .where('key', '=', key)
    .execute();
}

export async function releaseKey(db: Db, key: string) {
  await db.deleteFrom('idempotencyKeys').where('key', '=', key).execute();
}

export async function deleteKeysBefore(db: Db, before: Date) {
  await db.deleteFrom('idempotencyKeys').where('createdAt', '<', before).execute();
}
