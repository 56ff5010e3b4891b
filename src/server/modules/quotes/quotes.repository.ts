import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { QuotesTable } from './quotes.table.ts';

export type QuoteRow = Selectable<QuotesTable>;

export async function insertQuote(db: Db, row: Insertable<QuotesTable>): Promise<void> {
  await db.insertInto('quotes').values(row).execute();
}

export function findQuotes(db: Db, ids: string[]): Promise<QuoteRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('quotes').selectAll().where('id', 'in', ids).execute();
}

/**
 * Gives quote `id` to order `orderId` if it is still open (unused, not withdrawn, unexpired at
 * `now`): one conditional update, so of two orders at once exactly one gets it.
 */
export async function claimQuoteIfOpen(
  db: Db,
  id: string,
  orderId: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('quotes')
    .set({ orderId })
    .where('id', '=', id)
    .where('orderId', 'is', null)
    .where('withdrawnAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Withdraws the open quotes of `code` made at market rate `marketRate`; resolves with how many. */
export async function withdrawOpenQuotes(
  db: Db,
  code: string,
  marketRate: number,
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable('quotes')
    .set({ withdrawnAt: now })
    .where('currencyCode', '=', code)
    .where('marketRate', '=', marketRate)
    .where('orderId', 'is', null)
    .where('withdrawnAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes the quotes no order used that expired before `before`; resolves with how many. */
export async function deleteUnusedQuotesExpiredBefore(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('quotes')
    .where('orderId', 'is', null)
    .where('expiresAt', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
