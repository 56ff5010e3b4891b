import type { Db } from '#server/db/database.ts';

export function findKey(db: Db, key: string) {
  return db.selectFrom('idempotencyKeys').selectAll().where('key', '=', key).executeTakeFirst();
}

export async function deleteKeysBefore(db: Db, before: Date) {
  await db.deleteFrom('idempotencyKeys').where('createdAt', '<', before).execute();
}
