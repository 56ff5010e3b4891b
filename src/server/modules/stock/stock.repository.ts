/** Stock's own tables. Other modules use `stock-ledger.ts`, never this file. */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { isPostgres, type Db, type DialectName } from '../../db/database.ts';
import type { StockMovementKind } from './stock.table.ts';

export interface StockKey {
  branchKey: string;
  currencyCode: string;
  denominationMinor: number;
}

/**
 * Creates the branch's row for a note at 0 if it has none. Selected from `branches` and
 * `denominations`, so an unknown branch or note inserts nothing (the update that follows then
 * finds no row) instead of failing a foreign key, which would abort a PostgreSQL transaction.
 */
export async function ensureStockRow(db: Db, key: StockKey): Promise<void> {
  await db
    .insertInto('branchStock')
    .columns(['branchKey', 'currencyCode', 'denominationMinor', 'onHand', 'reserved'])
    .expression((eb) =>
      eb
        .selectFrom(['branches', 'denominations'])
        .select([
          'branches.key',
          'denominations.currencyCode',
          'denominations.valueMinor',
          sql.lit(0).as('onHand'),
          sql.lit(0).as('reserved'),
        ])
        .where('branches.key', '=', key.branchKey)
        .where('denominations.currencyCode', '=', key.currencyCode)
        .where('denominations.valueMinor', '=', key.denominationMinor),
    )
    .onConflict((oc) => oc.columns(['branchKey', 'currencyCode', 'denominationMinor']).doNothing())
    .execute();
}

/** What one key's count moves by. */
export interface StockChange extends StockKey {
  onHandDelta: number;
  reservedDelta: number;
}

/**
 * Adds each change's deltas to its row, all in one conditional update: a row whose result would
 * take on_hand or reserved below 0 or reserved above on_hand is left as it was, and it resolves
 * false (the caller rolls back) unless every row moved. One key per change. On PostgreSQL the rows
 * are first locked in key order, whatever plan the update gets, so two writers never
 * hold each other's rows; one waits for the other to commit and re-checks the condition against
 * what it wrote, so two reservations of the last notes cannot both succeed. SQLite has one writer.
 */
export async function addToStock(db: Db, changes: readonly StockChange[]): Promise<boolean> {
  if (changes.length === 0) return true;
  // Typed once for PostgreSQL, which reads untyped parameters in VALUES as text.
  const rows = changes.map(
    (change) =>
      sql`(${change.branchKey}, ${change.currencyCode}, cast(${change.denominationMinor} as integer), cast(${change.onHandDelta} as integer), cast(${change.reservedDelta} as integer))`,
  );
  const values = sql`(values ${sql.join(rows)}) as change`;
  const conditions = sql`branch_stock.branch_key = change.column1
    and branch_stock.currency_code = change.column2
    and branch_stock.denomination_minor = change.column3
    and on_hand + change.column4 >= 0
    and reserved + change.column5 >= 0
    and reserved + change.column5 <= on_hand + change.column4`;
  const set = sql`on_hand = on_hand + change.column4, reserved = reserved + change.column5`;
  // VALUES names its columns column1, column2, ... on both dialects. On PostgreSQL `locked`, one
  // row, counts the rows after locking them in key order, before the update reaches any.
  const result = await (
    isPostgres(db)
      ? sql`with locked as (
          select count(*) from (
            select from branch_stock, ${values}
            where branch_stock.branch_key = change.column1
              and branch_stock.currency_code = change.column2
              and branch_stock.denomination_minor = change.column3
            order by branch_stock.branch_key, branch_stock.currency_code,
              branch_stock.denomination_minor
            for no key update of branch_stock) as rows)
        update branch_stock set ${set} from ${values}, locked where ${conditions}`
      : sql`update branch_stock set ${set} from ${values} where ${conditions}`
  ).execute(db);
  return Number(result.numAffectedRows) === changes.length;
}

export interface MovementRow extends StockKey {
  kind: StockMovementKind;
  onHandDelta: number;
  reservedDelta: number;
  reason: string | null;
  orderId: string | null;
  transferId: string | null;
  actor: string | null;
}

