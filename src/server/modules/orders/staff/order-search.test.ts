import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, ukDate } from '#shared/domain/uk-time.ts';
import type { CreateOrderBody, OrderView } from '#shared/schemas/order.ts';
import { ADMIN_ENV, makeStaff, signInAsAdmin } from '#server/test-support/accounts.ts';
import { setNotes } from '#server/test-support/branch-stock.ts';
import { basketItem, MANY_ORDERS_ENV, orderBody, placeOrder } from '#server/test-support/orders.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { testDatabaseKinds } from '#server/test-support/test-databases.ts';

describe.each(testDatabaseKinds)('finding orders on $name', (kind) => {
  let t: TestApp;
  let admin: string;
  let worthingCashier: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...ADMIN_ENV, ...MANY_ORDERS_ENV });
    admin = await signInAsAdmin(t.app);
    worthingCashier = await makeStaff(t.app, 'cashier@worthing.test', ['worthing']);
    await setNotes(t.app, 'worthing', 'EUR', { 5000: 40, 2000: 40, 1000: 40, 500: 40 });
  });
  afterAll(() => t.close());

  const get = (url: string, cookie = admin) => t.app.inject({ url, headers: { cookie } });
  const found = async (url: string, cookie = admin) => {
    const response = await get(url, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const orders = response.json<OrderView[]>();
    expect(response.headers['x-total-count']).toBe(String(orders.length));
    return orders.map((order) => order._id);
  };
  const place = async (overrides: Partial<CreateOrderBody> = {}) => {
    const response = await placeOrder(
      t.app,
      orderBody([await basketItem(t.app, 'EUR', 'Order', '100')], overrides),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json<OrderView>();
  };

  it('finds an order of any status by number, e-mail, phone or name', async () => {
    const customer = {
      firstName: 'Katherine',
      lastName: 'Johnson',
      email: 'katherine@langley.example',
      confirmEmail: 'katherine@langley.example',
      phone: '+44 7700 900461',
    };
    const pending = await place(customer);
    const completed = await place(customer);
    for (const move of ['/api/pendingToAceept/', '/api/acceptedToCompleted/']) {
      const response = await t.app.inject({
        method: move.includes('Completed') ? 'PUT' : 'GET',
        url: move + completed._id,
        headers: { cookie: admin },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    await place(); // someone else

    // Newest first, whatever the status.
    for (const q of ['katherine JOHNSON', 'LANGLEY.example', '7700 900461', 'Johnson']) {
      expect(await found(`/api/orders?q=${encodeURIComponent(q)}`)).toEqual([
        completed._id,
        pending._id,
      ]);
    }
    expect(await found(`/api/orders?q=${pending.Order_Id}`)).toEqual([pending._id]);
    expect(await found(`/api/orders?q=${completed.Order_Id}&status=Completed`)).toEqual([
      completed._id,
    ]);
    expect(await found(`/api/orders?q=${pending.Order_Id}&status=Completed`)).toEqual([]);
  });

  it("gives Staff only their branches' matches", async () => {
    const shared = { lastName: 'Vaughan' };
    const brighton = await place({ ...shared, addressKey: 'brighton' });
    const worthing = await place({ ...shared, addressKey: 'worthing' });
    expect(await found('/api/orders?q=Vaughan')).toEqual([worthing._id, brighton._id]);
    expect(await found('/api/orders?q=Vaughan', worthingCashier)).toEqual([worthing._id]);
    expect(await found(`/api/orders?q=${brighton.Order_Id}`, worthingCashier)).toEqual([]);
    expect(await found('/api/PendingOrder?q=Vaughan', worthingCashier)).toEqual([worthing._id]);
  });

  it('narrows every list to a branch and a collection day', async () => {
    const lastName = 'Darden';
    const worthing = await place({ lastName, addressKey: 'worthing' });
    const later = await place({ lastName, addressKey: 'worthing' });
    const brighton = await place({ lastName, addressKey: 'brighton' });
    const day = addDays(ukDate(new Date()), 3);
    await t.app.db
      .updateTable('orders')
      .set({ collectionDate: addDays(day, 1) })
      .where('id', '=', later._id)
      .execute();
    await t.app.db
      .updateTable('orders')
      .set({ collectionDate: day })
      .where('id', 'in', [worthing._id, brighton._id])
      .execute();

    const q = `q=${lastName}`;
    expect(await found(`/api/PendingOrder?branch=worthing&day=${day}&${q}`)).toEqual([
      worthing._id,
    ]);
    expect(await found(`/api/PendingOrder?branch=worthing&${q}`)).toEqual([
      later._id,
      worthing._id,
    ]);
    expect(await found(`/api/PendingOrder?day=${day}&${q}`)).toEqual([brighton._id, worthing._id]);
    expect(await found(`/api/orders?branch=brighton&${q}`)).toEqual([brighton._id]);
    expect(await found(`/api/AcceptedOrder?branch=worthing&day=${day}&${q}`)).toEqual([]);
    expect(await found(`/api/completedOrder?branch=brighton&${q}`)).toEqual([]);
    // A Worthing cashier may narrow to Worthing; Brighton is refused.
    expect(
      await found(`/api/PendingOrder?branch=worthing&day=${day}&${q}`, worthingCashier),
    ).toEqual([worthing._id]);
    expect((await get(`/api/PendingOrder?branch=brighton`, worthingCashier)).statusCode).toBe(403);
    expect((await get('/api/PendingOrder?day=25-11-2026')).statusCode).toBe(400);
  });
});
