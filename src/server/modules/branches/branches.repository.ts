import { sql, type Insertable, type Updateable } from 'kysely';
import { OPEN_STATUSES } from '#shared/domain/order-state.ts';
import type { Db } from '../../db/database.ts';
import type { BranchClosuresTable, BranchesTable } from './branches.table.ts';

export function listBranches(db: Db) {
  return db.selectFrom('branches').selectAll().orderBy('sortOrder').execute();
}

export function findBranch(db: Db, key: string) {
  return db.selectFrom('branches').selectAll().where('key', '=', key).executeTakeFirst();
}

export async function updateBranch(db: Db, key: string, values: Updateable<BranchesTable>) {
  await db.updateTable('branches').set(values).where('key', '=', key).execute();
}

/** The branch's closures on `from` (YYYY-MM-DD) or later, earliest first. */
export function listClosuresFrom(db: Db, branchKey: string, from: string) {
  return db
    .selectFrom('branchClosures')
    .select(['id', 'branchKey', 'date', 'reason'])
    .where('branchKey', '=', branchKey)
    .where('date', '>=', from)
    .orderBy('date')
    .execute();
}

/**
 * The branch's exceptions to its weekly hours from `from` (YYYY-MM-DD) on, in one query: its
 * closures, and the bank holidays it opens on.
 */
export function listCalendarFrom(db: Db, branchKey: string, from: string) {
  const kind = (value: 'closure' | 'opening') => sql<typeof value>`${sql.lit(value)}`.as('kind');
  return db
    .selectFrom('branchClosures')
    .select(['date', kind('closure')])
    .where('branchKey', '=', branchKey)
    .where('date', '>=', from)
    .unionAll(
      db
        .selectFrom('bankHolidayOpenings')
        .select(['date', kind('opening')])
        .where('branchKey', '=', branchKey)
        .where('date', '>=', from),
    )
    .execute();
}

/** The bank holidays from `from` on that the branch opens on. */
export async function listOpeningsFrom(db: Db, branchKey: string, from: string) {
  const rows = await db
    .selectFrom('bankHolidayOpenings')
    .select('date')
    .where('branchKey', '=', branchKey)
    .where('date', '>=', from)
    .execute();
  return rows.map((row) => row.date);
}

/** Opens the branch on a bank holiday; resolves false when it already opens that day. */
export async function insertOpening(db: Db, branchKey: string, date: string, createdAt: Date) {
  const inserted = await db
    .insertInto('bankHolidayOpenings')
    .values({ branchKey, date, createdAt })
    .onConflict((oc) => oc.columns(['branchKey', 'date']).doNothing())
    .returning('date')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The numbers of the branch's open orders for `date`, smallest first. */
export async function openOrderNumbersOn(db: Db, branchKey: string, date: string) {
  const rows = await db
    .selectFrom('orders')
    .select('orderNumber')
    .where('branchKey', '=', branchKey)
    .where('collectionDate', '=', date)
    .where('status', 'in', OPEN_STATUSES)
    .orderBy('orderNumber')
    .execute();
  return rows.map((row) => row.orderNumber);
}

export function findClosureOn(db: Db, branchKey: string, date: string) {
  return db
    .selectFrom('branchClosures')
    .select(['id', 'reason'])
    .where('branchKey', '=', branchKey)
    .where('date', '=', date)
    .executeTakeFirst();
}

export async function insertClosure(db: Db, closure: Insertable<BranchClosuresTable>) {
  await db.insertInto('branchClosures').values(closure).execute();
}

/** Removes the closure; resolves with it, or undefined when the branch has no such closure. */
export function deleteClosure(db: Db, branchKey: string, id: string) {
  return db
    .deleteFrom('branchClosures')
    .where('branchKey', '=', branchKey)
    .where('id', '=', id)
    .returning(['id', 'branchKey', 'date', 'reason'])
    .executeTakeFirst();
}
