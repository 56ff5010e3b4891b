/**
 * A day with open orders cannot be closed until they move; staff move an order to another day at
 * its branch (their own branches only), audited, the customer e-mailed the new day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCollectionDay } from '#shared/domain/collection-note.ts';
import type { OrderView } from '#shared/schemas/order.ts';
import { ADMIN_ENV, makeStaff, signInAsAdmin } from '#server/test-support/accounts.ts';
import { basketItem, MANY_ORDERS_ENV, orderBody, placeOrder } from '#server/test-support/orders.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { testDatabaseKinds } from '#server/test-support/test-databases.ts';

describe.each(testDatabaseKinds)('moving an order to another day on $name', (kind) => {
  let t: TestApp;
  let admin: string;
  let brighton: string;
  let worthing: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...ADMIN_ENV, ...MANY_ORDERS_ENV });
    admin = await signInAsAdmin(t.app);
    brighton = await makeStaff(t.app, 'cashier@brighton.test', ['brighton']);
    worthing = await makeStaff(t.app, 'cashier@worthing.test', ['worthing']);
  });
  afterAll(() => t.close());

  const readyDays = async () =>
    (await t.app.branches.collectionDays('brighton')).filter((day) => day.readyFrom !== null);
  const placeFor = async (collectionDate: string) => {
    const item = await basketItem(t.app, 'EUR', 'Order', '100');
    const response = await placeOrder(t.app, orderBody([item], { collectionDate }));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<OrderView>();
  };
  const close = (date: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/branches/brighton/closures',
      headers: { cookie: admin },
      payload: { date, reason: 'Refit' },
    });
  const move = (id: string, collectionDate: string, cookie = brighton) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/orders/${id}/collection-day`,
      headers: { cookie },
      payload: { collectionDate },
    });
  const audit = (id: string) =>
    t.app.db
      .selectFrom('auditLog')
      .select(['actor', 'before', 'after'])
      .where('action', '=', 'order.collection-day')
      .where('entityId', '=', id)
      .execute();

  it('refuses to close a day with open orders, naming them, until staff move them', async () => {
    const [, , day, later] = await readyDays();
    const order = await placeFor(day!.date);
    const other = await placeFor(day!.date);
    const numbers = [order.Order_Id, other.Order_Id].sort().join(', ');

    const refused = await close(day!.date);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `Brighton has open orders for ${formatCollectionDay(day!.date)}: ${numbers}. Move them to another day first, then close the day`,
    );
    expect((await t.app.branches.closures('brighton')).map((c) => c.date)).not.toContain(day!.date);

    // Another branch's cashier cannot see the order, let alone move it.
    expect((await move(order._id, later!.date, worthing)).statusCode).toBe(404);
    // A day the branch does not open on is refused as a customer's would be.
    const sunday = (await t.app.branches.collectionDays('brighton')).find((d) => !d.open)!;
    const closed = await move(order._id, sunday.date);
    expect(closed.statusCode).toBe(400);
    expect(closed.json().error.issues).toEqual([
      { path: 'collectionDate', message: expect.stringMatching(/^Brighton is closed on /) },
    ]);

    for (const [id, cookie] of [
      [order._id, brighton],
      [other._id, admin],
    ] as const) {
      const moved = await move(id, later!.date, cookie);
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json<OrderView>()).toMatchObject({ collectionDate: later!.date });
    }
    expect(await audit(order._id)).toEqual([
      {
        actor: 'cashier@brighton.test',
        before: JSON.stringify({ collectionDate: day!.date }),
        after: JSON.stringify({ collectionDate: later!.date }),
      },
    ]);
    const stored = await t.app.db
      .selectFrom('orders')
      .select(['collectionDate', 'holdUntil', 'reminderSentAt'])
      .where('id', '=', order._id)
      .executeTakeFirstOrThrow();
    expect(stored.collectionDate).toBe(later!.date);
    expect(stored.holdUntil!.getTime()).toBeGreaterThan(Date.parse(`${later!.date}T00:00:00Z`));
    const mail = await t.app.db
      .selectFrom('outbox')
      .select(['subject', 'textBody'])
      .where('toAddress', '=', order.Email)
      .where('subject', 'like', `%${order.Order_Id} is now for%`)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(
      `Your order ${order.Order_Id} is now for ${formatCollectionDay(later!.date)}`,
    );
    expect(mail.textBody).toMatch(new RegExp(`/order/${order.Order_Id}\\?t=`));

    // Moved to the day it is already for: nothing changes, nothing is sent.
    expect((await move(order._id, later!.date)).statusCode).toBe(200);
    expect(await audit(order._id)).toHaveLength(1);

    expect((await close(day!.date)).statusCode).toBe(201);
  });

  it('refuses to move an order that has ended', async () => {
    const [, day, later] = await readyDays();
    const order = await placeFor(day!.date);
    await t.app.orders.transition(null, order._id, 'cancel', 'http://localhost');
    const refused = await move(order._id, later!.date);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This order is Cancelled: its day cannot change');
    expect(await audit(order._id)).toEqual([]);
  });
});