/** The ledger rows of one change, in one statement. */
export async function insertMovements(db: Db, rows: MovementRow[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('stockMovements').values(movementRows(rows, now)).execute();
}

/** The rows as stored: each with its id and time. */
export function movementRows(rows: MovementRow[], now: Date) {
  return rows.map((row) => ({ id: randomUUID(), ...row, createdAt: now }));
}

/**
 * The series of each currency of `codes`, smallest first, with the branch's counts (0 where it has
 * no row) and whether the branch counts the currency (no branch_currencies row: it does).
 */
export function listNoteCounts(db: Db, branchKey: string, codes: readonly string[]) {
  return db
    .selectFrom('denominations')
    .leftJoin('branchStock', (join) =>
      join
        .onRef('branchStock.currencyCode', '=', 'denominations.currencyCode')
        .onRef('branchStock.denominationMinor', '=', 'denominations.valueMinor')
        .on('branchStock.branchKey', '=', branchKey),
    )
    .leftJoin('branchCurrencies', (join) =>
      join
        .onRef('branchCurrencies.currencyCode', '=', 'denominations.currencyCode')
        .on('branchCurrencies.branchKey', '=', branchKey),
    )
    .select([
      'denominations.currencyCode',
      'denominations.valueMinor as denominationMinor',
      (eb) => eb.fn.coalesce('branchStock.onHand', sql.lit(0)).as('onHand'),
      (eb) => eb.fn.coalesce('branchStock.reserved', sql.lit(0)).as('reserved'),
      (eb) => eb.fn.coalesce('branchCurrencies.tracked', sql.lit(true)).as('tracked'),
    ])
    .where('denominations.currencyCode', 'in', [...codes, ''])
    .orderBy('denominations.currencyCode')
    .orderBy('denominations.valueMinor')
    .execute();
}

export function findBranchCurrency(db: Db, branchKey: string, currencyCode: string) {
  return db
    .selectFrom('branchCurrencies')
    .selectAll()
    .where('branchKey', '=', branchKey)
    .where('currencyCode', '=', currencyCode)
    .executeTakeFirst();
}

export async function listDenominations(db: Db, currencyCode: string): Promise<number[]> {
  const rows = await db
    .selectFrom('denominations')
    .select('valueMinor')
    .where('currencyCode', '=', currencyCode)
    .orderBy('valueMinor')
    .execute();
  return rows.map((row) => row.valueMinor);
}

export interface StockRow extends StockKey {
  onHand: number;
  reserved: number;
}

/** Every count of one branch, or of every branch. */
export function listStock(db: Db, branchKey?: string): Promise<StockRow[]> {
  return db
    .selectFrom('branchStock')
    .select(['branchKey', 'currencyCode', 'denominationMinor', 'onHand', 'reserved'])
    .$call((qb) => (branchKey === undefined ? qb : qb.where('branchKey', '=', branchKey)))
    .execute();
}

/**
 * The branch's counts of `denominations` of a currency, locked until the transaction ends: a
 * no-op update takes the row lock on PostgreSQL (SQLite runs one transaction at a time), so the
 * counts a change is computed from are the counts it applies to. Rows must exist.
 */
export async function lockStock(
  db: Db,
  branchKey: string,
  currencyCode: string,
  denominations: number[],
): Promise<StockRow[]> {
  if (denominations.length === 0) return [];
  return db
    .updateTable('branchStock')
    .set((eb) => ({ onHand: eb.ref('onHand') }))
    .where('branchKey', '=', branchKey)
    .where('currencyCode', '=', currencyCode)
    .where('denominationMinor', 'in', denominations)
    .returning(['branchKey', 'currencyCode', 'denominationMinor', 'onHand', 'reserved'])
    .execute();
}

export function listAllDenominations(db: Db) {
  return db
    .selectFrom('denominations')
    .select(['currencyCode', 'valueMinor'])
    .orderBy('currencyCode')
    .orderBy('valueMinor')
    .execute();
}

/** The branches' settings, of one branch or of all. */
export function listBranchCurrencies(db: Db, branchKey?: string) {
  return db
    .selectFrom('branchCurrencies')
    .selectAll()
    .$call((qb) => (branchKey === undefined ? qb : qb.where('branchKey', '=', branchKey)))
    .execute();
}

export async function saveBranchCurrency(
  db: Db,
  row: { branchKey: string; currencyCode: string; tracked: boolean; lowBelowMinor: number | null },
): Promise<void> {
  const { tracked, lowBelowMinor } = row;
  await db
    .insertInto('branchCurrencies')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['branchKey', 'currencyCode']).doUpdateSet({ tracked, lowBelowMinor }),
    )
    .execute();
}

