/**
 * A branch's end of day: its stock and ledger as at an instant, the orders completed in a window,
 * and the closes with their counts.
 */
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DayCloseCountsTable, DayClosesTable, OpeningFloatsTable } from './stock.table.ts';

export type DayCloseRow = Selectable<DayClosesTable>;
export type DayCloseCountRow = Selectable<DayCloseCountsTable>;

export interface NoteRow {
  currencyCode: string;
  denominationMinor: number;
}

/** The branch's notes now, with whether it counts each currency (no setting: it does). */
export async function stockNow(db: Db, branchKey: string) {
  const rows = await db
    .selectFrom('branchStock')
    .leftJoin('branchCurrencies', (join) =>
      join
        .onRef('branchCurrencies.branchKey', '=', 'branchStock.branchKey')
        .onRef('branchCurrencies.currencyCode', '=', 'branchStock.currencyCode'),
    )
    .select([
      'branchStock.currencyCode',
      'branchStock.denominationMinor',
      'branchStock.onHand',
      'branchStock.reserved',
      'branchCurrencies.tracked',
    ])
    .where('branchStock.branchKey', '=', branchKey)
    .execute();
  return rows.map((row) => ({
    currencyCode: row.currencyCode,
    denominationMinor: Number(row.denominationMinor),
    onHand: Number(row.onHand),
    reserved: Number(row.reserved),
    tracked: row.tracked ?? true,
  }));
}

/**
 * The ledger's notes in and out at the branch from `from` (inclusive) to `to` (exclusive), per
 * currency and denomination; only counts on hand (a reservation moves none).
 */
export async function movementsBetween(db: Db, branchKey: string, from: Date, to?: Date) {
  let query = db
    .selectFrom('stockMovements')
    .select([
      'currencyCode',
      'denominationMinor',
      sql<number>`sum(case when on_hand_delta > 0 then on_hand_delta else 0 end)`.as('notesIn'),
      sql<number>`sum(case when on_hand_delta < 0 then -on_hand_delta else 0 end)`.as('notesOut'),
    ])
    .where('branchKey', '=', branchKey)
    .where('onHandDelta', '!=', 0)
    .where('createdAt', '>=', from);
  if (to) query = query.where('createdAt', '<', to);
  const rows = await query.groupBy(['currencyCode', 'denominationMinor']).execute();
  return rows.map((row) => ({
    currencyCode: row.currencyCode,
    denominationMinor: Number(row.denominationMinor),
    notesIn: Number(row.notesIn),
    notesOut: Number(row.notesOut),
  }));
}

/** Every currency code in the catalogue's order, the order the Stock screen lists them in. */
export async function catalogueOrder(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('currencies')
    .select('code')
    .orderBy('sortOrder')
    .orderBy('code')
    .execute();
  return rows.map((row) => row.code);
}

/** The series of `currencies`, in minor units. */
export async function seriesOf(db: Db, currencies: string[]): Promise<NoteRow[]> {
  if (currencies.length === 0) return [];
  const rows = await db
    .selectFrom('denominations')
    .select(['currencyCode', 'valueMinor'])
    .where('currencyCode', 'in', currencies)
    .execute();
  return rows.map((row) => ({
    currencyCode: row.currencyCode,
    denominationMinor: Number(row.valueMinor),
  }));
}

/**
 * The orders of the branch whose completion (their `order.complete` audit entry) falls from
 * `from` (inclusive) to `to` (exclusive), with the GBP change given back on their items.
 */
export async function ordersCompleted(db: Db, branchKey: string, from: Date, to: Date) {
  const rows = await db
    .selectFrom('auditLog')
    .innerJoin('orders', 'orders.id', 'auditLog.entityId')
    .select((eb) => [
      'orders.way',
      'orders.totalGbpMinor',
      eb
        .selectFrom('orderItems')
        .select(sql<number>`coalesce(sum(change_gbp_minor), 0)`.as('change'))
        .whereRef('orderItems.orderId', '=', 'orders.id')
        .as('changeGbpMinor'),
    ])
    .where('auditLog.entityType', '=', 'order')
    .where('auditLog.action', '=', 'order.complete')
    .where('auditLog.createdAt', '>=', from)
    .where('auditLog.createdAt', '<', to)
    .where('orders.branchKey', '=', branchKey)
    .execute();
  return rows.map((row) => ({
    way: row.way,
    totalGbpMinor: Number(row.totalGbpMinor),
    changeGbpMinor: Number(row.changeGbpMinor),
  }));
}

export async function findDayClose(db: Db, branchKey: string, date: string) {
  const row = await db
    .selectFrom('dayCloses')
    .selectAll()
    .where('branchKey', '=', branchKey)
    .where('date', '=', date)
    .executeTakeFirst();
  return row && { ...row, gbpCountedMinor: nullableNumber(row.gbpCountedMinor) };
}

// PostgreSQL answers a bigint as a string.
const nullableNumber = (value: number | string | null) => (value === null ? null : Number(value));

/** The GBP float the branch's till opened `date` with, in pence. */
export async function findOpeningFloat(db: Db, branchKey: string, date: string) {
  const row = await db
    .selectFrom('openingFloats')
    .selectAll()
    .where('branchKey', '=', branchKey)
    .where('date', '=', date)
    .executeTakeFirst();
  return row && { ...row, amountMinor: Number(row.amountMinor) };
}

/** Enters the day's float, or corrects the one entered. */
export async function saveOpeningFloat(db: Db, row: Insertable<OpeningFloatsTable>) {
  await db
    .insertInto('openingFloats')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['branchKey', 'date'])
        .doUpdateSet({ amountMinor: row.amountMinor, setBy: row.setBy, setAt: row.setAt }),
    )
    .execute();
}

export async function insertDayClose(
  db: Db,
  close: Insertable<DayClosesTable>,
  counts: Insertable<DayCloseCountsTable>[],
): Promise<void> {
  await db.insertInto('dayCloses').values(close).execute();
  if (counts.length > 0) await db.insertInto('dayCloseCounts').values(counts).execute();
}

export async function countsOf(db: Db, dayCloseId: string) {
  const rows = await db
    .selectFrom('dayCloseCounts')
    .select(['currencyCode', 'denominationMinor', 'expected', 'counted'])
    .where('dayCloseId', '=', dayCloseId)
    .execute();
  return rows.map((row) => ({
    currencyCode: row.currencyCode,
    denominationMinor: Number(row.denominationMinor),
    expected: Number(row.expected),
    counted: Number(row.counted),
  }));
}
