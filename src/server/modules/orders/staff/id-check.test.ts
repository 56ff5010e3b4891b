/**
 * The customer's ID check as an order completes, on both databases: required from
 * ID_CHECK_FROM_GBP (here £150; 0 for every order), optional below it, refused on other moves,
 * stored with who checked it and when, audited, and shown in the order's details.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetails, OrderView } from '#shared/schemas/order.ts';
import { AppError } from '#server/errors.ts';
import { ADMIN, ADMIN_ENV, makeStaff, signInAsAdmin } from '#server/test-support/accounts.ts';
import { setNotes } from '#server/test-support/branch-stock.ts';
import { basketItem, MANY_ORDERS_ENV, orderBody, placeOrder } from '#server/test-support/orders.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { testDatabaseKinds } from '#server/test-support/test-databases.ts';
import { ID_CHECK_REQUIRED } from './id-check.ts';

const PASSPORT = { type: 'passport', last4: '12ab' } as const;
/** Plenty of every euro note at Brighton, whatever the seed stocked. */
const PLENTY = Object.fromEntries([500, 1000, 2000, 5000, 10000, 20000].map((n) => [n, 100]));

describe.each(testDatabaseKinds)('the ID check on completion on $name', (kind) => {
  let t: TestApp;
  let admin: string;
  let cashier: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...ADMIN_ENV, ...MANY_ORDERS_ENV, ID_CHECK_FROM_GBP: '150' });
    admin = await signInAsAdmin(t.app);
    cashier = await makeStaff(t.app, 'cashier@bureau.test', ['brighton']);
    await setNotes(t.app, 'brighton', 'EUR', PLENTY);
  });
  afterAll(() => t.close());

  /** An accepted Click & Collect order of `gbp` in euros at Brighton. */
  async function accepted(gbp: string): Promise<OrderView> {
    const placed = await placeOrder(
      t.app,
      orderBody([await basketItem(t.app, 'EUR', 'Order', gbp)]),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as OrderView;
    const accept = await t.app.inject({
      url: `/api/pendingToAceept/${order._id}`,
      headers: { cookie: admin },
    });
    expect(accept.statusCode).toBe(200);
    return order;
  }
  const complete = (id: string, payload?: object, cookie = admin) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/acceptedToCompleted/${id}`,
      headers: { cookie },
      ...(payload && { payload }),
    });
  const details = async (id: string): Promise<OrderDetails> =>
    (await t.app.inject({ url: `/api/details/${id}`, headers: { cookie: admin } })).json();
  const completions = (id: string) =>
    t.app.db
      .selectFrom('auditLog')
      .select(['actor', 'after'])
      .where('entityId', '=', id)
      .where('action', '=', 'order.complete')
      .execute();

  it('tells the storefront and dashboard the threshold', async () => {
    const limits = await t.app.inject('/api/order-limits');
    expect(limits.json()).toMatchObject({ idCheckFromGbp: 150 });
  });

  it('refuses to complete an order at the threshold without it, changing nothing', async () => {
    const order = await accepted('150');
    expect(order.TotalMoney).toBe(150);
    const refused = await complete(order._id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: ID_CHECK_REQUIRED,
      issues: [{ path: 'idCheck', message: 'Required for an order of £150 or more' }],
    });
    const after = await details(order._id);
    expect(after).toMatchObject({ Status: 'Accepted', idCheck: null });
    expect(await completions(order._id)).toEqual([]);
    // Its notes are still held for the customer: none paid out.
    const payouts = await t.app.db
      .selectFrom('stockMovements')
      .select('kind')
      .where('orderId', '=', order._id)
      .where('kind', '=', 'payout')
      .execute();
    expect(payouts).toEqual([]);
  });

  it('completes it with the document and last four: stored, audited and in the details', async () => {
    const order = await accepted('200');
    const done = await complete(order._id, { idCheck: PASSPORT }, cashier);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ Status: 'Completed' });

    const shown = await details(order._id);
    expect(shown.idCheck).toEqual({
      type: 'passport',
      last4: '12AB',
      checkedBy: 'cashier@bureau.test',
      checkedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(shown.history.at(-1)).toMatchObject({
      action: 'complete',
      to: 'Completed',
      actor: 'cashier@bureau.test',
    });
    expect(await completions(order._id)).toEqual([
      {
        actor: 'cashier@bureau.test',
        after: JSON.stringify({
          Status: 'Completed',
          idCheck: { type: 'passport', last4: '12AB' },
        }),
      },
    ]);
  });

  it("completes a smaller order with the spec's bare call, or with a check if staff record one", async () => {
    const bare = await accepted('140');
    expect((await complete(bare._id)).statusCode).toBe(200);
    expect(await details(bare._id)).toMatchObject({ Status: 'Completed', idCheck: null });

    const checked = await accepted('100');
    const done = await complete(checked._id, {
      idCheck: { type: 'uk-driving-licence', last4: '9Z9Z' },
    });
    expect(done.statusCode).toBe(200);
    expect((await details(checked._id)).idCheck).toMatchObject({
      type: 'uk-driving-licence',
      last4: '9Z9Z',
      checkedBy: ADMIN.email,
    });
  });

  it('refuses a check that names no known document or not four characters', async () => {
    const order = await accepted('200');
    for (const [idCheck, path, message] of [
      [{ type: 'library-card', last4: '1234' }, 'body.idCheck.type', 'Choose the document'],
      [{ type: 'passport', last4: '12' }, 'body.idCheck.last4', 'Enter the last four letters'],
      [{ type: 'passport', last4: '12-4' }, 'body.idCheck.last4', 'Enter the last four letters'],
    ] as const) {
      const refused = await complete(order._id, { idCheck });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.issues[0]).toMatchObject({
        path,
        message: expect.stringContaining(message),
      });
    }
    expect((await details(order._id)).Status).toBe('Accepted');
  });

  it('refuses an ID check on any move but completing', async () => {
    const placed = await placeOrder(
      t.app,
      orderBody([await basketItem(t.app, 'EUR', 'Order', '200')]),
    );
    const order = placed.json() as OrderView;
    const accepting = t.app.orders.transition(
      ADMIN.email,
      order._id,
      'accept',
      'http://shop.test',
      {
        idCheck: { type: 'passport', last4: '1234' },
      },
    );
    await expect(accepting).rejects.toThrow(AppError);
    await expect(accepting).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      issues: [{ path: 'idCheck', message: 'Only when completing' }],
    });
    expect((await details(order._id)).Status).toBe('Pending');
  });
});

describe.each(testDatabaseKinds)('ID_CHECK_FROM_GBP=0 on $name', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...ADMIN_ENV, ...MANY_ORDERS_ENV, ID_CHECK_FROM_GBP: '0' });
    admin = await signInAsAdmin(t.app);
  });
  afterAll(() => t.close());

  it('needs the check for every order', async () => {
    const placed = await placeOrder(
      t.app,
      orderBody([await basketItem(t.app, 'EUR', 'Sell', '20')]),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as OrderView;
    const move = (method: 'GET' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie: admin }, ...(payload && { payload }) });
    expect((await move('GET', `/api/pendingToAceept/${order._id}`)).statusCode).toBe(200);

    const refused = await move('PUT', `/api/acceptedToCompleted/${order._id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      message: ID_CHECK_REQUIRED,
      issues: [{ path: 'idCheck', message: 'Required for every order' }],
    });
    const done = await move('PUT', `/api/acceptedToCompleted/${order._id}`, {
      idCheck: { type: 'eu-id-card', last4: 'X7Y8' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ Status: 'Completed' });
  });
});
