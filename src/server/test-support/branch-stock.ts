/**
 * Stock fixtures: a branch's notes set as they stand, with no history in the ledger (as if they
 * had always been there, the seed's example delivery forgotten), and whether the branch counts a
 * currency. Denominations in minor
 * units (a €50 note is 5000).
 */
import type { App } from '../app.ts';
import { applyMovements, type Movement } from '../modules/stock/stock-ledger.ts';

/**
 * The branch holds `onHand` of each note given (and `reserved` of them held by orders), and
 * none of the other notes of the currency's series. Notes missing from the series are added.
 */
export async function setNotes(
  app: App,
  branchKey: string,
  currencyCode: string,
  onHand: Record<number, number>,
  reserved: Record<number, number> = {},
): Promise<void> {
  const values = Object.keys(onHand).map(Number);
  await app.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('stockMovements')
      .where('branchKey', '=', branchKey)
      .where('currencyCode', '=', currencyCode)
      .execute();
    await trx
      .deleteFrom('branchStock')
      .where('branchKey', '=', branchKey)
      .where('currencyCode', '=', currencyCode)
      .execute();
    if (values.length === 0) return;
    await trx
      .insertInto('denominations')
      .values(values.map((valueMinor) => ({ currencyCode, valueMinor })))
      .onConflict((oc) => oc.columns(['currencyCode', 'valueMinor']).doNothing())
      .execute();
    await trx
      .insertInto('branchStock')
      .values(
        values.map((denominationMinor) => ({
          branchKey,
          currencyCode,
          denominationMinor,
          onHand: onHand[denominationMinor] ?? 0,
          reserved: reserved[denominationMinor] ?? 0,
        })),
      )
      .execute();
  });
}

/** The branch's notes of a currency: denomination (minor units) -> on hand, as stored. */
export async function notesOnHand(
  app: App,
  branchKey: string,
  currencyCode: string,
): Promise<Record<number, number>> {
  const rows = await app.db
    .selectFrom('branchStock')
    .select(['denominationMinor', 'onHand'])
    .where('branchKey', '=', branchKey)
    .where('currencyCode', '=', currencyCode)
    .execute();
  return Object.fromEntries(rows.map((row) => [Number(row.denominationMinor), Number(row.onHand)]));
}

/** Whether the branch counts the currency (untracked: offered on request). */
export async function setTracked(
  app: App,
  branchKey: string,
  currencyCode: string,
  tracked: boolean,
): Promise<void> {
  await app.db
    .insertInto('branchCurrencies')
    .values({ branchKey, currencyCode, tracked, lowBelowMinor: null })
    .onConflict((oc) => oc.columns(['branchKey', 'currencyCode']).doUpdateSet({ tracked }))
    .execute();
}

/** Movements through the ledger, as the stock's own calls make them, at `now`. */
export async function move(app: App, movements: Movement[], now = new Date()): Promise<void> {
  const applied = await app.db.transaction().execute((trx) => applyMovements(trx, movements, now));
  if (!applied) throw new Error(`the ledger refused ${JSON.stringify(movements)}`);
}
