/**
 * Fills an empty database with the catalogue and the bureau's details. Idempotent: it inserts
 * only what is missing and never overwrites what staff have since changed.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { systemClock } from '../../clock.ts';
import type { Database } from '../schema.ts';
import { SEED_BRANCHES, SEED_BUSINESS_PROFILE, SEED_UPSELL } from './bureau.ts';
import { MARGINS, SEED_CURRENCIES } from './currencies.ts';
import referenceRates from './reference-rates.json' with { type: 'json' };
import { seedStock } from './stock.ts';

export interface SeedResult {
  currencies: number;
  branches: number;
}

export async function seed(db: Kysely<Database>, now = systemClock.now()): Promise<SeedResult> {
  return db.transaction().execute(async (trx) => {
    const existingCodes = new Set(
      (await trx.selectFrom('currencies').select('code').execute()).map((row) => row.code),
    );
    const rates: Record<string, number | undefined> = referenceRates.rates;
    const currencies = SEED_CURRENCIES.flatMap(({ code, label, tier }, index) => {
      const rate = rates[code];
      if (existingCodes.has(code) || rate === undefined) return [];
      const { sell, buy } = MARGINS[tier];
      return [
        { code, label, rate, sellMargin: sell, buyMargin: buy, sortOrder: index, updatedAt: now },
      ];
    });
    // Another server seeding at the same moment may win a row; only rows this run inserted get
    // their first history entry.
    const inserted =
      currencies.length === 0
        ? []
        : await trx
            .insertInto('currencies')
            .values(currencies)
            .onConflict((oc) => oc.column('code').doNothing())
            .returning('code')
            .execute();
    const insertedCodes = new Set(inserted.map((row) => row.code));
    const newCurrencies = currencies.filter(({ code }) => insertedCodes.has(code));
    if (newCurrencies.length > 0) {
      await trx
        .insertInto('rateHistory')
        .values(
          newCurrencies.map(({ code, rate, sellMargin, buyMargin }) => ({
            id: randomUUID(),
            currencyCode: code,
            rate,
            sellMargin,
            buyMargin,
            recordedAt: now,
          })),
        )
        .execute();
    }

    const existingBranches = new Set(
      (await trx.selectFrom('branches').select('key').execute()).map((row) => row.key),
    );
    const branches = SEED_BRANCHES.flatMap((branch, index) =>
      existingBranches.has(branch.key)
        ? []
        : [{ ...branch, openingHours: JSON.stringify(branch.openingHours), sortOrder: index }],
    );
    if (branches.length > 0) {
      await trx
        .insertInto('branches')
        .values(branches)
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
    }

    await trx
      .insertInto('businessProfile')
      .values({ id: 1, ...SEED_BUSINESS_PROFILE })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('settings')
      .values({ key: 'upsell', value: JSON.stringify(SEED_UPSELL), updatedAt: now })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();

    await seedStock(trx, now);

    return { currencies: newCurrencies.length, branches: branches.length };
  });
}
