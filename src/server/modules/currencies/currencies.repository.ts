import { randomUUID } from 'node:crypto';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { toIsoString } from '../../db/values.ts';
import type { CurrenciesTable } from './currencies.table.ts';

export type CurrencyRow = Selectable<CurrenciesTable>;

export function listCurrencies(db: Db) {
  return db.selectFrom('currencies').selectAll().orderBy('sortOrder').orderBy('code').execute();
}

export function findCurrency(db: Db, code: string) {
  return db.selectFrom('currencies').selectAll().where('code', '=', code).executeTakeFirst();
}

export function insertCurrency(db: Db, row: Insertable<CurrenciesTable>) {
  return db.insertInto('currencies').values(row).returningAll().executeTakeFirstOrThrow();
}

/**
 * Updates a currency; with `whileRate`, only if its rate is still that one (a refresh never
 * overwrites a rate staff changed after it was read). Undefined when no row was updated.
 */
export function updateCurrency(
  db: Db,
  code: string,
  changes: Updateable<CurrenciesTable>,
  whileRate?: number,
) {
  let query = db.updateTable('currencies').set(changes).where('code', '=', code);
  if (whileRate !== undefined) query = query.where('rate', '=', whileRate);
  return query.returningAll().executeTakeFirst();
}

/** The sort order after the last currency: a new currency is listed last. */
export async function nextSortOrder(db: Db): Promise<number> {
  const row = await db
    .selectFrom('currencies')
    .select((eb) => eb.fn.max('sortOrder').as('last'))
    .executeTakeFirst();
  return (row?.last ?? -1) + 1;
}

/** Records the prices a currency has from `recordedAt` on: quotes are honoured against them. */
export async function appendRateHistory(db: Db, row: CurrencyRow, recordedAt: Date) {
  await db
    .insertInto('rateHistory')
    .values({
      id: randomUUID(),
      currencyCode: row.code,
      rate: row.rate,
      sellMargin: row.sellMargin,
      buyMargin: row.buyMargin,
      recordedAt,
    })
    .execute();
}

/** Changes whenever a currency is added or any Rate, Sell or Buy is updated. */
export async function catalogueVersion(db: Db): Promise<string> {
  const row = await db
    .selectFrom('currencies')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.max('updatedAt').as('lastUpdated'),
    ])
    .executeTakeFirstOrThrow();
  return `${row.count}:${toIsoString(row.lastUpdated) ?? ''}`;
}

/** The history row of `code` in force at `since`: the price a quote made then came from. */
function inForceAt(db: Db, code: string, since: Date) {
  return db
    .selectFrom('rateHistory')
    .where('currencyCode', '=', code)
    .where('recordedAt', '<=', since)
    .orderBy('recordedAt', 'desc')
    .limit(1);
}

/** The prices in force at `since` and every change after it, newest first, none withdrawn. */
export async function ratesSince(db: Db, code: string, since: Date) {
  const columns = ['rate', 'sellMargin', 'buyMargin', 'recordedAt', 'withdrawnAt'] as const;
  const [inForce, later] = await Promise.all([
    inForceAt(db, code, since).select(columns).execute(),
    db
      .selectFrom('rateHistory')
      .select(columns)
      .where('currencyCode', '=', code)
      .where('recordedAt', '>', since)
      .orderBy('recordedAt', 'desc')
      .execute(),
  ]);
  // Filtered after the row in force is chosen: an older price must not take a withdrawn one's place.
  return [...later, ...inForce].filter((row) => row.withdrawnAt === null);
}

/**
 * Withdraws the prices of `code` at market rate `rate` that a quote made since `since` could have
 * come from (whatever their margins), as at `withdrawnAt`. Resolves with how many.
 */
export async function withdrawRatesSince(
  db: Db,
  code: string,
  rate: number,
  since: Date,
  withdrawnAt: Date,
): Promise<number> {
  const result = await db
    .updateTable('rateHistory')
    .set({ withdrawnAt })
    .where('currencyCode', '=', code)
    .where('rate', '=', rate)
    .where('withdrawnAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb('recordedAt', '>', since),
        eb('id', 'in', inForceAt(db, code, since).select('id')),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
