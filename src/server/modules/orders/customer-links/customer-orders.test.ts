import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderAction, OrderStatus } from '#shared/domain/order-state.ts';
import { addDays, ukDate } from '#shared/domain/uk-time.ts';
import type { PlacedOrder } from '#shared/schemas/order.ts';
import { ADMIN_ENV, signInAsAdmin } from '#server/test-support/accounts.ts';
import { basketItem, MANY_ORDERS_ENV, orderBody, placeOrder } from '#server/test-support/orders.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { testDatabaseKinds } from '#server/test-support/test-databases.ts';
import { canCancel, ORDER_LINK_UNKNOWN } from './customer-orders.ts';

/** The UK date `days` from today. */
const ukDay = (days: number) => addDays(ukDate(new Date()), days);

/** A link's order number and token, from `/order/{number}?t={token}` or a full URL. */
function linkParts(link: string) {
  const url = new URL(link, 'http://site.test');
  const match = /^\/order\/(\d{8})$/.exec(url.pathname);
  const token = url.searchParams.get('t');
  if (!match?.[1] || !token) throw new Error(`not an order link: ${link}`);
  return { orderNumber: match[1], token };
}

describe('canCancel', () => {
  const open = { status: 'Pending' as const, collectionDate: '2026-11-24' };

  it('allows an open order until the collection day begins in the UK', () => {
    expect(canCancel(open, new Date('2026-11-23T23:59:59Z'))).toBe(true);
    expect(canCancel(open, new Date('2026-11-24T00:00:00Z'))).toBe(false);
    expect(canCancel({ ...open, status: 'Accepted' }, new Date('2026-11-20T12:00:00Z'))).toBe(true);
  });

  it('goes by UK summer time: the day begins at 23:00 UTC the evening before', () => {
    const summer = { status: 'Pending' as const, collectionDate: '2026-07-01' };
    expect(canCancel(summer, new Date('2026-06-30T22:59:59Z'))).toBe(true);
    expect(canCancel(summer, new Date('2026-06-30T23:00:00Z'))).toBe(false);
  });

  it.each<OrderStatus>(['Completed', 'Deleted', 'Cancelled', 'Expired'])(
    'never allows a %s order',
    (status) => {
      expect(canCancel({ ...open, status }, new Date('2026-11-01T12:00:00Z'))).toBe(false);
    },
  );
});

