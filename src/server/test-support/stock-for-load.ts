import { openDatabase } from '../db/database.ts';
import { applyMovements, denominationsOf, type Movement } from '../modules/stock/stock-ledger.ts';

/** What the runs that place orders by the thousand order: `twoItemOrder`'s euros and dollars. */
const LOAD_CURRENCIES = ['EUR', 'USD'];
const NOTES_EACH = 1_000_000;

/**
 * Gives Brighton a million of each euro and dollar note, through the ledger, for the runs that
 * place orders by the thousand (a crash, a graceful stop, the bench): its example stock pays
 * about £20,000 of each, a few seconds of such a run.
 */
export async function stockForLoad(databaseUrl: string, branchKey = 'brighton'): Promise<void> {
  const { db } = openDatabase(databaseUrl);
  try {
    await db.transaction().execute(async (trx) => {
      const movements: Movement[] = [];
      for (const currencyCode of LOAD_CURRENCIES) {
        for (const denominationMinor of await denominationsOf(trx, currencyCode)) {
          movements.push({
            branchKey,
            currencyCode,
            denominationMinor,
            kind: 'delivery',
            onHandDelta: NOTES_EACH,
            reservedDelta: 0,
            reason: 'Load test',
          });
        }
      }
      if (!(await applyMovements(trx, movements, new Date()))) {
        throw new Error(`the ledger refused the load test's stock at ${branchKey}`);
      }
    });
  } finally {
    await db.destroy();
  }
}
