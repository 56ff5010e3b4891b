import { WITHDRAWN_STATUSES } from '#shared/domain/order-state.ts';
import type { DialectName, Db } from '../../db/database.ts';

/**
 * The branch's name and its board's currency codes in display order, in one query: no rows when
 * there is no such branch, one row with a null code when its board shows every currency.
 */
export function findBranchBoard(db: Db, branchKey: string) {
  return db
    .selectFrom('branches')
    .leftJoin('boardCurrencies', 'boardCurrencies.branchKey', 'branches.key')
    .select(['branches.name', 'boardCurrencies.currencyCode'])
    .where('branches.key', '=', branchKey)
    .orderBy('boardCurrencies.sortOrder')
    .execute();
}

/**
 * The branch, locked on PostgreSQL until the transaction ends so that two Admins choosing its
 * board at once take turns. SQLite needs no lock: its transactions run one at a time.
 */
export function lockBranch(db: Db, dialect: DialectName, branchKey: string) {
  const branch = db.selectFrom('branches').select('key').where('key', '=', branchKey);
  return (dialect === 'postgres' ? branch.forUpdate() : branch).executeTakeFirst();
}

/** The codes the branch's board shows, in display order; empty when it shows every currency. */
export async function listBoardCodes(db: Db, branchKey: string): Promise<string[]> {
  const rows = await db
    .selectFrom('boardCurrencies')
    .select('currencyCode')
    .where('branchKey', '=', branchKey)
    .orderBy('sortOrder')
    .execute();
  return rows.map((row) => row.currencyCode);
}

/** Replaces the branch's board with `codes` in that order; none leaves every currency shown. */
export async function replaceBoardCodes(db: Db, branchKey: string, codes: readonly string[]) {
  await db.deleteFrom('boardCurrencies').where('branchKey', '=', branchKey).execute();
  if (codes.length === 0) return;
  await db
    .insertInto('boardCurrencies')
    .values(codes.map((currencyCode, sortOrder) => ({ branchKey, currencyCode, sortOrder })))
    .execute();
}

/**
 * How many of the branch's order lines since `since` were in each foreign currency: the one a
 * Click & Collect order takes, the one a Click & Sell order gives. Orders deleted or cancelled
 * are not counted: they were never wanted, or not wanted any more.
 */
export async function orderedCounts(
  db: Db,
  branchKey: string,
  since: Date,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('orderItems')
    .innerJoin('orders', 'orders.id', 'orderItems.orderId')
    .select((eb) => [
      'orders.way',
      'orderItems.giveCurrency',
      'orderItems.takeCurrency',
      eb.fn.countAll().as('lines'),
    ])
    .where('orders.branchKey', '=', branchKey)
    .where('orders.createdAt', '>=', since)
    .where('orders.status', 'not in', WITHDRAWN_STATUSES)
    .groupBy(['orders.way', 'orderItems.giveCurrency', 'orderItems.takeCurrency'])
    .execute();
  const counts = new Map<string, number>();
  for (const row of rows) {
    const code = row.way === 'Order' ? row.takeCurrency : row.giveCurrency;
    counts.set(code, (counts.get(code) ?? 0) + Number(row.lines));
  }
  return counts;
}
