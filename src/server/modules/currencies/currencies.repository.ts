import { randomUUID } from 'node:crypto';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
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

/** Records the price a currency has from `recordedAt` on: the history of its prices. */
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
