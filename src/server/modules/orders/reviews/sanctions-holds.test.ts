/**
 * Sanctions screening and the MLRO's decisions, on both databases: the customer's name is screened
 * as an order is placed, the name on the ID document as it completes, and every open order when a
 * new list is imported; a match holds the order (409 on accept and complete) until the MLRO, and
 * only the MLRO, clears it or reports it (frozen: no move, no expiry, notes held, kept from
 * anonymisation) and closes the report. The customer learns nothing of it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IdCheck, OrderDetails, PlacedOrder } from '#shared/schemas/order.ts';
import type { HeldOrder } from '#shared/schemas/review.ts';
import { ADMIN_ENV, makeMlro, makeStaff, signInAsAdmin } from '#server/test-support/accounts.ts';
import { setNotes } from '#server/test-support/branch-stock.ts';
import { basketItem, orderBody, placeOrder } from '#server/test-support/orders.ts';
import { listFile, type ListRow } from '#server/test-support/sanctions-list.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { testDatabaseKinds } from '#server/test-support/test-databases.ts';
import { expireEndedHolds } from '../jobs/order-expiry.job.ts';
import { anonymiseEndedOrders } from '../jobs/order-retention.job.ts';
import { heldNotes } from '../orders.repository.ts';
import { FROZEN_BY_REPORT, HELD_FOR_SANCTIONS } from './sanctions-holds.ts';
import { ADMIN_ONLY, MLRO_ONLY } from './reviews.service.ts';

const PLENTY = Object.fromEntries([500, 1000, 2000, 5000, 10000, 20000].map((n) => [n, 1000]));
const SITE = 'http://localhost:3000';

const LISTED: ListRow[] = [
  { uniqueId: 'GHR0001', familyName: 'KARIMOV', otherNames: ['Rustam'] },
  { uniqueId: 'RUS0002', familyName: 'AL-ZAHRA', otherNames: ['Fatima'], regime: 'Russia' },
  { uniqueId: 'RUS0003', familyName: 'ABDULLAYEV', otherNames: ['Tahir'], regime: 'Russia' },
];
/** Listed later: a second import adds him. */
const ADDED: ListRow = {
  uniqueId: 'CYB0004',
  familyName: 'VOLKOV',
  otherNames: ['Dmitri'],
  regime: 'Cyber',
};

/** Names placed, and the listed individual each matches (or none). */
const CASES: Array<[firstName: string, lastName: string, uniqueId: string | null]> = [
  ['Rustam', 'Karimov', 'GHR0001'],
  ['RUSTAM', 'KARIMOV', 'GHR0001'],
  ['Karimov', 'Rustam', 'GHR0001'],
  ['Rüstam', 'Karímov', 'GHR0001'],
  ['Fatima', 'Al Zahra', 'RUS0002'],
  ['Fatima', 'Alzahra', 'RUS0002'],
  ['Tahir', 'Abdulayev', 'RUS0003'],
  // Near misses: a shared family name alone, another given name, a short name one letter off.
  ['Jane', 'Karimov', null],
  ['Ruslan', 'Karimov', null],
  ['Rustam', 'Karimova', null],
  ['Fatima', 'Zahra', null],
  ['Tahir', 'Abdul', null],
];

