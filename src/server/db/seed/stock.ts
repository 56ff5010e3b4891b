/**
 * The banknote series of the catalogue and EXAMPLE stock for the seeded branches, so that a fresh
 * install takes orders at once. Idempotent, and run at every start: a series is seeded only for a
 * currency that has none, and stock only for a branch and currency nobody has touched (no
 * settings and no counts), so counts staff set are never overwritten.
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { toMinorUnits } from '#shared/domain/pricing.ts';
import type { Database } from '../schema.ts';
import { SEED_BANKNOTES } from './banknotes.ts';
import { SEED_BRANCHES } from './bureau.ts';
import { SEED_CURRENCIES, type Tier } from './currencies.ts';

/**
 * EXAMPLE DATA: what each seeded branch holds of a currency, as a value in GBP at the seeded rate,
 * by the currency's tier. Brighton and London hold the full amount, the smaller branches half.
 * Replace it with real counts (`PUT /api/stock/:branchKey/:currency`) before going live.
 */
const EXAMPLE_VALUE_GBP: Record<Tier, number> = {
  major: 20_000,
  popular: 3_000,
  regional: 1_000,
  exotic: 500,
};
const EXAMPLE_BRANCH_SHARE: Record<string, number> = {
  brighton: 1,
  '172': 1,
  worthing: 0.5,
  chichester: 0.5,
};
/** The example low-stock alert: below a quarter of the example stock's value. */
const EXAMPLE_LOW_SHARE = 0.25;
/** The reason on the seed's delivery rows: how the going-live check tells the example stock. */
export const EXAMPLE_REASON = 'Example opening stock (seed data)';

/** Rows per insert: well under both dialects' limit on bound parameters. */
const CHUNK = 1000;

const TIERS = new Map(SEED_CURRENCIES.map(({ code, tier }) => [code, tier]));

/** `value` to two significant figures, rounded down: a threshold a person would set. */
function roughly(value: number): number {
  if (value <= 0) return 0;
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.floor(value / unit) * unit;
}

/** Notes worth about `valueMinor`, the same value in each denomination: a mix a till could hold. */
export function exampleNotes(valueMinor: number, series: readonly number[]) {
  const share = valueMinor / series.length;
  return series
    .map((denominationMinor) => ({
      denominationMinor,
      count: Math.floor(share / denominationMinor),
    }))
    .filter(({ count }) => count > 0);
}

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await insert(rows.slice(start, start + CHUNK));
  }
}

async function seedDenominations(trx: Transaction<Database>): Promise<void> {
  const codes = (await trx.selectFrom('currencies').select('code').execute()).map((r) => r.code);
  const withSeries = new Set(
    (await trx.selectFrom('denominations').select('currencyCode').distinct().execute()).map(
      (row) => row.currencyCode,
    ),
  );
  const rows = codes
    .filter((code) => !withSeries.has(code))
    .flatMap((code) =>
      (SEED_BANKNOTES[code] ?? []).map((value) => ({
        currencyCode: code,
        valueMinor: toMinorUnits(value),
      })),
    );
  await insertInChunks(rows, (chunk) =>
    trx
      .insertInto('denominations')
      .values(chunk)
      .onConflict((oc) => oc.columns(['currencyCode', 'valueMinor']).doNothing())
      .execute(),
  );
}

async function seedExampleStock(trx: Transaction<Database>, now: Date): Promise<void> {
  const branchKeys = (
    await trx
      .selectFrom('branches')
      .select('key')
      .where(
        'key',
        'in',
        SEED_BRANCHES.map((branch) => branch.key),
      )
      .execute()
  ).map((row) => row.key);
  if (branchKeys.length === 0) return;
  const touched = new Set(
    [
      ...(await trx.selectFrom('branchCurrencies').select(['branchKey', 'currencyCode']).execute()),
      ...(await trx
        .selectFrom('branchStock')
        .select(['branchKey', 'currencyCode'])
        .distinct()
        .execute()),
    ].map(({ branchKey, currencyCode }) => `${branchKey} ${currencyCode}`),
  );
  const series = new Map<string, number[]>();
  for (const { currencyCode, valueMinor } of await trx
    .selectFrom('denominations')
    .select(['currencyCode', 'valueMinor'])
    .orderBy('valueMinor')
    .execute()) {
    series.set(currencyCode, [...(series.get(currencyCode) ?? []), valueMinor]);
  }
  const currencies = await trx.selectFrom('currencies').select(['code', 'rate']).execute();

  const planned = branchKeys.flatMap((branchKey) =>
    currencies.flatMap(({ code, rate }) => {
      const notes = series.get(code);
      const tier = TIERS.get(code);
      if (!notes || !tier || touched.has(`${branchKey} ${code}`)) return [];
      const valueMinor =
        EXAMPLE_VALUE_GBP[tier] * (EXAMPLE_BRANCH_SHARE[branchKey] ?? 1) * rate * 100;
      const stock = exampleNotes(valueMinor, notes);
      const heldMinor = stock.reduce((sum, n) => sum + n.denominationMinor * n.count, 0);
      return [
        {
          branchKey,
          currencyCode: code,
          stock,
          lowBelowMinor: roughly(heldMinor * EXAMPLE_LOW_SHARE),
        },
      ];
    }),
  );
  // The settings row claims the pair: another server seeding at the same moment may win it, and
  // only the pairs this run inserted get their stock.
  const claimed = new Set<string>();
  await insertInChunks(planned, async (chunk) => {
    const inserted = await trx
      .insertInto('branchCurrencies')
      .values(
        chunk.map(({ branchKey, currencyCode, lowBelowMinor }) => ({
          branchKey,
          currencyCode,
          tracked: true,
          lowBelowMinor,
        })),
      )
      .onConflict((oc) => oc.columns(['branchKey', 'currencyCode']).doNothing())
      .returning(['branchKey', 'currencyCode'])
      .execute();
    for (const row of inserted) claimed.add(`${row.branchKey} ${row.currencyCode}`);
  });
  const notes = planned
    .filter(({ branchKey, currencyCode }) => claimed.has(`${branchKey} ${currencyCode}`))
    .flatMap(({ branchKey, currencyCode, stock }) =>
      stock.map(({ denominationMinor, count }) => ({
        branchKey,
        currencyCode,
        denominationMinor,
        count,
      })),
    );
  // The counts and the ledger rows that explain them, as every other change of stock.
  await insertInChunks(notes, (chunk) =>
    trx
      .insertInto('branchStock')
      .values(chunk.map(({ count, ...key }) => ({ ...key, onHand: count, reserved: 0 })))
      .execute(),
  );
  await insertInChunks(notes, (chunk) =>
    trx
      .insertInto('stockMovements')
      .values(
        chunk.map(({ count, ...key }) => ({
          id: randomUUID(),
          ...key,
          kind: 'delivery' as const,
          onHandDelta: count,
          reservedDelta: 0,
          reason: EXAMPLE_REASON,
          orderId: null,
          transferId: null,
          actor: null,
          createdAt: now,
        })),
      )
      .execute(),
  );
}

export async function seedStock(trx: Transaction<Database>, now: Date): Promise<void> {
  await seedDenominations(trx);
  await seedExampleStock(trx, now);
}
