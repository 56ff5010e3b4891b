import type { Db } from '../../db/database.ts';
import { toIsoString } from '../../db/values.ts';

export function listCurrencies(db: Db) {
  return db.selectFrom('currencies').selectAll().orderBy('sortOrder').orderBy('code').execute();
}

export function findCurrency(db: Db, code: string) {
  return db.selectFrom('currencies').selectAll().where('code', '=', code).executeTakeFirst();
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

/** The rates in force at `since` and every change after it, newest first. */
export async function ratesSince(db: Db, code: string, since: Date) {
  const columns = ['rate', 'sellMargin', 'buyMargin', 'recordedAt'] as const;
  const [inForce, later] = await Promise.all([
    db
      .selectFrom('rateHistory')
      .select(columns)
      .where('currencyCode', '=', code)
      .where('recordedAt', '<=', since)
      .orderBy('recordedAt', 'desc')
      .limit(1)
      .execute(),
    db
      .selectFrom('rateHistory')
      .select(columns)
      .where('currencyCode', '=', code)
      .where('recordedAt', '>', since)
      .orderBy('recordedAt', 'desc')
      .execute(),
  ]);
  return [...later, ...inForce];
}