describe.each(testDatabaseKinds)('sanctions holds and the MLRO on $name', (kind) => {
  let t: TestApp;
  let admin: string;
  let mlro: string;
  let cashier: string;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      ...ADMIN_ENV,
      AUTH_RATE_LIMIT_PER_IP: '1000',
      ORDER_RATE_LIMIT_PER_IP: '1000000',
      ORDER_RATE_LIMIT_PER_EMAIL: '1000000',
      QUOTE_RATE_LIMIT_PER_MINUTE: '1000000',
    });
    admin = await signInAsAdmin(t.app);
    mlro = await makeMlro(t.app, admin, 'officer@bureau.test', { role: 'Admin', branches: [] });
    cashier = await makeStaff(t.app, 'cashier@bureau.test', ['brighton']);
    await importList(LISTED);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await setNotes(t.app, 'brighton', 'EUR', PLENTY);
  });

  async function importList(rows: ListRow[], cookie = admin) {
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/sanctions/list',
      headers: { cookie, 'content-type': 'text/csv' },
      payload: listFile(rows),
    });
    expect(imported.statusCode, imported.body).toBe(200);
  }

  async function place(firstName: string, lastName: string): Promise<PlacedOrder> {
    const email = `c-${randomUUID().slice(0, 8)}@example.com`;
    const item = await basketItem(t.app, 'EUR', 'Order', '200');
    const placed = await placeOrder(
      t.app,
      orderBody([item], { firstName, lastName, email, confirmEmail: email }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json();
  }
  const details = async (id: string): Promise<OrderDetails> =>
    (await t.app.inject({ url: `/api/details/${id}`, headers: { cookie: admin } })).json();
  const accept = (id: string) =>
    t.app.inject({ url: `/api/pendingToAceept/${id}`, headers: { cookie: admin } });
  const complete = (id: string, idCheck: IdCheck = { type: 'passport', last4: 'AB12' }) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/acceptedToCompleted/${id}`,
      headers: { cookie: admin },
      payload: { idCheck },
    });
  const decide = (id: string, payload: object, cookie = mlro) =>
    t.app.inject({ method: 'POST', url: `/api/reviews/${id}`, headers: { cookie }, payload });
  const queue = async (): Promise<HeldOrder[]> =>
    (await t.app.inject({ url: '/api/reviews', headers: { cookie: admin } })).json();
  const auditOf = (id: string, action: string) =>
    t.app.db
      .selectFrom('auditLog')
      .select(['actor', 'before', 'after'])
      .where('entityId', '=', id)
      .where('action', '=', action)
      .execute();
  const REPORT = {
    decision: 'report',
    note: 'Date of birth matches the listing',
    reportedTo: 'NCA',
    reference: 'SAR-2026-0042',
    reportedOn: '2026-11-30',
  };

  it.each(CASES)('screens %s %s as placed', async (firstName, lastName, uniqueId) => {
    const placed = await place(firstName, lastName);
    const seen = await details(placed._id);
    if (uniqueId === null) {
      expect(seen).toMatchObject({ holdReasons: [], sanctions: null, sanctionsMatch: null });
      return;
    }
    expect(seen).toMatchObject({
      Status: 'Pending',
      holdReasons: ['sanctions'],
      sanctions: 'held',
      sanctionsMatch: { uniqueId, matched: `${firstName} ${lastName}` },
    });
    const [hold] = await auditOf(placed._id, 'order.sanctions-hold');
    expect(hold?.actor).toBeNull();
    expect(JSON.parse(hold?.after ?? '{}')).toMatchObject({
      sanctions: 'held',
      screened: 'placing',
      match: { uniqueId },
    });
  });

  it('refuses to accept or complete a held order, and lists it for review with its match', async () => {
    const placed = await place('Rustam', 'Karimov');
    const refused = await accept(placed._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      reason: 'HELD_FOR_SANCTIONS',
      message: HELD_FOR_SANCTIONS,
    });
    const held = (await queue()).find((order) => order._id === placed._id);
    expect(held).toMatchObject({
      holdReasons: ['sanctions'],
      review: null,
      sanctionsMatch: { uniqueId: 'GHR0001', regime: 'Global Human Rights' },
    });
  });

  it('holds an order at completion when the name on the ID document matches', async () => {
    const placed = await place('Rusty', 'Kay');
    expect((await accept(placed._id)).statusCode).toBe(200);
    const refused = await complete(placed._id, {
      type: 'passport',
      last4: 'ZX98',
      name: 'Rustam Karimov',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.reason).toBe('HELD_FOR_SANCTIONS');
    expect(await details(placed._id)).toMatchObject({
      Status: 'Accepted',
      sanctions: 'held',
      holdReasons: ['sanctions'],
      sanctionsMatch: { uniqueId: 'GHR0001', matched: 'Rustam Karimov' },
    });
    const [hold] = await auditOf(placed._id, 'order.sanctions-hold');
    expect(JSON.parse(hold?.after ?? '{}')).toMatchObject({ screened: 'id-document' });
    // Another name on the document completes as ever.
    const other = await place('Ada', 'Byron');
    expect((await accept(other._id)).statusCode).toBe(200);
    const done = await complete(other._id, { type: 'passport', last4: 'ZX98', name: 'Ada Byron' });
    expect(done.statusCode, done.body).toBe(200);
  });

  it('holds an open order when a new list names its customer, audited as the importer', async () => {
    const pending = await place('Dmitri', 'Volkov');
    const accepted = await place('Dmitri', 'Volkov');
    expect((await accept(accepted._id)).statusCode).toBe(200);
    const completed = await place('Dmitri', 'Volkov');
    expect((await accept(completed._id)).statusCode).toBe(200);
    expect((await complete(completed._id)).statusCode).toBe(200);

    await importList([...LISTED, ADDED]);
    for (const open of [pending, accepted]) {
      expect(await details(open._id)).toMatchObject({
        sanctions: 'held',
        sanctionsMatch: { uniqueId: 'CYB0004', regime: 'Cyber' },
      });
      const [hold] = await auditOf(open._id, 'order.sanctions-hold');
      expect(hold?.actor).toBe('admin@bureau.test');
      expect(JSON.parse(hold?.after ?? '{}')).toMatchObject({ screened: 'list-import' });
    }
    expect(await details(completed._id)).toMatchObject({ Status: 'Completed', sanctions: null });
    // Imported again: held once, audited once.
    await importList([...LISTED, ADDED]);
    expect(await auditOf(pending._id, 'order.sanctions-hold')).toHaveLength(1);
  });

  it('lets only the MLRO clear a match: Admins and Staff are refused', async () => {
    const placed = await place('Fatima', 'Al-Zahra');
    const note = 'Different date of birth: not the listed person';
    for (const cookie of [admin, cashier]) {
      const refused = await decide(placed._id, { decision: 'clear', note }, cookie);
      expect(refused.statusCode).toBe(403);
      if (cookie === admin) expect(refused.json().error.message).toBe(MLRO_ONLY);
    }
    expect(await details(placed._id)).toMatchObject({ sanctions: 'held' });

    const cleared = await decide(placed._id, { decision: 'clear', note });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ sanctions: 'cleared', holdReasons: [] });
    expect(await auditOf(placed._id, 'order.sanctions-review')).toEqual([
      {
        actor: 'officer@bureau.test',
        before: JSON.stringify({ sanctions: 'held' }),
        after: JSON.stringify({ sanctions: 'cleared', decision: 'clear', note }),
      },
    ]);
    expect((await decide(placed._id, { decision: 'clear', note })).statusCode).toBe(409);
    expect((await queue()).some((order) => order._id === placed._id)).toBe(false);
    expect((await accept(placed._id)).statusCode).toBe(200);
    expect((await complete(placed._id)).statusCode).toBe(200);
  });

  it('freezes a reported order until the MLRO closes the report', async () => {
    const placed = await place('Rustam', 'Karimov');
    // Collected another day: the customer could cancel it online.
    await t.app.db
      .updateTable('orders')
      .set({ collectionDate: '2099-01-01' })
      .where('id', '=', placed._id)
      .execute();
    const notesBefore = await heldNotes(t.app.db, placed._id);
    expect(notesBefore.length).toBeGreaterThan(0);

    for (const cookie of [admin, cashier]) {
      expect((await decide(placed._id, REPORT, cookie)).statusCode).toBe(403);
    }
    const badReport = await decide(placed._id, { ...REPORT, reportedTo: 'Police' });
    expect(badReport.statusCode).toBe(400);
    const reported = await decide(placed._id, REPORT);
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json()).toMatchObject({ sanctions: 'reported', holdReasons: ['sanctions'] });
    const [entry] = await auditOf(placed._id, 'order.sanctions-review');
    expect(JSON.parse(entry?.after ?? '{}')).toEqual({
      sanctions: 'reported',
      decision: 'report',
      note: REPORT.note,
      reportedTo: 'NCA',
      reference: 'SAR-2026-0042',
      reportedOn: '2026-11-30',
    });

    // Frozen: no staff move, no expiry, no cancel by the customer; its notes stay held.
    for (const moved of [
      await accept(placed._id),
      await t.app.inject({
        method: 'DELETE',
        url: `/api/deleteOrder/${placed._id}`,
        headers: { cookie: admin },
      }),
    ]) {
      expect(moved.statusCode, moved.body).toBe(409);
      expect(moved.json().error).toMatchObject({
        reason: 'HELD_FOR_SANCTIONS',
        message: FROZEN_BY_REPORT,
      });
    }
    await t.app.db
      .updateTable('orders')
      .set({ holdUntil: new Date(Date.now() - 60_000) })
      .where('id', '=', placed._id)
      .execute();
    await expireEndedHolds({ db: t.app.db, orders: t.app.orders, site: SITE }, new Date());
    const [number, token] = linkOf(placed);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/customer-orders/${number}/cancel`,
      payload: { t: token },
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.message).toMatch(/^This order can no longer be cancelled online\./);
    expect(await details(placed._id)).toMatchObject({ Status: 'Pending', sanctions: 'reported' });
    expect(await heldNotes(t.app.db, placed._id)).toEqual(notesBefore);
    expect((await queue()).find((order) => order._id === placed._id)).toMatchObject({
      sanctions: 'reported',
    });

    // Closed: the order goes on.
    const note = 'NCA consent received';
    expect((await decide(placed._id, { decision: 'close-report', note }, admin)).statusCode).toBe(
      403,
    );
    const closed = await decide(placed._id, { decision: 'close-report', note });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ sanctions: 'cleared', holdReasons: [] });
    expect((await accept(placed._id)).statusCode).toBe(200);
  });

  it('keeps due-diligence and sanctions holds apart', async () => {
    const placed = await place('Tahir', 'Abdullayev');
    await t.app.db
      .updateTable('orders')
      .set({ review: 'held' })
      .where('id', '=', placed._id)
      .execute();
    expect(await details(placed._id)).toMatchObject({
      holdReasons: ['due-diligence', 'sanctions'],
    });
    // Without `hold`, clear is the Admin's on the due-diligence hold, as before.
    const note = 'Source of funds seen';
    expect((await decide(placed._id, { decision: 'clear', note }, admin)).statusCode).toBe(200);
    expect(await details(placed._id)).toMatchObject({
      review: 'cleared',
      sanctions: 'held',
      holdReasons: ['sanctions'],
    });
    expect((await accept(placed._id)).json().error.reason).toBe('HELD_FOR_SANCTIONS');
    const sanctionsClear = { decision: 'clear', hold: 'sanctions', note };
    expect((await decide(placed._id, sanctionsClear, admin)).statusCode).toBe(403);
    expect((await decide(placed._id, sanctionsClear)).statusCode).toBe(200);
    expect((await accept(placed._id)).statusCode).toBe(200);
  });

  it('lets a Staff member who is the MLRO open the queue and clear a match, but not a review', async () => {
    const staffMlro = await makeMlro(t.app, admin, 'staff-officer@bureau.test', {
      role: 'Staff',
      branches: ['worthing'],
    });
    const listed = (cookie: string) => t.app.inject({ url: '/api/reviews', headers: { cookie } });
    expect((await listed(cashier)).statusCode).toBe(403);

    const placed = await place('Tahir', 'Abdullayev');
    await t.app.db
      .updateTable('orders')
      .set({ review: 'held' })
      .where('id', '=', placed._id)
      .execute();
    const queued = await listed(staffMlro);
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json<HeldOrder[]>().some((order) => order._id === placed._id)).toBe(true);

    const note = 'Checked with the branch';
    const review = await decide(placed._id, { decision: 'clear', note }, staffMlro);
    expect(review.statusCode).toBe(403);
    expect(review.json().error.message).toBe(ADMIN_ONLY);
    const cleared = await decide(
      placed._id,
      { decision: 'clear', hold: 'sanctions', note },
      staffMlro,
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ review: 'held', sanctions: 'cleared' });
  });

  it('tells the customer nothing: the answers and e-mails read as any order', async () => {
    const placed = await place('Rustam', 'Karimov');
    const { sanctionsMatch } = await details(placed._id);
    expect(sanctionsMatch).not.toBeNull();
    const [number, token] = linkOf(placed);
    const page = await t.app.inject(
      `/api/customer-orders/${number}?t=${encodeURIComponent(token)}`,
    );
    expect(page.statusCode).toBe(200);
    const status = await t.app.inject({
      method: 'POST',
      url: '/api/order-status',
      payload: { orderNumber: placed.Order_Id, email: placed.Email },
    });
    expect(status.statusCode).toBe(200);
    // The reminder the day before is queued for a held order as for any.
    const mails = await t.app.db
      .selectFrom('outbox')
      .select(['subject', 'textBody', 'htmlBody'])
      .where('toAddress', '=', placed.Email)
      .execute();
    expect(mails.length).toBeGreaterThan(0);
    const told = [
      JSON.stringify(placed),
      page.body,
      status.body,
      ...mails.flatMap((mail) => [mail.subject, mail.textBody, mail.htmlBody]),
    ];
    for (const text of told) {
      for (const word of ['sanctions', 'held', 'review', 'mlro']) {
        expect({ word, found: text.toLowerCase().includes(word) }).toEqual({ word, found: false });
      }
      // As listed: the customer's own name, as they typed it, is theirs to see.
      for (const word of [sanctionsMatch!.name, sanctionsMatch!.regime, sanctionsMatch!.uniqueId]) {
        expect({ word, found: text.includes(word) }).toEqual({ word, found: false });
      }
    }
  });

  it('keeps a reported order from anonymisation while the report is open', async () => {
    const reported = await place('Fatima', 'Alzahra');
    const ordinary = await place('Ada', 'Lovelace');
    const longAgo = new Date(Date.now() - 7 * 365 * 86_400_000);
    await t.app.db
      .updateTable('orders')
      .set({ status: 'Completed', updatedAt: longAgo })
      .where('id', 'in', [reported._id, ordinary._id])
      .execute();
    await t.app.db
      .updateTable('orders')
      .set({ sanctions: 'reported' })
      .where('id', '=', reported._id)
      .execute();
    await anonymiseEndedOrders({ db: t.app.db, retentionYears: 5 }, new Date());
    expect(await details(reported._id)).toMatchObject({
      anonymised: false,
      Name: 'Fatima Alzahra',
    });
    expect(await details(ordinary._id)).toMatchObject({ anonymised: true });
  });

  /** The order number and token of the placed order's own page. */
  function linkOf(placed: PlacedOrder): [string, string] {
    const url = new URL(placed.customerUrl, SITE);
    return [placed.Order_Id, url.searchParams.get('t') ?? ''];
  }
});
