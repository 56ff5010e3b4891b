/**
 * Orders read the reference data (branches, their calendars, the business profile, the
 * currencies) from memory: another server's change shows within a second, this server's at once,
 * and a day closed a moment before on another server is refused in the order's transaction.
 */
import { DefaultQueryExecutor, type CompiledQuery } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OrderViewSchema } from '#shared/schemas/order.ts';
import type { App } from '#server/app.ts';
import { expectBrightonClosed } from '#server/test-support/closed-day.ts';
import { basketItem, MANY_ORDERS_ENV, orderBody, placeOrder } from '#server/test-support/orders.ts';
import { startTestApp } from '#server/test-support/test-app.ts';
import { testDatabaseKinds, type TestDatabase } from '#server/test-support/test-databases.ts';

/** The tables whose rows every server keeps in memory, and their change count. */
const REFERENCE =
  /\b(branches|branch_closures|bank_holiday_openings|business_profile|currencies|reference_changes)\b/;
/**
 * The closure check in the order's transaction: the one reference read an order makes, on
 * PostgreSQL inside the call that reads the customer's orders and the branch's notes.
 */
const CLOSURE_CHECK = /from branch_closures where branch_key = \? and date = \?$/;
const ORDER_READS = /place_order_reads\(/;

/** Moves this process's clock past the second for which a server trusts what it holds. */
const aSecondLater = () => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1001 });

describe.each(testDatabaseKinds)('reference data in memory on $name', (kind) => {
  let database: TestDatabase;
  // Two servers on one database, each with its own connections and its own memory.
  let here: App;
  let there: App;
  beforeAll(async () => {
    database = await kind.createMigrated();
    here = await startTestApp(database.url, MANY_ORDERS_ENV);
    there = await startTestApp(database.url, MANY_ORDERS_ENV);
  });
  afterAll(async () => {
    await here.close();
    await there.close();
    await database.drop();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const readyDays = async (app: App) =>
    (await app.branches.collectionDays('brighton')).filter((day) => day.readyFrom !== null);

  it('refuses an order for a day another server closed a moment before', async () => {
    const day = (await readyDays(here)).at(-1)!.date;
    await there.branches.addClosure('admin@example.com', 'brighton', {
      date: day,
      reason: 'Flood',
    });
    // Within the second, this server still shows the day open: its transaction finds the closure.
    expect((await readyDays(here)).map((d) => d.date)).toContain(day);
    const item = await basketItem(here, 'EUR', 'Order', '100');

    const response = await placeOrder(here, orderBody([item], { collectionDate: day }));
    expectBrightonClosed(response);
    expect(
      await here.db.selectFrom('orders').select('id').where('collectionDate', '=', day).execute(),
    ).toEqual([]);

    aSecondLater();
    expect((await readyDays(here)).map((d) => d.date)).not.toContain(day);
  });

  it("shows another server's change within a second, and this server's at once", async () => {
    const { moneyTransferUrl: _url, ...before } = await here.business.profile();
    await there.business.update('admin@example.com', { ...before, tradingName: 'Sussex Currency' });
    expect((await there.business.profile()).tradingName).toBe('Sussex Currency');
    expect((await here.business.profile()).tradingName).toBe(before.tradingName);
    // What the other server holds now: read before the change.
    const brighton = await there.branches.get('brighton');
    const { key: _key, ...edited } = brighton;
    await here.branches.update('admin@example.com', 'brighton', {
      ...edited,
      phone: '01632 960999',
    });
    expect((await here.branches.get('brighton')).phone).toBe('01632 960999');
    expect((await there.branches.get('brighton')).phone).toBe(brighton.phone);

    aSecondLater();
    expect((await here.business.profile()).tradingName).toBe('Sussex Currency');
    expect((await there.branches.get('brighton')).phone).toBe('01632 960999');
  });

  it('reads no reference data to place an order but the closure check, and keys orders by time', async () => {
    const items = [
      await basketItem(here, 'EUR', 'Order', '100'),
      await basketItem(here, 'USD', 'Order', '50'),
    ];
    // Held still: within one second, nothing is read again.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    expect((await placeOrder(here, orderBody(items))).statusCode).toBe(201);
    const statements: string[] = [];
    const execute = DefaultQueryExecutor.prototype.executeQuery;
    vi.spyOn(DefaultQueryExecutor.prototype, 'executeQuery').mockImplementation(function (
      this: DefaultQueryExecutor,
      query: CompiledQuery,
    ) {
      statements.push(query.sql);
      return execute.call(this, query);
    });

    const ids: string[] = [];
    for (let n = 0; n < 5; n++) {
      const response = await placeOrder(here, orderBody(items));
      expect(response.statusCode).toBe(201);
      ids.push(OrderViewSchema.parse(response.json())._id);
    }

    const reference = statements.filter((sql) => REFERENCE.test(sql));
    if (kind.name === 'sqlite') {
      expect(reference).toHaveLength(5);
      for (const sql of reference) expect(sql).toMatch(CLOSURE_CHECK);
    } else {
      expect(reference).toEqual([]);
      expect(statements.filter((sql) => ORDER_READS.test(sql))).toHaveLength(5);
    }
    // UUIDv7: the time first, then version 7 and the RFC 9562 variant; in the order placed.
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect([...ids].sort()).toEqual(ids);
    const rows = await here.db
      .selectFrom('orderItems')
      .select('id')
      .where('orderId', 'in', ids)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.id.charAt(14))).toEqual(Array(10).fill('7'));
  });
});
