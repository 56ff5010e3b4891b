import type { Db } from '../../db/database.ts';

export function findBusinessProfile(db: Db) {
  return db.selectFrom('businessProfile').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}
