/**
 * Deleting orders on both databases: a completed order only by an Admin and with a reason, kept
 * (status Deleted) with the reason in its details and audit entry; Pending and Accepted orders as
 * the spec has it, by Staff of the branch, no body needed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetails, OrderView } from '#shared/schemas/order.ts';
import { ADMIN, ADMIN_ENV, makeStaff, signInAsAdmin } from '#server/test-support/accounts.ts';
import { basketItem, MANY_ORDERS_ENV, orderBody, placeOrder } from '#server/test-support/orders.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { testDatabaseKinds } from '#server/test-support/test-databases.ts';

describe.each(testDatabaseKinds)('deleting orders on $name', (kind) => {
  let t: TestApp;
  let admin: string;
  let cashier: string;
  let elsewhere: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...ADMIN_ENV, ...MANY_ORDERS_ENV });
    admin = await signInAsAdmin(t.app);
    cashier = await makeStaff(t.app, 'cashier@bureau.test', ['brighton']);
    elsewhere = await makeStaff(t.app, 'worthing@bureau.test', ['worthing']);
  });
  afterAll(() => t.close());

  const move = (method: 'GET' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
  const remove = (id: string, cookie: string, payload?: object) =>
    move('DELETE', `/api/deleteOrder/${id}`, cookie, payload);

  /** A Brighton order moved by an Admin through `moves`. */
  async function order(...moves: Array<'accept' | 'complete'>): Promise<OrderView> {
    const placed = await placeOrder(
      t.app,
      orderBody([await basketItem(t.app, 'EUR', 'Order', '100')]),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const view = placed.json() as OrderView;
    for (const step of moves) {
      const response =
        step === 'accept'
          ? await move('GET', `/api/pendingToAceept/${view._id}`, admin)
          : await move('PUT', `/api/acceptedToCompleted/${view._id}`, admin);
      expect(response.statusCode).toBe(200);
    }
    return view;
  }
  const details = async (id: string): Promise<OrderDetails> =>
    (await t.app.inject({ url: `/api/details/${id}`, headers: { cookie: admin } })).json();
  const deletions = (id: string) =>
    t.app.db
      .selectFrom('auditLog')
      .select(['actor', 'before', 'after'])
      .where('entityId', '=', id)
      .where('action', '=', 'order.delete')
      .execute();

  it('lets only an Admin delete a completed order', async () => {
    const completed = await order('accept', 'complete');
    const refused = await remove(completed._id, cashier, { reason: 'Entered twice' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Only an Admin can delete a completed order');
    // Staff of another branch learn nothing of it.
    expect((await remove(completed._id, elsewhere, { reason: 'Entered twice' })).statusCode).toBe(
      404,
    );
    expect(await details(completed._id)).toMatchObject({ Status: 'Completed', deleteReason: null });
    expect(await deletions(completed._id)).toEqual([]);
  });

  it("offers a completed order's delete to Admins only", async () => {
    const completed = await order('accept', 'complete');
    const actions = async (cookie: string) =>
      (await t.app.inject({ url: `/api/details/${completed._id}`, headers: { cookie } })).json()
        .actions;
    expect(await actions(admin)).toEqual(['delete']);
    expect(await actions(cashier)).toEqual([]);
    const accepted = await order('accept');
    const cashierDetails = await t.app.inject({
      url: `/api/details/${accepted._id}`,
      headers: { cookie: cashier },
    });
    expect(cashierDetails.json().actions).toEqual(['complete', 'delete']);
  });

  it('needs a reason to delete a completed order', async () => {
    const completed = await order('accept', 'complete');
    const bare = await remove(completed._id, admin);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.issues).toEqual([{ path: 'reason', message: 'Give a reason' }]);
    const blank = await remove(completed._id, admin, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.issues[0]).toMatchObject({ path: 'body.reason' });
    expect((await details(completed._id)).Status).toBe('Completed');
    expect(await deletions(completed._id)).toEqual([]);
  });

  it('deletes it with the reason, kept in its details and its audit entry', async () => {
    const completed = await order('accept', 'complete');
    const reason = 'Entered twice: the customer was served once, on order 1234';
    const done = await remove(completed._id, admin, { reason });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ Status: 'Deleted' });
    expect(await details(completed._id)).toMatchObject({
      Status: 'Deleted',
      deleteReason: reason,
      actions: [],
    });
    expect(await deletions(completed._id)).toEqual([
      {
        actor: ADMIN.email,
        before: JSON.stringify({ Status: 'Completed' }),
        after: JSON.stringify({ Status: 'Deleted', reason }),
      },
    ]);
  });

  it("lets Staff of the branch delete Pending and Accepted orders as the spec's bare call", async () => {
    for (const open of [await order(), await order('accept')]) {
      const done = await remove(open._id, cashier);
      expect(done.statusCode, done.body).toBe(200);
      expect(await details(open._id)).toMatchObject({ Status: 'Deleted', deleteReason: null });
      expect(await deletions(open._id)).toEqual([
        expect.objectContaining({
          actor: 'cashier@bureau.test',
          after: JSON.stringify({ Status: 'Deleted' }),
        }),
      ]);
    }
  });
});
