import type { Db } from '../../db/database.ts';

export function findSetting(db: Db, key: string) {
  return db.selectFrom('settings').selectAll().where('key', '=', key).executeTakeFirst();
}
