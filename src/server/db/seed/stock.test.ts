/**
 * The seeded series and example stock: every catalogue currency has a series, every seeded branch
 * can pay typical orders at once, and a second start changes nothing, least of all staff counts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { planNotes } from '#shared/domain/note-plan.ts';
import { applyMovements, availableNotes } from '../../modules/stock/stock-ledger.ts';
import { openedDatabase } from '../../test-support/opened-database.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import type { Db } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { SEED_BANKNOTES } from './banknotes.ts';
import { SEED_BRANCHES } from './bureau.ts';
import { SEED_CURRENCIES } from './currencies.ts';
import { seed } from './seed.ts';
import { exampleNotes } from './stock.ts';

describe('the example notes of a value', () => {
  it('holds about the same value in each note, none where a note is worth more than its share', () => {
    // €600 over five notes: €120 in each.
    expect(exampleNotes(600_00, [5_00, 10_00, 20_00, 50_00, 200_00])).toEqual([
      { denominationMinor: 5_00, count: 24 },
      { denominationMinor: 10_00, count: 12 },
      { denominationMinor: 20_00, count: 6 },
      { denominationMinor: 50_00, count: 2 },
    ]);
  });
});

describe.each(testDatabaseKinds)('the seeded notes and example stock on $name', (kind) => {
  const database = openedDatabase(kind);
  const db = () => database().db;

  beforeAll(async () => {
    await migrateToLatest(db(), database().dialect);
    await seed(db());
  });

  /** Everything the seed writes for stock, as plain rows in a stable order. */
  const snapshot = async (trx: Db = db()) => ({
    denominations: await trx
      .selectFrom('denominations')
      .selectAll()
      .orderBy('currencyCode')
      .orderBy('valueMinor')
      .execute(),
    settings: await trx
      .selectFrom('branchCurrencies')
      .selectAll()
      .orderBy('branchKey')
      .orderBy('currencyCode')
      .execute(),
    stock: await trx
      .selectFrom('branchStock')
      .selectAll()
      .orderBy('branchKey')
      .orderBy('currencyCode')
      .orderBy('denominationMinor')
      .execute(),
    movements: await trx
      .selectFrom('stockMovements')
      .select(['id', 'onHandDelta'])
      .orderBy('id')
      .execute(),
  });

  it('gives every currency of the catalogue its current series', async () => {
    const { denominations } = await snapshot();
    const series = (code: string) =>
      denominations.filter((d) => d.currencyCode === code).map((d) => d.valueMinor / 100);
    expect(SEED_CURRENCIES.filter(({ code }) => !SEED_BANKNOTES[code])).toEqual([]);
    for (const { code } of SEED_CURRENCIES) expect(series(code)).toEqual(SEED_BANKNOTES[code]);
    expect(series('EUR')).toEqual([5, 10, 20, 50, 100, 200]);
    expect(series('USD')).toEqual([1, 2, 5, 10, 20, 50, 100]);
    expect(series('TRY')).toEqual([5, 10, 20, 50, 100, 200]);
    expect(series('THB')).toEqual([20, 50, 100, 500, 1000]);
    expect(series('AED')).toEqual([5, 10, 20, 50, 100, 200, 500, 1000]);
    expect(series('KWD')).toEqual([0.25, 0.5, 1, 5, 10, 20]);
  });

  it('gives every seeded branch example stock of every currency, each note explained by the ledger', async () => {
    const { stock, settings, movements } = await snapshot();
    for (const { key } of SEED_BRANCHES) {
      for (const { code } of SEED_CURRENCIES) {
        const held = stock.filter((row) => row.branchKey === key && row.currencyCode === code);
        expect({ key, code, held: held.length > 0 }).toEqual({ key, code, held: true });
      }
    }
    expect(stock.every((row) => row.reserved === 0 && row.onHand > 0)).toBe(true);
    expect(movements).toHaveLength(stock.length);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(sum(movements.map((m) => m.onHandDelta))).toBe(sum(stock.map((row) => row.onHand)));
    // Example thresholds: tracked, low below a quarter of what the branch was given.
    expect(settings).toHaveLength(SEED_BRANCHES.length * SEED_CURRENCIES.length);
    expect(settings.every((s) => Boolean(s.tracked) && s.lowBelowMinor! > 0)).toBe(true);
  });

  it("pays typical orders at once from Brighton's example stock", async () => {
    const rates = new Map(
      (await db().selectFrom('currencies').select(['code', 'rate']).execute()).map((c) => [
        c.code,
        c.rate,
      ]),
    );
    // The largest basket taken online (£5,000) in euros or dollars; a holiday's cash in the rest.
    const typical = { major: 5000, popular: 1000, regional: 500, exotic: 250 };
    const orders = [
      ['EUR', 1500],
      ...SEED_CURRENCIES.map(({ code, tier }) => [code, typical[tier]] as const),
    ] as const;
    for (const [code, gbp] of orders) {
      const amountMinor = Math.floor(gbp * rates.get(code)! * 100);
      const plan = planNotes(amountMinor, await availableNotes(db(), 'brighton', code));
      expect({ code, gbp, payable: plan !== null }).toEqual({ code, gbp, payable: true });
    }
  });

  it('changes nothing at the next start, and never touches counts staff set', async () => {
    // Staff count Brighton's €50s and stop counting Worthing's yen.
    await db()
      .transaction()
      .execute(async (trx) => {
        const applied = await applyMovements(
          trx,
          [
            {
              branchKey: 'brighton',
              currencyCode: 'EUR',
              denominationMinor: 5000,
              kind: 'count',
              onHandDelta: -7,
              reservedDelta: 0,
              actor: 'staff@bureau.test',
            },
          ],
          new Date(),
        );
        expect(applied).toBe(true);
        await trx
          .updateTable('branchCurrencies')
          .set({ tracked: false })
          .where('branchKey', '=', 'worthing')
          .where('currencyCode', '=', 'JPY')
          .execute();
      });
    const before = await snapshot();
    await seed(db());
    expect(await snapshot()).toEqual(before);
  });

  it('seeds a branch and currency nobody has touched, once', async () => {
    // A currency staff removed and the seed brings back: its series and stock come back with it.
    await db().deleteFrom('currencies').where('code', '=', 'AWG').execute();
    await seed(db());
    const { stock, denominations } = await snapshot();
    expect(denominations.filter((d) => d.currencyCode === 'AWG')).toHaveLength(5);
    const awg = stock.filter((row) => row.currencyCode === 'AWG');
    expect(new Set(awg.map((row) => row.branchKey))).toEqual(
      new Set(SEED_BRANCHES.map((b) => b.key)),
    );
    const again = await snapshot();
    await seed(db());
    expect(await snapshot()).toEqual(again);
  });
});
