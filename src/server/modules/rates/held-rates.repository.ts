import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { HeldRatesTable } from './held-rates.table.ts';

export function listHeldRates(db: Db) {
  return db.selectFrom('heldRates').selectAll().orderBy('currencyCode').execute();
}

export function findHeldRate(db: Db, code: string) {
  return db.selectFrom('heldRates').selectAll().where('currencyCode', '=', code).executeTakeFirst();
}

/** Holds a proposal, replacing an older one for the same currency. */
export async function holdRate(db: Db, row: Insertable<HeldRatesTable>) {
  const { storedRate, proposedRate, fetchedAt } = row;
  await db
    .insertInto('heldRates')
    .values(row)
    .onConflict((oc) =>
      oc.column('currencyCode').doUpdateSet({ storedRate, proposedRate, fetchedAt }),
    )
    .execute();
}

/** Releases held proposals; with `proposedRate`, only that proposal. Resolves with the count. */
export async function releaseHeldRates(db: Db, codes: string[], proposedRate?: number) {
  if (codes.length === 0) return 0;
  let query = db.deleteFrom('heldRates').where('currencyCode', 'in', codes);
  if (proposedRate !== undefined) query = query.where('proposedRate', '=', proposedRate);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
