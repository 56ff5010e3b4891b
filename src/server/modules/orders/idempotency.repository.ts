import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { IdempotencyKeysTable } from './orders.table.ts';

/** Records a key with its answer; false when the key is already recorded. */
export async function recordKey(
  db: Db,
  record: Insertable<IdempotencyKeysTable>,
): Promise<boolean> {
  const recorded = await db
    .insertInto('idempotencyKeys')
    .values(record)
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return recorded !== undefined;
}

export function findKey(db: Db, key: string) {
  return db.selectFrom('idempotencyKeys').selectAll().where('key', '=', key).executeTakeFirst();
}

export async function deleteKeysBefore(db: Db, before: Date) {
  await db.deleteFrom('idempotencyKeys').where('createdAt', '<', before).execute();
}
