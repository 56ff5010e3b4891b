/**
 * Orders placed at the same moment share one transaction (group commit). What one of them runs
 * into because of another in that transaction is handled as if they had been placed apart.
 */
import * as crypto from 'node:crypto';
import { DefaultQueryExecutor, type CompiledQuery } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { basketItem, MANY_ORDERS_ENV, orderBody, placeOrder } from '#server/test-support/orders.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { testDatabaseKinds } from '#server/test-support/test-databases.ts';

// Order numbers are drawn with randomInt: a test can make two orders draw the same one.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>();
  return { ...actual, randomInt: vi.fn(actual.randomInt) };
});

/** What one customer may order online in 90 days: checked inside the shared transaction. */
const LIMIT_GBP = 1000;

describe.each(testDatabaseKinds)('orders placed together on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...MANY_ORDERS_ENV, ORDER_MAX_GBP_90_DAYS: String(LIMIT_GBP) });
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  let customers = 0;
  /** A customer of their own: an e-mail and a phone nobody else orders with. */
  const someone = (name: string) => ({
    email: `${name}@example.com`,
    confirmEmail: `${name}@example.com`,
    phone: `07700 900${String(++customers).padStart(3, '0')}`,
  });

  it('draws again for the second of two orders that drew the same number', async () => {
    const item = await basketItem(t.app, 'EUR', 'Order', '100');
    vi.mocked(crypto.randomInt)
      .mockImplementationOnce(() => 4242)
      .mockImplementationOnce(() => 4242);
    const responses = await Promise.all(
      ['first', 'second'].map((name) => placeOrder(t.app, orderBody([item], someone(name)))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201]);
    const numbers = responses.map((response) => response.json().Order_Id as string);
    expect(numbers).toContain('00004242');
    expect(new Set(numbers).size).toBe(2);
    const stored = await t.app.db
      .selectFrom('orders')
      .select('orderNumber')
      .where('email', 'in', ['first@example.com', 'second@example.com'])
      .execute();
    expect(stored.map((row) => row.orderNumber).toSorted()).toEqual(numbers.toSorted());
  });

  if (kind.name === 'postgres') {
    it("makes each order's reads with the call that stored the order before it: one round trip an order", async () => {
      const item = await basketItem(t.app, 'EUR', 'Order', '100');
      const calls: string[] = [];
      const execute = DefaultQueryExecutor.prototype.executeQuery;
      vi.spyOn(DefaultQueryExecutor.prototype, 'executeQuery').mockImplementation(function (
        this: DefaultQueryExecutor,
        query: CompiledQuery,
      ) {
        const called = /place_order_\w+/.exec(query.sql)?.[0];
        if (called) calls.push(called);
        return execute.call(this, query);
      });

      const names = ['one', 'two', 'three', 'four', 'five', 'six'];
      const responses = await Promise.all(
        names.map((name) => placeOrder(t.app, orderBody([item], someone(`ahead-${name}`)))),
      );

      expect(responses.map((response) => response.statusCode)).toEqual(names.map(() => 201));
      const count = (name: string) => calls.filter((call) => call === name).length;
      // Each order stored once; a group's first order reads alone, the others were read ahead.
      const groups = count('place_order_reads');
      expect(count('place_order_write') + count('place_order_write_then_read')).toBe(names.length);
      expect(count('place_order_write')).toBe(groups);
      expect(groups).toBeLessThan(names.length);
      expect(calls).toHaveLength(names.length + groups);
    });
  }

  it('refuses one order of a group alone, and stores the others with their e-mails', async () => {
    const item = await basketItem(t.app, 'EUR', 'Order', '100');
    const outbox = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('outbox')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const mailsBefore = await outbox();
    // Over the customer's 90-day limit on its own: refused once in the shared transaction.
    const over = await basketItem(t.app, 'EUR', 'Order', String(LIMIT_GBP + 100));
    const bodies = [
      orderBody([item], someone('before')),
      orderBody([over], someone('refused')),
      orderBody([item], someone('after')),
    ];
    const responses = await Promise.all(bodies.map((body) => placeOrder(t.app, body)));
    expect(responses.map((response) => response.statusCode)).toEqual([201, 422, 201]);
    const stored = await t.app.db
      .selectFrom('orders')
      .select('email')
      .where('email', 'in', ['before@example.com', 'refused@example.com', 'after@example.com'])
      .execute();
    expect(stored.map((row) => row.email).toSorted()).toEqual([
      'after@example.com',
      'before@example.com',
    ]);
    expect(await outbox()).toBe(mailsBefore + 2);
  });
});
