import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { seed } from '../../db/seed/seed.ts';
import { openedDatabase } from '../../test-support/opened-database.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import {
  applyMovements,
  availableNotes,
  denominationsOf,
  isTracked,
  type Movement,
} from './stock-ledger.ts';

const NOW = new Date('2026-11-24T10:00:00.000Z');
// Worthing's THB, emptied before each test that needs a known count.
const KEY = { branchKey: 'worthing', currencyCode: 'THB' };
const note = (denominationMinor: number, onHandDelta: number, reservedDelta = 0): Movement => ({
  ...KEY,
  denominationMinor,
  kind: reservedDelta && !onHandDelta ? 'reservation' : 'delivery',
  onHandDelta,
  reservedDelta,
});

describe.each(testDatabaseKinds)('the stock ledger on $name', (kind) => {
  const database = openedDatabase(kind);
  const db = () => database().db;

  beforeAll(async () => {
    await migrateToLatest(db(), database().dialect);
    await seed(db(), NOW);
  });

  async function emptyThb() {
    await db()
      .deleteFrom('branchStock')
      .where('branchKey', '=', 'worthing')
      .where('currencyCode', '=', 'THB')
      .execute();
    await db()
      .deleteFrom('stockMovements')
      .where('branchKey', '=', 'worthing')
      .where('currencyCode', '=', 'THB')
      .execute();
  }

  const applied = (movements: Movement[]) =>
    db()
      .transaction()
      .execute(async (trx) => {
        if (!(await applyMovements(trx, movements, NOW))) throw new Error('refused');
      })
      .then(
        () => true,
        () => false,
      );

  const counts = async () =>
    (
      await db()
        .selectFrom('branchStock')
        .select(['denominationMinor', 'onHand', 'reserved'])
        .where('branchKey', '=', KEY.branchKey)
        .where('currencyCode', '=', KEY.currencyCode)
        .orderBy('denominationMinor')
        .execute()
    ).map((row) => ({ ...row }));

  const ledger = async () =>
    (
      await db()
        .selectFrom('stockMovements')
        .select(['denominationMinor', 'kind', 'onHandDelta', 'reservedDelta', 'orderId', 'actor'])
        .where('branchKey', '=', KEY.branchKey)
        .where('currencyCode', '=', KEY.currencyCode)
        .orderBy('createdAt')
        .orderBy('denominationMinor')
        .execute()
    ).map((row) => ({ ...row }));

  it('knows each series, smallest first, and that a currency is tracked until a branch says not', async () => {
    expect(await denominationsOf(db(), 'EUR')).toEqual([500, 1000, 2000, 5000, 10000, 20000]);
    expect(await denominationsOf(db(), 'KWD')).toEqual([25, 50, 100, 500, 1000, 2000]);
    expect(await denominationsOf(db(), 'XTS')).toEqual([]);
    expect(await isTracked(db(), 'brighton', 'EUR')).toBe(true);
    await db()
      .insertInto('branchCurrencies')
      .values({ branchKey: 'chichester', currencyCode: 'XPF', tracked: false, lowBelowMinor: null })
      .onConflict((oc) => oc.columns(['branchKey', 'currencyCode']).doUpdateSet({ tracked: false }))
      .execute();
    expect(await isTracked(db(), 'chichester', 'XPF')).toBe(false);
  });

  it('creates a missing row at 0, adds to it, and writes one ledger row per movement', async () => {
    await emptyThb();
    expect(await availableNotes(db(), 'worthing', 'THB')).toEqual(
      [2000, 5000, 10000, 50000, 100000].map((d) => ({ denominationMinor: d, available: 0 })),
    );
    expect(
      await applied([note(100000, 3), { ...note(2000, 10), orderId: null, actor: 'a@b.test' }]),
    ).toBe(true);
    expect(await applied([{ ...note(100000, 0, 2), orderId: 'order-1' }])).toBe(true);
    expect(await counts()).toEqual([
      { denominationMinor: 2000, onHand: 10, reserved: 0 },
      { denominationMinor: 100000, onHand: 3, reserved: 2 },
    ]);
    expect(await ledger()).toEqual([
      {
        denominationMinor: 2000,
        kind: 'delivery',
        onHandDelta: 10,
        reservedDelta: 0,
        orderId: null,
        actor: 'a@b.test',
      },
      {
        denominationMinor: 100000,
        kind: 'delivery',
        onHandDelta: 3,
        reservedDelta: 0,
        orderId: null,
        actor: null,
      },
      {
        denominationMinor: 100000,
        kind: 'reservation',
        onHandDelta: 0,
        reservedDelta: 2,
        orderId: 'order-1',
        actor: null,
      },
    ]);
    expect(await availableNotes(db(), 'worthing', 'THB')).toEqual([
      { denominationMinor: 2000, available: 10 },
      { denominationMinor: 5000, available: 0 },
      { denominationMinor: 10000, available: 0 },
      { denominationMinor: 50000, available: 0 },
      { denominationMinor: 100000, available: 1 },
    ]);
  });

  it('never takes a count below 0 nor reserves more than is on hand, and the caller rolls back', async () => {
    // 10 × 20 on hand; 3 × 1000 on hand of which 2 reserved (from the test above).
    for (const refused of [
      [note(2000, -11)],
      [note(100000, 0, 2)],
      [note(100000, -2)], // would leave 1 on hand under 2 reserved
      [note(100000, 0, -3)],
      [note(5000, -1)], // no row, nothing to take
      [note(5000, 0, 1)],
      [note(2000, -1), note(100000, 0, 5)], // the second refuses: the first is rolled back
      [note(1234, 1)], // not a note of the series
    ]) {
      expect({ refused, applied: await applied(refused) }).toEqual({ refused, applied: false });
    }
    expect(await counts()).toEqual([
      { denominationMinor: 2000, onHand: 10, reserved: 0 },
      { denominationMinor: 100000, onHand: 3, reserved: 2 },
    ]);
    expect(await ledger()).toHaveLength(3);
    // A payout takes held notes out of stock and out of reserve at once.
    expect(await applied([{ ...note(100000, -2, -2), kind: 'payout' }])).toBe(true);
    expect(await counts()).toContainEqual({ denominationMinor: 100000, onHand: 1, reserved: 0 });
  });

  it('adds up the movements of one note, and writes a ledger row for each', async () => {
    await emptyThb();
    expect(await applied([note(2000, 10)])).toBe(true);
    // Each within what is on hand, not both: refused whole.
    expect(await applied([note(2000, 0, 6), note(2000, 0, 6)])).toBe(false);
    expect(await applied([note(2000, 0, 4), note(2000, 0, 5)])).toBe(true);
    expect(await counts()).toEqual([{ denominationMinor: 2000, onHand: 10, reserved: 9 }]);
    expect((await ledger()).map((row) => row.reservedDelta).toSorted()).toEqual([0, 4, 5]);
  });

  it('writes nothing for a movement of nothing', async () => {
    const before = await ledger();
    expect(await applied([note(2000, 0, 0)])).toBe(true);
    expect(await ledger()).toEqual(before);
  });

  it('gives the last notes to exactly one of many reservations at once', async () => {
    await emptyThb();
    expect(await applied([note(50000, 3)])).toBe(true);
    // Ten orders at once each want 2 of the 3 notes; each holds its transaction open a moment
    // after reserving, so the others wait on the row and then re-check the condition.
    const reserve = (orderId: string) =>
      db()
        .transaction()
        .execute(async (trx: Db) => {
          const ok = await applyMovements(
            trx,
            [{ ...note(50000, 0, 2), kind: 'reservation', orderId }],
            NOW,
          );
          if (!ok) throw new Error('refused');
          await sleep(30);
        })
        .then(
          () => orderId,
          () => null,
        );
    const results = await Promise.all(Array.from({ length: 10 }, (_, n) => reserve(`order-${n}`)));
    const winners = results.filter((id) => id !== null);
    expect(winners).toHaveLength(1);
    expect(await counts()).toEqual([{ denominationMinor: 50000, onHand: 3, reserved: 2 }]);
    const reservations = (await ledger()).filter((row) => row.kind === 'reservation');
    expect(reservations).toEqual([
      {
        denominationMinor: 50000,
        kind: 'reservation',
        onHandDelta: 0,
        reservedDelta: 2,
        orderId: winners[0],
        actor: null,
      },
    ]);
  });
});