/**
 * Locks the currency's notes against new stock rows until the transaction ends (PostgreSQL: a
 * branch_stock insert takes a key-share lock on its denomination, which waits for this one).
 */
export async function lockDenominations(
  db: Db,
  dialect: DialectName,
  currencyCode: string,
): Promise<number[]> {
  const query = db
    .selectFrom('denominations')
    .select('valueMinor')
    .where('currencyCode', '=', currencyCode)
    .orderBy('valueMinor');
  const rows = await (dialect === 'postgres' ? query.forUpdate() : query).execute();
  return rows.map((row) => row.valueMinor);
}

/** The branches that hold notes of `denominations`: removing one would lose them. */
export async function listHolders(db: Db, currencyCode: string, denominations: number[]) {
  if (denominations.length === 0) return [];
  return db
    .selectFrom('branchStock')
    .select(['branchKey', 'denominationMinor', 'onHand'])
    .where('currencyCode', '=', currencyCode)
    .where('denominationMinor', 'in', denominations)
    .where('onHand', '>', 0)
    .orderBy('branchKey')
    .orderBy('denominationMinor')
    .execute();
}

/** Notes of `denominations` on their way between branches: sent, not yet received. */
export async function listInTransit(db: Db, currencyCode: string, denominations: number[]) {
  if (denominations.length === 0) return [];
  return db
    .selectFrom('stockTransfers')
    .innerJoin('stockTransferNotes', 'stockTransferNotes.transferId', 'stockTransfers.id')
    .select(['stockTransfers.toBranch', 'stockTransferNotes.denominationMinor'])
    .where('stockTransfers.currencyCode', '=', currencyCode)
    .where('stockTransfers.status', '=', 'sent')
    .where('stockTransferNotes.denominationMinor', 'in', denominations)
    .execute();
}

/** Replaces the series: the removed notes' empty stock rows go with them (cascade). */
export async function replaceDenominations(
  db: Db,
  currencyCode: string,
  removed: number[],
  added: number[],
): Promise<void> {
  if (removed.length > 0) {
    await db
      .deleteFrom('denominations')
      .where('currencyCode', '=', currencyCode)
      .where('valueMinor', 'in', removed)
      .execute();
  }
  if (added.length > 0) {
    await db
      .insertInto('denominations')
      .values(added.map((valueMinor) => ({ currencyCode, valueMinor })))
      .execute();
  }
}

/**
 * The branches and currencies still holding the seed's example stock: the seed's delivery
 * (`seedReason`, no actor) is in their ledger, the currency is still counted there, and nobody
 * has counted it since, on the Stock screen (a `count` movement) or at a day close.
 */
export function listExampleStock(db: Db, seedReason: string) {
  return db
    .selectFrom('stockMovements as seeded')
    .innerJoin('branchCurrencies', (join) =>
      join
        .onRef('branchCurrencies.branchKey', '=', 'seeded.branchKey')
        .onRef('branchCurrencies.currencyCode', '=', 'seeded.currencyCode'),
    )
    .select(['seeded.branchKey', 'seeded.currencyCode'])
    .distinct()
    .where('seeded.kind', '=', 'delivery')
    .where('seeded.reason', '=', seedReason)
    .where('seeded.actor', 'is', null)
    .where('branchCurrencies.tracked', '=', true)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('stockMovements as counted')
            .select('counted.id')
            .whereRef('counted.branchKey', '=', 'seeded.branchKey')
            .whereRef('counted.currencyCode', '=', 'seeded.currencyCode')
            .where('counted.kind', '=', 'count'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('dayCloseCounts')
            .innerJoin('dayCloses', 'dayCloses.id', 'dayCloseCounts.dayCloseId')
            .select('dayCloses.id')
            .whereRef('dayCloses.branchKey', '=', 'seeded.branchKey')
            .whereRef('dayCloseCounts.currencyCode', '=', 'seeded.currencyCode'),
        ),
      ),
    )
    .orderBy('seeded.branchKey')
    .orderBy('seeded.currencyCode')
    .execute();
}
