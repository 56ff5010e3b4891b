import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BusinessProfileTable } from './business.table.ts';

export function findBusinessProfile(db: Db) {
  return db.selectFrom('businessProfile').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}

export async function updateBusinessProfile(db: Db, values: Updateable<BusinessProfileTable>) {
  await db.updateTable('businessProfile').set(values).where('id', '=', 1).execute();
}
