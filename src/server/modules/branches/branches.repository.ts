import type { Db } from '../../db/database.ts';

export function listBranches(db: Db) {
  return db.selectFrom('branches').selectAll().orderBy('sortOrder').execute();
}
