/**
 * Linked transactions and the due-diligence review queue, on both databases: a customer's orders
 * of 90 days (by e-mail, phone, or name and ID document) reaching CDD_THRESHOLD_GBP (£12,000 by
 * default) hold an order for an Admin; a held order is neither accepted nor completed; the Admin
 * clears it (it goes on) or rejects it (deleted, its notes released); the marks in the lists.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IdCheck, OrderDetails, OrderView } from '#shared/schemas/order.ts';
import type { HeldOrder } from '#shared/schemas/review.ts';
import { ADMIN, ADMIN_ENV, makeStaff, signInAsAdmin } from '#server/test-support/accounts.ts';
import { setNotes } from '#server/test-support/branch-stock.ts';
import { basketItem, orderBody, placeOrder } from '#server/test-support/orders.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { testDatabaseKinds } from '#server/test-support/test-databases.ts';
import { HELD_FOR_REVIEW } from './linked-orders.ts';
import { heldNotes } from '../orders.repository.ts';

/** Plenty of every euro note at Brighton: orders of thousands of pounds one after another. */
const PLENTY = Object.fromEntries([500, 1000, 2000, 5000, 10000, 20000].map((n) => [n, 1000]));
const PASSPORT = { type: 'passport', last4: 'AB12' } as const;

/** A customer of their own: e-mail, phone and surname no other test uses. */
function customer() {
  const email = `c-${randomUUID().slice(0, 8)}@example.com`;
  const letters = Array.from(randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26)));
  return {
    email,
    confirmEmail: email,
    phone: `07700 9${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`,
    firstName: 'Grace',
    lastName: `Hopper-${letters.join('')}`,
  };
}
type Customer = ReturnType<typeof customer>;

