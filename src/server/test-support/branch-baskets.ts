/**
 * The load that once made several processes deadlock: Click & Collect baskets at every branch, of
 * euros and dollars together and of each alone, so that orders placed at once take notes of the
 * same rows in every order. Shared by the no-deadlock test and the bench's several-workers row.
 */
import { sql } from 'kysely';
import type { Currency } from '#shared/schemas/currency.ts';
import { openDatabase } from '../db/database.ts';
import { orderBody, quotedItem } from './orders.ts';
import { stockForLoad } from './stock-for-load.ts';

/** The seeded branches. */
export const EVERY_BRANCH = ['brighton', 'worthing', 'chichester', '172'];

/**
 * The `index`th order's body, JSON: in turn at each branch £200 of euros with £100 of dollars, and
 * each alone, for a customer of its own (one customer's orders wait on each other, by design).
 */
export async function branchBaskets(baseUrl: string): Promise<(index: number) => string> {
  const catalogue = (await (await fetch(`${baseUrl}/api/currency`)).json()) as Currency[];
  const item = (code: string, given: string) => {
    const found = catalogue.find((currency) => currency.value === code);
    if (!found) throw new Error(`${code} is not in the catalogue`);
    return quotedItem(found, 'Order', given);
  };
  const baskets = [
    [item('EUR', '200'), item('USD', '100')],
    [item('EUR', '150')],
    [item('USD', '120')],
  ];
  const bodies = EVERY_BRANCH.flatMap((addressKey) =>
    baskets.map((items) => orderBody(items, { addressKey })),
  );
  return (index) => {
    const email = `customer-${index}@example.com`;
    const phone = `01632 ${String(index).padStart(6, '0')}`;
    const body = bodies[index % bodies.length];
    return JSON.stringify({ ...body, email, confirmEmail: email, phone });
  };
}

/** A million of each euro and dollar note at every branch. */
export async function stockEveryBranch(databaseUrl: string): Promise<void> {
  for (const branchKey of EVERY_BRANCH) await stockForLoad(databaseUrl, branchKey);
}

/** PostgreSQL's count of deadlocks it broke in this database, as of the latest statistics. */
export async function deadlocksSoFar(databaseUrl: string): Promise<number> {
  const { db } = openDatabase(databaseUrl);
  try {
    await sql`select pg_stat_clear_snapshot()`.execute(db);
    const { rows } = await sql<{ deadlocks: string }>`select deadlocks from pg_stat_database
      where datname = current_database()`.execute(db);
    return Number(rows[0]?.deadlocks ?? 0);
  } finally {
    await db.destroy();
  }
}
