/**
 * Suspicions on both databases: any member of staff raises one on an order of their branches
 * (another branch's is 404, as for its details), audited; only the MLRO reads them, newest first;
 * the MLRO alone decides each once (reported to the NCA, or not); the customer learns nothing of
 * them, the order's history does not show them, and an order with one is kept from anonymisation
 * until the decision, then for the usual years.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetails, PlacedOrder } from '#shared/schemas/order.ts';
import type { Suspicion } from '#shared/schemas/suspicion.ts';
import { ADMIN_ENV, makeMlro, makeStaff, signInAsAdmin } from '#server/test-support/accounts.ts';
import { setNotes } from '#server/test-support/branch-stock.ts';
import { basketItem, orderBody, placeOrder } from '#server/test-support/orders.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { testDatabaseKinds } from '#server/test-support/test-databases.ts';
import { anonymiseEndedOrders } from '../jobs/order-retention.job.ts';
import {
  MLRO_DECIDES_SUSPICIONS,
  MLRO_READS_SUSPICIONS,
  SUSPICION_DECIDED,
} from './suspicions.service.ts';

const SITE = 'http://localhost:3000';
const PLENTY = Object.fromEntries([500, 1000, 2000, 5000, 10000, 20000].map((n) => [n, 1000]));

describe.each(testDatabaseKinds)('suspicions on $name', (kind) => {
  let t: TestApp;
  let admin: string;
  let mlro: string;
  let brighton: string;
  let worthing: string;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      ...ADMIN_ENV,
      AUTH_RATE_LIMIT_PER_IP: '1000',
      ORDER_RATE_LIMIT_PER_IP: '1000000',
      ORDER_RATE_LIMIT_PER_EMAIL: '1000000',
      QUOTE_RATE_LIMIT_PER_MINUTE: '1000000',
    });
    admin = await signInAsAdmin(t.app);
    mlro = await makeMlro(t.app, admin, 'officer@bureau.test', {
      role: 'Staff',
      branches: ['worthing'],
    });
    brighton = await makeStaff(t.app, 'brighton-cashier@bureau.test', ['brighton']);
    worthing = await makeStaff(t.app, 'worthing-cashier@bureau.test', ['worthing']);
    await setNotes(t.app, 'brighton', 'EUR', PLENTY);
  });
  afterAll(() => t.close());

  async function place(): Promise<PlacedOrder> {
    const email = `c-${randomUUID().slice(0, 8)}@example.com`;
    const item = await basketItem(t.app, 'EUR', 'Order', '200');
    const placed = await placeOrder(
      t.app,
      orderBody([item], { firstName: 'Ada', lastName: 'Lovelace', email, confirmEmail: email }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json();
  }
  const raise = (id: string, payload: object, cookie = brighton) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/suspicions`,
      headers: { cookie },
      payload,
    });
  const list = (cookie = mlro) => t.app.inject({ url: '/api/suspicions', headers: { cookie } });
  const suspicionsOf = (orderId: string) =>
    t.app.db.selectFrom('suspicions').selectAll().where('orderId', '=', orderId).execute();
  const auditOf = (orderId: string, action = 'order.suspicion') =>
    t.app.db
      .selectFrom('auditLog')
      .select(['actor', 'after'])
      .where('entityId', '=', orderId)
      .where('action', '=', action)
      .execute();
  const decide = (id: string, payload: object, cookie = mlro) =>
    t.app.inject({ method: 'POST', url: `/api/suspicions/${id}`, headers: { cookie }, payload });
  async function raised(orderId: string, note = 'Paid in used notes'): Promise<string> {
    const answer = await raise(orderId, { note });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<{ id: string }>().id;
  }
  const listed = async (id: string) =>
    (await list()).json<Suspicion[]>().find((each) => each.id === id);

  it('lets Staff of the branch raise a suspicion, trimmed and audited, and the MLRO read it', async () => {
    const placed = await place();
    const raised = await raise(placed._id, {
      note: '  Wanted large notes, nervous.\nPaid cash.  ',
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const { id } = raised.json<{ id: string; raisedAt: string }>();
    const stored = await suspicionsOf(placed._id);
    expect(stored).toMatchObject([
      {
        id,
        raisedBy: 'brighton-cashier@bureau.test',
        note: 'Wanted large notes, nervous.\nPaid cash.',
      },
    ]);
    const audited = await auditOf(placed._id);
    expect(audited).toHaveLength(1);
    expect(audited[0]!.actor).toBe('brighton-cashier@bureau.test');
    expect(JSON.parse(audited[0]!.after!)).toEqual({
      suspicion: id,
      note: 'Wanted large notes, nervous.\nPaid cash.',
    });

    const read = await list();
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<Suspicion[]>().find((each) => each.id === id)).toEqual({
      id,
      orderId: placed._id,
      orderNumber: placed.Order_Id,
      branchKey: 'brighton',
      branch: expect.any(String),
      status: 'Pending',
      raisedBy: 'brighton-cashier@bureau.test',
      raisedAt: stored[0]!.raisedAt.toISOString(),
      note: 'Wanted large notes, nervous.\nPaid cash.',
    });
    // Staff's view of the order, history included, does not show it.
    const details = await t.app.inject({
      url: `/api/details/${placed._id}`,
      headers: { cookie: brighton },
    });
    expect(details.statusCode).toBe(200);
    expect(details.json<OrderDetails>().history.map((entry) => entry.action)).toEqual(['placed']);
    expect(details.body.toLowerCase()).not.toContain('suspicion');
  });

  it('lets an Admin raise one, and lists the newest first', async () => {
    const first = await place();
    const second = await place();
    expect((await raise(first._id, { note: 'First' })).statusCode).toBe(201);
    expect((await raise(second._id, { note: 'Second' }, admin)).statusCode).toBe(201);
    const notes = (await list()).json<Suspicion[]>().map((each) => each.note);
    expect(notes.indexOf('Second')).toBeLessThan(notes.indexOf('First'));
    expect(notes.indexOf('Second')).toBeGreaterThanOrEqual(0);
  });

  it("answers 404 for another branch's order, as its details do, and stores nothing", async () => {
    const placed = await place();
    const refused = await raise(placed._id, { note: 'Looks odd' }, worthing);
    expect(refused.statusCode).toBe(404);
    const details = await t.app.inject({
      url: `/api/details/${placed._id}`,
      headers: { cookie: worthing },
    });
    expect(refused.json()).toEqual(details.json());
    const unknown = await raise(randomUUID(), { note: 'Looks odd' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(refused.json());
    expect(await suspicionsOf(placed._id)).toEqual([]);
    expect(await auditOf(placed._id)).toEqual([]);
  });

  it('refuses an empty, blank or too long note with 400, changing nothing', async () => {
    const placed = await place();
    for (const payload of [{}, { note: '' }, { note: '   \n ' }, { note: 'x'.repeat(2001) }]) {
      const refused = await raise(placed._id, payload);
      expect({ payload, status: refused.statusCode }).toEqual({ payload, status: 400 });
    }
    expect(await suspicionsOf(placed._id)).toEqual([]);
    expect(await auditOf(placed._id)).toEqual([]);
    expect((await raise(placed._id, { note: 'x'.repeat(2000) })).statusCode).toBe(201);
  });

  it('lets only the MLRO read them: Admins and Staff who are not are refused', async () => {
    for (const cookie of [admin, brighton, worthing]) {
      const refused = await list(cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(MLRO_READS_SUSPICIONS);
    }
    expect((await t.app.inject({ url: '/api/suspicions' })).statusCode).toBe(401);
  });

  it('tells the customer nothing', async () => {
    const placed = await place();
    const note = 'Customer asked how to avoid the ID check';
    expect((await raise(placed._id, { note })).statusCode).toBe(201);
    const url = new URL(placed.customerUrl, SITE);
    const page = await t.app.inject(
      `/api/customer-orders/${placed.Order_Id}?t=${encodeURIComponent(url.searchParams.get('t') ?? '')}`,
    );
    expect(page.statusCode, page.body).toBe(200);
    const status = await t.app.inject({
      method: 'POST',
      url: '/api/order-status',
      payload: { orderNumber: placed.Order_Id, email: placed.Email },
    });
    expect(status.statusCode).toBe(200);
    const mails = await t.app.db
      .selectFrom('outbox')
      .select(['subject', 'textBody', 'htmlBody'])
      .where('toAddress', '=', placed.Email)
      .execute();
    expect(mails.length).toBeGreaterThan(0);
    const told = [
      page.body,
      status.body,
      ...mails.flatMap((mail) => [mail.subject, mail.textBody, mail.htmlBody]),
    ];
    for (const text of told) {
      for (const word of ['suspicion', 'mlro', note.toLowerCase()]) {
        expect({ word, found: text.toLowerCase().includes(word) }).toEqual({ word, found: false });
      }
    }
  });

  it('lets the MLRO decide once that it was reported to the NCA, audited and listed', async () => {
    const placed = await place();
    const id = await raised(placed._id);
    const decision = {
      decision: 'reported',
      note: '  SAR made online  ',
      reference: ' 2026-SAR-0042 ',
      reportedOn: '2026-11-20',
    };
    const decided = await decide(id, decision);
    expect(decided.statusCode, decided.body).toBe(204);
    expect(await listed(id)).toMatchObject({
      decided: {
        decision: 'reported',
        by: 'officer@bureau.test',
        at: expect.any(String),
        note: 'SAR made online',
        reference: '2026-SAR-0042',
        reportedOn: '2026-11-20',
      },
    });
    const audited = await auditOf(placed._id, 'order.suspicion-decided');
    expect(audited).toHaveLength(1);
    expect(audited[0]!.actor).toBe('officer@bureau.test');
    expect(JSON.parse(audited[0]!.after!)).toEqual({
      suspicion: id,
      decision: 'reported',
      note: 'SAR made online',
      reference: '2026-SAR-0042',
      reportedOn: '2026-11-20',
    });

    const again = await decide(id, { decision: 'not-reported', note: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(SUSPICION_DECIDED);
    expect((await listed(id))?.decided?.decision).toBe('reported');
    expect(await auditOf(placed._id, 'order.suspicion-decided')).toHaveLength(1);
    const details = await t.app.inject({
      url: `/api/details/${placed._id}`,
      headers: { cookie: brighton },
    });
    expect(details.json<OrderDetails>().history.map((entry) => entry.action)).toEqual(['placed']);
  });

  it('lists a suspicion undecided until the MLRO decides there were no grounds', async () => {
    const placed = await place();
    const id = await raised(placed._id);
    expect((await listed(id))?.decided).toBeUndefined();
    const decided = await decide(id, { decision: 'not-reported', note: 'Regular customer' });
    expect(decided.statusCode, decided.body).toBe(204);
    const { decided: shown } = (await listed(id)) ?? {};
    expect(shown).toMatchObject({ decision: 'not-reported', note: 'Regular customer' });
    expect(shown).not.toHaveProperty('reference');
  });

  it('refuses the decision to anyone but the MLRO, and bad or unknown ones, changing nothing', async () => {
    const placed = await place();
    const id = await raised(placed._id);
    const good = { decision: 'not-reported', note: 'Regular customer' };
    for (const cookie of [admin, brighton, worthing]) {
      const refused = await decide(id, good, cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(MLRO_DECIDES_SUSPICIONS);
    }
    expect((await t.app.inject({ method: 'POST', url: `/api/suspicions/${id}` })).statusCode).toBe(
      401,
    );
    for (const payload of [
      {},
      { decision: 'ignore', note: 'Regular customer' },
      { decision: 'not-reported', note: 'x' },
      { decision: 'reported', note: 'SAR made', reportedOn: '2026-11-20' },
      { decision: 'reported', note: 'SAR made', reference: 'R1', reportedOn: '20/11/2026' },
    ]) {
      const refused = await decide(id, payload);
      expect({ payload, status: refused.statusCode }).toEqual({ payload, status: 400 });
    }
    expect((await decide(randomUUID(), good)).statusCode).toBe(404);
    expect((await listed(id))?.decided).toBeUndefined();
    expect(await auditOf(placed._id, 'order.suspicion-decided')).toEqual([]);
  });

  it('keeps an order from anonymisation while its suspicion awaits the MLRO, and for the years after the decision', async () => {
    const waiting = await place();
    const decidedLongAgo = await place();
    const decidedLately = await place();
    const ordinary = await place();
    const now = new Date();
    const longAgo = new Date(now.getTime() - 7 * 365 * 86_400_000);
    await raised(waiting._id, 'Structured over days');
    for (const order of [decidedLongAgo, decidedLately]) {
      const id = await raised(order._id);
      expect((await decide(id, { decision: 'not-reported', note: 'No grounds' })).statusCode).toBe(
        204,
      );
    }
    await t.app.db
      .updateTable('suspicions')
      .set({ decidedAt: longAgo })
      .where('orderId', '=', decidedLongAgo._id)
      .execute();
    await t.app.db
      .updateTable('orders')
      .set({ status: 'Completed', updatedAt: longAgo })
      .where('id', 'in', [waiting._id, decidedLongAgo._id, decidedLately._id, ordinary._id])
      .execute();
    await anonymiseEndedOrders({ db: t.app.db, retentionYears: 5 }, now);
    const details = async (id: string): Promise<OrderDetails> =>
      (await t.app.inject({ url: `/api/details/${id}`, headers: { cookie: admin } })).json();
    expect(await details(waiting._id)).toMatchObject({ anonymised: false, Name: 'Ada Lovelace' });
    expect(await details(decidedLately._id)).toMatchObject({ anonymised: false });
    expect(await details(decidedLongAgo._id)).toMatchObject({ anonymised: true });
    expect(await details(ordinary._id)).toMatchObject({ anonymised: true });
    expect((await list()).json<Suspicion[]>().map((each) => each.orderId)).toContain(waiting._id);
  });
});
