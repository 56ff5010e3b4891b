/**
 * The order counters arrive with orders already placed: they start from those orders, follow
 * every insert, move and delete after, survive a rebuild of the orders table, and go with the
 * migration undone. The change count and the search index that follow (2026-11-28-013) come to a
 * database the released counters migration made, orders and all, and go again.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '#shared/domain/order-state.ts';
import { listOrders, listVersion } from '../../modules/orders/staff/order-list.repository.ts';
import { openedDatabase } from '../../test-support/opened-database.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import type { Db } from '../database.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';
import { replaceCheck } from './sqlite-rebuild.ts';

const BEFORE = '2026-11-26-011-rate-alerts-and-boards';
const ORDER_LISTS = '2026-11-27-012-order-lists';
const CHANGES_AND_SEARCH = '2026-11-28-013-list-changes-and-search';
const STATUS_CHECK =
  "status in ('Pending', 'Accepted', 'Completed', 'Deleted', 'Cancelled', 'Expired')";

/** A new order's compliance columns as these migrations knew them (later ones add more). */
const UNCHECKED_THEN = {
  idCheckType: null,
  idCheckLast4: null,
  idCheckedBy: null,
  idCheckedAt: null,
  linkedGbpMinor: null,
  review: null,
  flags: '[]',
  deleteReason: null,
  anonymisedAt: null,
} as const;

async function addBranches(db: Db) {
  for (const key of ['hove', 'lewes']) {
    await sql`insert into branches (key, name, address, phone, latitude, longitude, opening_hours, sort_order)
              values (${key}, ${key}, '1 Example Street', '01632 960001', 50.8, -0.2, '{}', 1)
              on conflict (key) do nothing`.execute(db);
  }
}

async function placeOrder(db: Db, branchKey: string, status: OrderStatus): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  await db
    .insertInto('orders')
    .values({
      id,
      orderNumber: id.slice(0, 8),
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '01632 960123',
      emailKey: 'ada@example.com',
      phoneDigits: '01632960123',
      branchKey,
      way: 'Order',
      status,
      totalGbpMinor: 10_000,
      collectionDate: '2026-12-01',
      holdUntil: now,
      reminderSentAt: null,
      holdReminderSentAt: null,
      notePreference: 'mixed',
      highValueNotes: false,
      onRequest: false,
      ...UNCHECKED_THEN,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return id;
}

/** Each (status, branch) the counters hold, summed over their shards; zeros left out. */
async function counted(db: Db) {
  const rows = await db
    .selectFrom('orderCounts')
    .select(['status', 'branchKey', (eb) => eb.fn.sum<number | string>('n').as('n')])
    .groupBy(['status', 'branchKey'])
    .execute();
  return Object.fromEntries(
    rows
      .filter((row) => Number(row.n) !== 0)
      .map((row) => [`${row.status} ${row.branchKey}`, Number(row.n)]),
  );
}

describe.each(testDatabaseKinds)('the order lists migration on $name', (kind) => {
  const database = openedDatabase(kind);

  it('counts the orders there are, then every change, through a table rebuild and back', async () => {
    const { db, dialect } = database();
    await migrateTo(db, dialect, BEFORE);
    await addBranches(db);
    await placeOrder(db, 'hove', 'Pending');
    await placeOrder(db, 'hove', 'Pending');
    await placeOrder(db, 'lewes', 'Completed');

    expect(await migrateToLatest(db, dialect)).toContain(ORDER_LISTS);
    expect(await counted(db)).toEqual({ 'Pending hove': 2, 'Completed lewes': 1 });

    const moved = await placeOrder(db, 'lewes', 'Pending');
    await db.updateTable('orders').set({ status: 'Accepted' }).where('id', '=', moved).execute();
    // A change to anything else leaves the counts as they are.
    await db.updateTable('orders').set({ firstName: 'Grace' }).execute();
    expect(await counted(db)).toEqual({
      'Pending hove': 2,
      'Completed lewes': 1,
      'Accepted lewes': 1,
    });

    // SQLite rebuilds a table to change a check; the counters' triggers come back with it.
    await replaceCheck(db, 'orders', 'orders_status_check', STATUS_CHECK, STATUS_CHECK);
    await db.updateTable('orders').set({ branchKey: 'hove' }).where('id', '=', moved).execute();
    await db.deleteFrom('orders').where('status', '=', 'Completed').execute();
    expect(await counted(db)).toEqual({ 'Pending hove': 2, 'Accepted hove': 1 });

    await migrateTo(db, dialect, BEFORE);
    await expect(db.selectFrom('orderCounts').selectAll().execute()).rejects.toThrow();
    await db.deleteFrom('orders').execute();
    expect(await migrateTo(db, dialect, CHANGES_AND_SEARCH)).toEqual([
      ORDER_LISTS,
      CHANGES_AND_SEARCH,
    ]);
  });

  it('adds the change count and the search index to a database with orders, then takes them away', async () => {
    const { db, dialect } = database();
    await migrateTo(db, dialect, ORDER_LISTS);
    await addBranches(db);
    await db.deleteFrom('orders').execute();
    await placeOrder(db, 'hove', 'Pending');
    await placeOrder(db, 'lewes', 'Pending');

    expect(await migrateTo(db, dialect, CHANGES_AND_SEARCH)).toEqual([CHANGES_AND_SEARCH]);
    // The orders placed before are in the search index (SQLite searches only what it holds).
    const search = { q: 'LOVELACE', limit: 10, offset: 0 };
    expect((await listOrders(db, dialect, search)).orders).toHaveLength(2);
    if (dialect === 'postgres') {
      // This test's schema only: others running at once have their own index of that name.
      const { rows } = await sql`
        select 1 from pg_indexes
        where schemaname = current_schema() and indexname = 'orders_search_idx'`.execute(db);
      expect(rows).toHaveLength(1);
    }
    const version = await listVersion(db);
    await db
      .updateTable('orders')
      .set({ firstName: 'Grace' })
      .where('branchKey', '=', 'hove')
      .execute();
    expect(await listVersion(db)).toBeGreaterThan(version);
    // Both orders go in one statement; the counts follow it.
    await db.deleteFrom('orders').execute();
    await placeOrder(db, 'hove', 'Pending');
    expect(await counted(db)).toEqual({ 'Pending hove': 1 });

    await migrateTo(db, dialect, ORDER_LISTS);
    await expect(listVersion(db)).rejects.toThrow();
    // The released migration's counting is back in place.
    await placeOrder(db, 'hove', 'Pending');
    await db
      .updateTable('orders')
      .set({ status: 'Accepted' })
      .where('firstName', '=', 'Ada')
      .execute();
    expect(await counted(db)).toEqual({ 'Accepted hove': 2 });
  });
});
