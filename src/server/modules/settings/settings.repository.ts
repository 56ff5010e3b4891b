import type { Db } from '../../db/database.ts';

export function findSetting(db: Db, key: string) {
  return db.selectFrom('settings').selectAll().where('key', '=', key).executeTakeFirst();
}

export async function upsertSetting(db: Db, key: string, value: string, updatedAt: Date) {
  await db
    .insertInto('settings')
    .values({ key, value, updatedAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt }))
    .execute();
}