describe.each(testDatabaseKinds)('linked orders and their review on $name', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      ...ADMIN_ENV,
      // The online limits stay out of the way: the threshold is what is tested (at its default).
      ORDER_RATE_LIMIT_PER_IP: '1000000',
      ORDER_RATE_LIMIT_PER_EMAIL: '1000000',
      ORDER_MAX_GBP_90_DAYS: '1000000',
      QUOTE_RATE_LIMIT_PER_MINUTE: '1000000',
    });
    admin = await signInAsAdmin(t.app);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await setNotes(t.app, 'brighton', 'EUR', PLENTY);
  });

  /**
   * A Click & Collect order of `gbp` pounds of euros at Brighton for `who`, in small notes unless
   * told: the mixed plan of £1,000 or more holds a €200 note, which marks it.
   */
  async function place(
    who: Partial<Customer>,
    gbp: string,
    notePreference: 'small' | 'large' = 'small',
  ): Promise<OrderView> {
    const item = await basketItem(t.app, 'EUR', 'Order', gbp);
    const placed = await placeOrder(t.app, orderBody([item], { ...who, notePreference }));
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json();
  }
  const details = async (id: string): Promise<OrderDetails> =>
    (await t.app.inject({ url: `/api/details/${id}`, headers: { cookie: admin } })).json();
  const accept = (id: string) =>
    t.app.inject({ url: `/api/pendingToAceept/${id}`, headers: { cookie: admin } });
  const complete = (id: string, idCheck: IdCheck = PASSPORT) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/acceptedToCompleted/${id}`,
      headers: { cookie: admin },
      payload: { idCheck },
    });
  const queue = async (): Promise<HeldOrder[]> => {
    const response = await t.app.inject({ url: '/api/reviews', headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const decide = (id: string, decision: string, note: unknown, cookie = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/reviews/${id}`,
      headers: { cookie },
      payload: { decision, note },
    });
  const auditOf = (id: string, action: string) =>
    t.app.db
      .selectFrom('auditLog')
      .select(['actor', 'before', 'after'])
      .where('entityId', '=', id)
      .where('action', '=', action)
      .execute();

  it('holds the order that takes one e-mail’s orders of 90 days to the threshold', async () => {
    const who = customer();
    const first = await place(who, '4000');
    const second = await place(who, '4000');
    const third = await place(who, '4000');

    expect(await details(first._id)).toMatchObject({ linkedGbp: 4000, review: null, flags: [] });
    expect(await details(second._id)).toMatchObject({ linkedGbp: 8000, review: null, flags: [] });
    expect(await details(third._id)).toMatchObject({
      Status: 'Pending',
      linkedGbp: 12000,
      review: 'held',
      flags: ['linked'],
    });

    const held = (await queue()).find((order) => order._id === third._id);
    expect(held).toMatchObject({ Order_Id: third.Order_Id, linkedGbp: 12000, review: 'held' });
    expect(held?.linkedOrders).toEqual([
      expect.objectContaining({ Order_Id: first.Order_Id, TotalMoney: 4000, Status: 'Pending' }),
      expect.objectContaining({ Order_Id: second.Order_Id, TotalMoney: 4000, Status: 'Pending' }),
    ]);
    expect(held?.linkedOrders[0]).toMatchObject({ time: first.time, addressKey: 'brighton' });
  });

  it('links orders by the phone’s digits under another e-mail', async () => {
    const who = customer();
    await place(who, '5000');
    const { email } = customer();
    await place({ ...who, email, confirmEmail: email }, '4000');
    const third = await place({ ...customer(), phone: who.phone.replace(' ', '-') }, '3000');
    expect(await details(third._id)).toMatchObject({ linkedGbp: 12000, review: 'held' });
  });

  it('holds nothing below the threshold, counts no cancelled order, and holds at it exactly', async () => {
    const who = customer();
    const cancelled = await place(who, '4000');
    await t.app.db
      .updateTable('orders')
      .set({ status: 'Cancelled' })
      .where('id', '=', cancelled._id)
      .execute();
    await place(who, '4000');
    const second = await place(who, '4000');
    expect(await details(second._id)).toMatchObject({ linkedGbp: 8000, review: null, flags: [] });

    // From 80% of the threshold the amounts look chosen to stay under it.
    const third = await place(who, '3000');
    expect(await details(third._id)).toMatchObject({
      linkedGbp: 11000,
      review: null,
      flags: ['near-threshold'],
    });
    expect((await accept(third._id)).statusCode).toBe(200);

    const fourth = await place(who, '1000');
    expect(await details(fourth._id)).toMatchObject({ linkedGbp: 12000, review: 'held' });
  });

  it('refuses to accept a held order until an Admin clears it, with a note, audited', async () => {
    const who = customer();
    await place(who, '5000');
    await place(who, '5000');
    const held = await place(who, '2000');

    const refused = await accept(held._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      reason: 'HELD_FOR_REVIEW',
      message: HELD_FOR_REVIEW,
    });
    expect(await details(held._id)).toMatchObject({ Status: 'Pending', review: 'held' });
    expect(await auditOf(held._id, 'order.accept')).toEqual([]);

    const tooShort = await decide(held._id, 'clear', ' a ');
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().error.issues).toEqual([
      { path: 'body.note', message: 'Write a note of at least 3 characters' },
    ]);
    expect((await decide(held._id, 'approve', 'Fine')).statusCode).toBe(400);

    const note = 'Payslips seen: savings for a wedding abroad';
    const cleared = await decide(held._id, 'clear', note);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ _id: held._id, Status: 'Pending', review: 'cleared' });
    expect(await auditOf(held._id, 'order.review')).toEqual([
      {
        actor: ADMIN.email,
        before: JSON.stringify({ review: 'held' }),
        after: JSON.stringify({ review: 'cleared', decision: 'clear', note }),
      },
    ]);
    expect((await queue()).map((order) => order._id)).not.toContain(held._id);

    // Decided once: a second decision is refused.
    const again = await decide(held._id, 'reject', note);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This order is not held for review');

    expect((await accept(held._id)).statusCode).toBe(200);
    expect((await complete(held._id)).statusCode).toBe(200);
    expect(await details(held._id)).toMatchObject({ Status: 'Completed', review: 'cleared' });
  });

  it('rejects a held order: deleted with the note as its reason, its notes released, audited', async () => {
    const who = customer();
    await place(who, '5000');
    await place(who, '5000');
    const held = await place(who, '2000');
    expect((await heldNotes(t.app.db, held._id)).length).toBeGreaterThan(0);

    const note = 'No account of the source of funds';
    const rejected = await decide(held._id, 'reject', note);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      _id: held._id,
      Status: 'Deleted',
      review: null,
      deleteReason: note,
    });
    expect(await heldNotes(t.app.db, held._id)).toEqual([]);
    expect(await auditOf(held._id, 'order.delete')).toEqual([
      expect.objectContaining({ actor: ADMIN.email }),
    ]);
    expect(await auditOf(held._id, 'order.review')).toEqual([
      {
        actor: ADMIN.email,
        before: JSON.stringify({ review: 'held' }),
        after: JSON.stringify({ review: null, decision: 'reject', note }),
      },
    ]);
    expect((await queue()).map((order) => order._id)).not.toContain(held._id);
    expect((await decide(held._id, 'clear', note)).statusCode).toBe(409);
  });

  it('answers 404 for an unknown order and 409 for one that is not held', async () => {
    const unknown = await decide(randomUUID(), 'clear', 'Looked at it');
    expect(unknown.statusCode).toBe(404);
    const ordinary = await place(customer(), '100');
    const notHeld = await decide(ordinary._id, 'clear', 'Looked at it');
    expect(notHeld.statusCode).toBe(409);
    expect(await auditOf(ordinary._id, 'order.review')).toEqual([]);
  });

  it('keeps the queue and the decisions to Admins', async () => {
    const cashier = await makeStaff(t.app, `cashier-${randomUUID().slice(0, 8)}@bureau.test`, [
      'brighton',
    ]);
    const who = customer();
    await place(who, '5000');
    await place(who, '5000');
    const held = await place(who, '2000');

    const list = await t.app.inject({ url: '/api/reviews', headers: { cookie: cashier } });
    expect(list.statusCode).toBe(403);
    const decision = await decide(held._id, 'clear', 'I know them well', cashier);
    expect(decision.statusCode).toBe(403);
    expect(await details(held._id)).toMatchObject({ review: 'held' });
  });

  it('holds an order at completion when the name and ID link orders under other e-mails', async () => {
    const who = customer();
    const completed = async (order: OrderView) => {
      expect((await accept(order._id)).statusCode).toBe(200);
      const done = await complete(order._id);
      expect(done.statusCode, done.body).toBe(200);
    };
    const first = await place(who, '5000');
    await completed(first);
    const otherDetails = () => ({
      ...customer(),
      firstName: who.firstName,
      lastName: who.lastName,
    });
    const second = await place(otherDetails(), '5000');
    await completed(second);
    // The same name with another document links nothing.
    const stranger = await place(otherDetails(), '2000');
    expect((await accept(stranger._id)).statusCode).toBe(200);
    expect((await complete(stranger._id, { type: 'passport', last4: 'ZZ99' })).statusCode).toBe(
      200,
    );

    const third = await place(
      { ...otherDetails(), firstName: 'GRACE', lastName: who.lastName.toUpperCase() },
      '2000',
    );
    expect(await details(third._id)).toMatchObject({ linkedGbp: 2000, review: null });
    expect((await accept(third._id)).statusCode).toBe(200);
    const refused = await complete(third._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      "This customer's orders of the last 90 days reach £12,000.00: an Admin must review this order before it completes",
    );
    expect(await details(third._id)).toMatchObject({
      Status: 'Accepted',
      review: 'held',
      linkedGbp: 12000,
      flags: ['linked'],
    });
    expect(await auditOf(third._id, 'order.hold')).toEqual([
      {
        actor: ADMIN.email,
        before: JSON.stringify({ review: null }),
        after: JSON.stringify({ review: 'held', linkedGbp: 12000, idCheck: PASSPORT }),
      },
    ]);
    const held = (await queue()).find((order) => order._id === third._id);
    expect(held?.linkedOrders.map((order) => order.Order_Id)).toEqual([
      first.Order_Id,
      second.Order_Id,
    ]);

    // Held: neither with the ID again nor without it.
    const again = await complete(third._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(HELD_FOR_REVIEW);

    expect((await decide(third._id, 'clear', 'Known customer, funds explained')).statusCode).toBe(
      200,
    );
    const done = await complete(third._id);
    expect(done.statusCode, done.body).toBe(200);
    expect(await details(third._id)).toMatchObject({ Status: 'Completed', review: 'cleared' });
  });

  it('marks high-value notes and amounts just under a limit', async () => {
    // Just under the ID check (£1,000) and the largest online order (£5,000).
    const underIdCheck = await place(customer(), '950');
    expect((await details(underIdCheck._id)).flags).toEqual(['near-threshold']);
    const largest = await place(customer(), '4500');
    expect((await details(largest._id)).flags).toEqual(['near-threshold']);
    const ordinary = await place(customer(), '1000');
    expect((await details(ordinary._id)).flags).toEqual([]);
    const large = await place(customer(), '1000', 'large');
    expect(large.highValueNotes).toBe(true);
    expect((await details(large._id)).flags).toEqual(['high-notes']);
  });
});