describe.each(testDatabaseKinds)("the customer's order page on $name", (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...ADMIN_ENV, ...MANY_ORDERS_ENV });
    admin = await signInAsAdmin(t.app);
  });
  afterAll(() => t.close());

  /** A new Click & Collect order for a customer of its own, collected `days` from today. */
  async function place(days = 3) {
    const email = `c-${randomUUID().slice(0, 8)}@example.com`;
    const response = await placeOrder(
      t.app,
      orderBody([await basketItem(t.app, 'EUR', 'Order', '1200')], { email, confirmEmail: email }),
    );
    expect(response.statusCode).toBe(201);
    const placed = response.json() as PlacedOrder;
    await setCollectionDate(placed._id, ukDay(days));
    return { placed, ...linkParts(placed.customerUrl) };
  }
  const setCollectionDate = (id: string, date: string) =>
    t.app.db.updateTable('orders').set({ collectionDate: date }).where('id', '=', id).execute();

  const view = (orderNumber: string, token: string) =>
    t.app.inject(`/api/customer-orders/${orderNumber}?t=${encodeURIComponent(token)}`);
  const cancel = (orderNumber: string, token: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/customer-orders/${orderNumber}/cancel`,
      payload: { t: token },
      headers,
    });
  const STAFF_MOVE: Record<OrderAction, { method: 'GET' | 'PUT' | 'DELETE'; path: string }> = {
    accept: { method: 'GET', path: '/api/pendingToAceept/' },
    complete: { method: 'PUT', path: '/api/acceptedToCompleted/' },
    delete: { method: 'DELETE', path: '/api/deleteOrder/' },
  };
  const staff = (action: OrderAction, id: string) =>
    t.app.inject({
      method: STAFF_MOVE[action].method,
      url: STAFF_MOVE[action].path + id,
      headers: { cookie: admin },
      // The orders are of £1,200: completing one records the customer's ID check.
      ...(action === 'complete' && { payload: { idCheck: { type: 'passport', last4: '1234' } } }),
    });
  const statusOf = async (id: string) =>
    (
      await t.app.db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;
  const auditOf = (id: string) =>
    t.app.db
      .selectFrom('auditLog')
      .select(['action', 'actor', 'before', 'after'])
      .where('entityId', '=', id)
      .orderBy('createdAt')
      .execute();
  const mailsTo = (email: string) =>
    t.app.db
      .selectFrom('outbox')
      .select(['subject', 'textBody'])
      .where('toAddress', '=', email)
      .orderBy('createdAt')
      .execute();

  it('shows the order its link opens, as staff see it, uncached, with the day to collect', async () => {
    const { placed, orderNumber, token } = await place();
    const response = await view(orderNumber, token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const details = await t.app.inject({
      url: `/api/details/${placed._id}`,
      headers: { cookie: admin },
    });
    // Staff see more (the marks, the holds, the ID check): the customer sees the rest alike.
    const {
      actions: _actions,
      history: _history,
      flags: _flags,
      review: _review,
      holdReasons: _holdReasons,
      sanctions: _sanctions,
      sanctionsMatch: _match,
      linkedGbp: _linked,
      idCheck: _idCheck,
      deleteReason: _reason,
      anonymised: _anonymised,
      ...asStaffSee
    } = details.json();
    expect(response.json()).toEqual({ ...asStaffSee, canCancel: true });
    expect(response.json()).toMatchObject({
      Order_Id: orderNumber,
      Status: 'Pending',
      collectionDate: ukDay(3),
      collectionNote: expect.stringMatching(/^Collect from Brighton on \w+day \d{1,2} \w+/),
    });
  });

  it('opens the order from the link in its confirmation e-mail too, each link its own', async () => {
    const { placed, token } = await place();
    const [confirmation] = await mailsTo(placed.Email);
    const link = /https?:\/\/\S+\/order\/\d{8}\?t=\S+/.exec(confirmation?.textBody ?? '')?.[0];
    expect(link).toBeDefined();
    const mailed = linkParts(link!);
    expect(mailed.orderNumber).toBe(placed.Order_Id);
    expect(mailed.token).not.toBe(token);
    expect((await view(mailed.orderNumber, mailed.token)).statusCode).toBe(200);
  });

  it('answers 404 with one message for a wrong token or number, and 400 for a malformed number', async () => {
    const first = await place();
    const second = await place();
    const wrong = [
      [first.orderNumber, 'not-the-token'],
      [first.orderNumber, second.token],
      [first.orderNumber === '00000000' ? '00000001' : '00000000', first.token],
    ] as const;
    for (const [orderNumber, token] of wrong) {
      for (const response of [await view(orderNumber, token), await cancel(orderNumber, token)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: ORDER_LINK_UNKNOWN });
      }
    }
    expect(await statusOf(first.placed._id)).toBe('Pending');
    expect((await view('1234', first.token)).statusCode).toBe(400);
    expect((await t.app.inject(`/api/customer-orders/${first.orderNumber}`)).statusCode).toBe(400);
  });

  it('cancels a Pending order: audited as the customer, e-mailed with a link, off the staff list', async () => {
    const { placed, orderNumber, token } = await place();
    const response = await cancel(orderNumber, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: placed._id,
      Status: 'Cancelled',
      canCancel: false,
    });
    expect((await view(orderNumber, token)).json()).toMatchObject({
      Status: 'Cancelled',
      canCancel: false,
    });

    expect(await auditOf(placed._id)).toEqual([
      {
        action: 'order.cancel',
        actor: `customer:${placed.Email}`,
        before: JSON.stringify({ Status: 'Pending' }),
        after: JSON.stringify({ Status: 'Cancelled' }),
      },
    ]);
    const details = await t.app.inject({
      url: `/api/details/${placed._id}`,
      headers: { cookie: admin },
    });
    expect(details.json().history.at(-1)).toMatchObject({
      action: 'cancel',
      from: 'Pending',
      to: 'Cancelled',
      actor: `customer:${placed.Email}`,
    });

    const mails = await mailsTo(placed.Email);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringContaining('reserved'),
      `Your order ${orderNumber} is cancelled`,
    ]);
    const link = /https?:\/\/\S+\/order\/\d{8}\?t=\S+/.exec(mails[1]!.textBody)?.[0];
    const mailed = linkParts(link!);
    expect((await view(mailed.orderNumber, mailed.token)).json().Status).toBe('Cancelled');

    const pending = await t.app.inject({
      url: '/api/PendingOrder?limit=500',
      headers: { cookie: admin },
    });
    expect(pending.json().map((o: { _id: string }) => o._id)).not.toContain(placed._id);
  });

  it('cancels an Accepted order, which leaves the Accepted list', async () => {
    const { placed, orderNumber, token } = await place();
    expect((await staff('accept', placed._id)).statusCode).toBe(200);
    expect((await view(orderNumber, token)).json()).toMatchObject({
      Status: 'Accepted',
      canCancel: true,
    });
    const response = await cancel(orderNumber, token);
    expect(response.statusCode).toBe(200);
    expect(response.json().Status).toBe('Cancelled');
    const accepted = await t.app.inject({
      url: '/api/AcceptedOrder?limit=500',
      headers: { cookie: admin },
    });
    expect(accepted.json().map((o: { _id: string }) => o._id)).not.toContain(placed._id);
  });

  it('refuses once the collection day has begun, naming the branch to call', async () => {
    const { placed, orderNumber, token } = await place(0);
    expect((await view(orderNumber, token)).json().canCancel).toBe(false);
    const mails = (await mailsTo(placed.Email)).length;
    for (const day of [ukDay(0), ukDay(-2)]) {
      await setCollectionDate(placed._id, day);
      const refused = await cancel(orderNumber, token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(
        'This order can no longer be cancelled online. Please call the Brighton branch on 01632 960001.',
      );
    }
    expect(await statusOf(placed._id)).toBe('Pending');
    expect(await auditOf(placed._id)).toEqual([]);
    expect(await mailsTo(placed.Email)).toHaveLength(mails);
  });

  it.each([
    ['Completed', ['accept', 'complete']],
    ['Deleted', ['delete']],
  ] as const)('refuses a %s order', async (status, moves) => {
    const { placed, orderNumber, token } = await place();
    for (const move of moves) expect((await staff(move, placed._id)).statusCode).toBe(200);
    expect((await view(orderNumber, token)).json()).toMatchObject({
      Status: status,
      canCancel: false,
    });
    const refused = await cancel(orderNumber, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'This order can no longer be cancelled online. Please call the Brighton branch on 01632 960001.',
    );
    expect(await statusOf(placed._id)).toBe(status);
  });

  it('cancels once: a second cancel is refused and sends nothing more', async () => {
    const { placed, orderNumber, token } = await place();
    expect((await cancel(orderNumber, token)).statusCode).toBe(200);
    const mails = (await mailsTo(placed.Email)).length;
    const again = await cancel(orderNumber, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This order is already cancelled.');
    expect(await auditOf(placed._id)).toHaveLength(1);
    expect(await mailsTo(placed.Email)).toHaveLength(mails);
  });

  it('refuses a cancel sent from another site', async () => {
    const { placed, orderNumber, token } = await place();
    const response = await cancel(orderNumber, token, { 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect(await statusOf(placed._id)).toBe('Pending');
  });

  it('lets the first of a cancel and a staff completion or deletion win, and only it', async () => {
    for (const [move, from] of [
      ['complete', 'Accepted'],
      ['delete', 'Pending'],
      ['delete', 'Accepted'],
    ] as const) {
      const { placed, orderNumber, token } = await place();
      if (from === 'Accepted') await staff('accept', placed._id);
      const before = (await auditOf(placed._id)).length;
      const [byCustomer, byStaff] = await Promise.all([
        cancel(orderNumber, token),
        staff(move, placed._id),
      ]);
      expect([byCustomer.statusCode, byStaff.statusCode].sort()).toEqual([200, 409]);
      const winner = byCustomer.statusCode === 200 ? 'cancel' : move;
      const moves = (await auditOf(placed._id)).slice(before).map((entry) => entry.action);
      expect(moves).toEqual([`order.${winner}`]);
      expect(await statusOf(placed._id)).toBe(
        byCustomer.statusCode === 200 ? 'Cancelled' : byStaff.json().Status,
      );
    }
  });

  it('cancels even when staff accept at the same moment: an Accepted order may be cancelled too', async () => {
    const { placed, orderNumber, token } = await place();
    const [byCustomer, byStaff] = await Promise.all([
      cancel(orderNumber, token),
      staff('accept', placed._id),
    ]);
    expect(byCustomer.statusCode).toBe(200);
    expect(await statusOf(placed._id)).toBe('Cancelled');
    const audit = await auditOf(placed._id);
    expect(audit.map((entry) => entry.action)).toEqual(
      byStaff.statusCode === 200 ? ['order.accept', 'order.cancel'] : ['order.cancel'],
    );
    // Each entry starts from where the one before it ended.
    const trail = audit.map((entry) =>
      [entry.before, entry.after].map((s) => JSON.parse(s!).Status),
    );
    expect(trail.flat()).toEqual(
      byStaff.statusCode === 200
        ? ['Pending', 'Accepted', 'Accepted', 'Cancelled']
        : ['Pending', 'Cancelled'],
    );
  });
});

describe.each(testDatabaseKinds)('order links on $name', (kind) => {
  it('points the e-mailed link at PUBLIC_URL, never at the Host a request names', async () => {
    const t = await createTestApp(kind, { PUBLIC_URL: 'https://shop.example.test/' });
    try {
      const body = orderBody([await basketItem(t.app, 'EUR', 'Order', '100')]);
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/Order',
        payload: body,
        headers: { host: 'evil.example' },
      });
      expect(placed.statusCode).toBe(201);
      const { textBody, htmlBody } = await t.app.db
        .selectFrom('outbox')
        .select(['textBody', 'htmlBody'])
        .executeTakeFirstOrThrow();
      expect(textBody).toMatch(/https:\/\/shop\.example\.test\/order\/\d{8}\?t=/);
      expect(`${textBody}${htmlBody}`).not.toContain('evil.example');
    } finally {
      await t.close();
    }
  });

  it('throttles the attempts from one address, not from the next', async () => {
    const t = await createTestApp(kind, { AUTH_RATE_LIMIT_PER_IP: '3' });
    try {
      const from = (remoteAddress: string) =>
        t.app.inject({ url: '/api/customer-orders/12345678?t=guess', remoteAddress });
      for (let i = 0; i < 3; i++) expect((await from('203.0.113.9')).statusCode).toBe(404);
      const refused = await from('203.0.113.9');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const cancel = await t.app.inject({
        method: 'POST',
        url: '/api/customer-orders/12345678/cancel',
        payload: { t: 'guess' },
        remoteAddress: '203.0.113.9',
      });
      expect(cancel.statusCode).toBe(429);
      expect((await from('203.0.113.10')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('leaves cancelled and expired orders out of the 90-day limit', async () => {
    const t = await createTestApp(kind, { ORDER_MAX_GBP_90_DAYS: '1000' });
    try {
      const body = orderBody([await basketItem(t.app, 'EUR', 'Order', '600')], {
        email: 'limit@example.com',
        confirmEmail: 'limit@example.com',
      });
      const first = (await placeOrder(t.app, body)).json() as PlacedOrder;
      expect((await placeOrder(t.app, body)).statusCode).toBe(422);

      await t.app.db
        .updateTable('orders')
        .set({ collectionDate: ukDay(3) })
        .where('id', '=', first._id)
        .execute();
      const { orderNumber, token } = linkParts(first.customerUrl);
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/customer-orders/${orderNumber}/cancel`,
        payload: { t: token },
      });
      expect(cancelled.statusCode).toBe(200);
      const second = await placeOrder(t.app, body);
      expect(second.statusCode).toBe(201);
      expect((await placeOrder(t.app, body)).statusCode).toBe(422);

      await t.app.db
        .updateTable('orders')
        .set({ status: 'Expired' })
        .where('id', '=', second.json()._id)
        .execute();
      expect((await placeOrder(t.app, body)).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});
