import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderAction, OrderStatus } from '#shared/domain/order-state.ts';
import { ORDER_ACTIONS } from '#shared/domain/order-state.ts';
import type { OrderView } from '#shared/schemas/order.ts';
import { ADMIN, ADMIN_ENV, signInAsAdmin } from '#server/test-support/accounts.ts';
import { basketItem, MANY_ORDERS_ENV, orderBody, placeOrder } from '#server/test-support/orders.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { testDatabaseKinds } from '#server/test-support/test-databases.ts';

const ACTION_REQUEST: Record<OrderAction, { method: 'GET' | 'PUT' | 'DELETE'; path: string }> = {
  accept: { method: 'GET', path: '/api/pendingToAceept/' },
  complete: { method: 'PUT', path: '/api/acceptedToCompleted/' },
  delete: { method: 'DELETE', path: '/api/deleteOrder/' },
};

describe.each(testDatabaseKinds)('the staff order lifecycle on $name', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...ADMIN_ENV, ...MANY_ORDERS_ENV });
    admin = await signInAsAdmin(t.app);
  });
  afterAll(() => t.close());

  const act = (action: OrderAction, id: string) =>
    t.app.inject({
      method: ACTION_REQUEST[action].method,
      url: ACTION_REQUEST[action].path + id,
      headers: { cookie: admin },
      // A completed order is deleted only with a reason (order-deletion.test.ts).
      ...(action === 'delete' && { payload: { reason: 'Entered twice' } }),
    });
  const place = async (
    overrides: Parameters<typeof orderBody>[1] = {},
    way: 'Order' | 'Sell' = 'Order',
  ) => {
    const response = await placeOrder(
      t.app,
      orderBody([await basketItem(t.app, 'EUR', way, '100')], overrides),
    );
    expect(response.statusCode).toBe(201);
    return response.json() as OrderView;
  };
  const inStatus = async (status: OrderStatus) => {
    const order = await place();
    const path: Record<OrderStatus, OrderAction[]> = {
      Pending: [],
      Accepted: ['accept'],
      Completed: ['accept', 'complete'],
      Deleted: ['delete'],
      Cancelled: [],
      Expired: [],
    };
    for (const action of path[status]) expect((await act(action, order._id)).statusCode).toBe(200);
    return order;
  };
  const list = (path: string, query = '') =>
    t.app.inject({ url: `${path}${query}`, headers: { cookie: admin } });

  const expected: Record<OrderStatus, Partial<Record<OrderAction, OrderStatus>>> = {
    Pending: { accept: 'Accepted', delete: 'Deleted' },
    Accepted: { complete: 'Completed', delete: 'Deleted' },
    Completed: { delete: 'Deleted' },
    Deleted: {},
    Cancelled: {},
    Expired: {},
  };
  const matrix = (['Pending', 'Accepted', 'Completed', 'Deleted'] as const).flatMap((status) =>
    ORDER_ACTIONS.map((action) => [status, action] as const),
  );

  it.each(matrix)('%s order, %s', async (status, action) => {
    const order = await inStatus(status);
    const response = await act(action, order._id);
    const to = expected[status][action];
    if (to) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ _id: order._id, Status: to });
    } else {
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toMatch(
        new RegExp(`^This order is ${status}: it cannot be`),
      );
      const details = await t.app.inject({
        url: `/api/details/${order._id}`,
        headers: { cookie: admin },
      });
      expect(details.json().Status).toBe(status);
    }
  });

  it('lets exactly one of two simultaneous accepts through', async () => {
    const order = await place();
    const [a, b] = await Promise.all([act('accept', order._id), act('accept', order._id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select('action')
      .where('entityId', '=', order._id)
      .execute();
    expect(audit).toEqual([{ action: 'order.accept' }]);
  });

  it('shows an order with its allowed actions and its history', async () => {
    const order = await place();
    await act('accept', order._id);
    const response = await t.app.inject({
      url: `/api/details/${order._id}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    const details = response.json();
    expect(details).toMatchObject({
      _id: order._id,
      Status: 'Accepted',
      actions: ['complete', 'delete'],
    });
    expect(details.history).toEqual([
      { action: 'placed', from: null, to: 'Pending', actor: null, at: order.time },
      {
        action: 'accept',
        from: 'Pending',
        to: 'Accepted',
        actor: ADMIN.email,
        at: expect.any(String),
      },
    ]);
  });

  it('queues a ready-to-collect e-mail when a Collect order is accepted', async () => {
    const order = await place({
      email: 'collector@example.com',
      confirmEmail: 'collector@example.com',
    });
    const sell = await place(
      { email: 'seller@example.com', confirmEmail: 'seller@example.com' },
      'Sell',
    );
    await act('accept', order._id);
    await act('accept', sell._id);
    const subjects = async (to: string) =>
      (
        await t.app.db
          .selectFrom('outbox')
          .select('subject')
          .where('toAddress', '=', to)
          .orderBy('createdAt')
          .execute()
      ).map((m) => m.subject);
    expect(await subjects('collector@example.com')).toEqual([
      expect.stringContaining('reserved'),
      expect.stringContaining('ready to collect'),
    ]);
    expect(await subjects('seller@example.com')).toHaveLength(1);
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    const unknown = await act('accept', '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('No order with this id');
    const malformed = await act('accept', 'not-an-id');
    expect(malformed.statusCode).toBe(400);
  });

  it('lists orders newest first, pages them and finds them by number, name, e-mail or phone', async () => {
    const first = await place({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@navy.example',
      confirmEmail: 'grace@navy.example',
      phone: '+44 7700 900123',
    });
    const second = await place();
    const all = await list('/api/PendingOrder', '?limit=500');
    const ids = (all.json() as OrderView[]).map((o) => o._id);
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
    expect(Number(all.headers['x-total-count'])).toBe(ids.length);

    const page = await list('/api/PendingOrder', '?limit=1&offset=1');
    expect(page.json()).toHaveLength(1);
    expect(page.json()[0]._id).toBe(ids[1]);
    expect(page.headers['x-total-count']).toBe(all.headers['x-total-count']);

    for (const q of [first.Order_Id, 'grace HOPPER', 'NAVY.example', '7700 900']) {
      const found = await list('/api/PendingOrder', `?q=${encodeURIComponent(q)}`);
      expect((found.json() as OrderView[]).map((o) => o._id)).toEqual([first._id]);
      expect(found.headers['x-total-count']).toBe('1');
    }
    const none = await list('/api/PendingOrder', `?q=${encodeURIComponent('100%_')}`);
    expect(none.json()).toEqual([]);
  });

  it('lists each status in its own list', async () => {
    const accepted = await inStatus('Accepted');
    const completed = await inStatus('Completed');
    const ids = async (path: string) =>
      ((await list(path, '?limit=500')).json() as OrderView[]).map((o) => o._id);
    expect(await ids('/api/AcceptedOrder')).toContain(accepted._id);
    expect(await ids('/api/completedOrder')).toContain(completed._id);
    expect(await ids('/api/PendingOrder')).not.toContain(accepted._id);
  });

  it('lists any one status through /api/orders, Cancelled and Expired included', async () => {
    const surname = 'Hollerith';
    const placed = async () => place({ lastName: surname });
    const cancelled = await placed();
    const expired = await placed();
    const pending = await placed();
    const completed = await inStatus('Completed');
    await t.app.orders.transition(null, cancelled._id, 'cancel', 'http://localhost');
    await t.app.orders.transition(null, expired._id, 'expire', 'http://localhost');

    const listed = async (status: OrderStatus, query = '') => {
      const response = await list('/api/orders', `?status=${status}${query}`);
      expect(response.statusCode).toBe(200);
      const orders = response.json() as OrderView[];
      expect(orders.every((order) => order.Status === status)).toBe(true);
      return { ids: orders.map((o) => o._id), total: response.headers['x-total-count'] };
    };
    expect(await listed('Cancelled', `&q=${surname}`)).toEqual({
      ids: [cancelled._id],
      total: '1',
    });
    expect(await listed('Expired', `&q=${surname}`)).toEqual({ ids: [expired._id], total: '1' });
    expect(await listed('Pending', `&q=${surname}`)).toEqual({ ids: [pending._id], total: '1' });
    expect((await listed('Completed', '&limit=500')).ids).toContain(completed._id);

    // The same page as the spec's own list.
    const spec = await list('/api/completedOrder', '?limit=2&offset=1');
    const any = await list('/api/orders', '?status=Completed&limit=2&offset=1');
    expect(any.json()).toEqual(spec.json());
    expect(any.headers['x-total-count']).toBe(spec.headers['x-total-count']);
  });

  it('refuses /api/orders with an unknown status', async () => {
    for (const query of ['?status=Lost', '?status=cancelled']) {
      const response = await list('/api/orders', query);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/^Status must be one of Pending, Accepted/);
    }
  });

  it('counts orders per status and per day', async () => {
    const response = await t.app.inject({ url: '/api/stats', headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    const total = async (path: string) => Number((await list(path)).headers['x-total-count']);
    expect(stats.Pending).toBe(await total('/api/PendingOrder'));
    expect(stats.Accepted).toBe(await total('/api/AcceptedOrder'));
    expect(stats.Completed).toBe(await total('/api/completedOrder'));
    expect(stats.daily).toHaveLength(30);
    const today = stats.daily.at(-1);
    expect(today.date).toBe(new Date().toISOString().slice(0, 10));
    expect(today.orders).toBeGreaterThan(0);
    expect(today.gbp).toBeGreaterThan(0);
  });
});
