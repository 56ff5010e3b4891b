/**
 * The notes of an order on both databases: planned from the branch's stock and reserved with the
 * order, paid out on completion, released on every other exit; received into stock when a sale
 * completes; the last notes taken by exactly one of two orders placed at once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { planNotes } from '#shared/domain/note-plan.ts';
import { addDays, ukDate } from '#shared/domain/uk-time.ts';
import type { OrderView, PlacedOrder, StaffOrderView } from '#shared/schemas/order.ts';
import { ADMIN_ENV, signInAsAdmin } from '#server/test-support/accounts.ts';
import { setNotes, setTracked } from '#server/test-support/branch-stock.ts';
import { basketItem, MANY_ORDERS_ENV, orderBody, placeOrder } from '#server/test-support/orders.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { testDatabaseKinds } from '#server/test-support/test-databases.ts';
import { changeInGbp } from './order-notes.ts';

const SITE = 'http://shop.test';
const EUR_SERIES = [500, 1000, 2000, 5000, 10000, 20000];
/** Plenty of every euro note. */
const PLENTY = Object.fromEntries(EUR_SERIES.map((note) => [note, 100]));

/** A customer of their own per order: the limits per customer stay out of the way. */
function customer() {
  const email = `c-${randomUUID().slice(0, 8)}@example.com`;
  return { email, confirmEmail: email };
}

describe('changeInGbp', () => {
  it("gives back what is below the smallest note at the item's rate, rounded down to the penny", () => {
    expect(changeInGbp(4_94, 1.1497)).toBe(4_29); // £4.2968
    expect(changeInGbp(58, 1.2456)).toBe(46); // $0.58 is £0.4656
    expect(changeInGbp(0, 1.1497)).toBe(0);
  });
});

describe.each(testDatabaseKinds)('order notes on $name', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...ADMIN_ENV, ...MANY_ORDERS_ENV });
    admin = await signInAsAdmin(t.app);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await setNotes(t.app, 'brighton', 'EUR', PLENTY);
  });

  /** Brighton's notes of a currency: denomination (minor units) -> on hand and reserved. */
  async function stockAt(branchKey: string, currencyCode: string) {
    const rows = await t.app.db
      .selectFrom('branchStock')
      .select(['denominationMinor', 'onHand', 'reserved'])
      .where('branchKey', '=', branchKey)
      .where('currencyCode', '=', currencyCode)
      .execute();
    return Object.fromEntries(
      rows.map((row) => [
        Number(row.denominationMinor),
        { onHand: Number(row.onHand), reserved: Number(row.reserved) },
      ]),
    );
  }

  /** The order's ledger rows, kind and count per note. */
  async function ledgerOf(orderId: string) {
    const rows = await t.app.db
      .selectFrom('stockMovements')
      .select(['kind', 'denominationMinor', 'onHandDelta', 'reservedDelta'])
      .where('orderId', '=', orderId)
      .orderBy('kind')
      .orderBy('denominationMinor')
      .execute();
    return rows.map((row) => ({
      kind: row.kind,
      denominationMinor: Number(row.denominationMinor),
      onHandDelta: Number(row.onHandDelta),
      reservedDelta: Number(row.reservedDelta),
    }));
  }

  async function place(
    code: string,
    gbp: string,
    overrides: Parameters<typeof orderBody>[1] = {},
    way: 'Order' | 'Sell' = 'Order',
  ) {
    return placeOrder(
      t.app,
      orderBody([await basketItem(t.app, code, way, gbp)], { ...customer(), ...overrides }),
    );
  }

  async function placed(...args: Parameters<typeof place>): Promise<PlacedOrder> {
    const response = await place(...args);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  const act = (method: 'GET' | 'PUT' | 'DELETE', path: string, payload?: object) =>
    t.app.inject({
      method,
      url: path,
      headers: { cookie: admin },
      ...(payload ? { payload } : {}),
    });
  const accept = (id: string) => act('GET', `/api/pendingToAceept/${id}`);
  const complete = (id: string, payload?: object) =>
    act('PUT', `/api/acceptedToCompleted/${id}`, payload);

  /** The reserved notes of a placed order's only line, in minor units. */
  const reservedFor = (order: OrderView) =>
    order.Orders[0]!.notes.map(({ denomination, count }) => ({
      kind: 'reservation',
      denominationMinor: denomination * 100,
      onHandDelta: 0,
      reservedDelta: count,
    }));

  it('plans the notes with the preference, stores them, reserves them and gives the change in GBP', async () => {
    const order = await placed('EUR', '200', { notePreference: 'large' });
    const line = order.Orders[0]!;
    const takeMinor = Math.round(line.currencyTake * 100);
    const plan = planNotes(
      takeMinor,
      EUR_SERIES.map((denominationMinor) => ({ denominationMinor, available: 100 })),
      'large',
    )!;
    expect(line.notes).toEqual(
      plan.notes.map((n) => ({ denomination: n.denominationMinor / 100, count: n.count })),
    );
    expect(line.changeGbp).toBe(changeInGbp(plan.remainderMinor, line.Rate) / 100);
    expect(plan.remainderMinor).toBeGreaterThan(0);
    expect(order).toMatchObject({ notePreference: 'large', onRequest: false });

    // Stored: the staff details and the list read them back.
    const details = (await act('GET', `/api/details/${order._id}`)).json() as OrderView;
    expect(details.Orders[0]).toMatchObject({ notes: line.notes, changeGbp: line.changeGbp });
    const pending = (await act('GET', '/api/PendingOrder?limit=500')).json() as OrderView[];
    expect(pending.find((o) => o._id === order._id)?.Orders[0]?.notes).toEqual(line.notes);

    // Held at Brighton, in the ledger and in the counts.
    expect(await ledgerOf(order._id)).toEqual(
      reservedFor(order).sort((a, b) => a.denominationMinor - b.denominationMinor),
    );
    const stock = await stockAt('brighton', 'EUR');
    for (const { denomination, count } of line.notes) {
      expect(stock[denomination * 100]).toEqual({ onHand: 100, reserved: count });
    }
  });

  it('plans mixed notes by default', async () => {
    const order = await placed('EUR', '200');
    expect(order.notePreference).toBe('mixed');
    const [top] = order.Orders[0]!.notes;
    expect(top!.denomination * top!.count).toBeLessThanOrEqual(order.Orders[0]!.currencyTake / 2);
  });

  it('shows the plan and the change in the confirmation e-mail', async () => {
    const order = await placed('EUR', '200', { notePreference: 'large' });
    const mail = await t.app.db
      .selectFrom('outbox')
      .select('textBody')
      .where('toAddress', '=', order.Email)
      .executeTakeFirstOrThrow();
    const [first] = order.Orders[0]!.notes;
    expect(mail.textBody).toContain(`EUR: ${first!.count} × €${first!.denomination}`);
    expect(mail.textBody).toMatch(/and £\d+\.\d\d back in cash/);
  });

  it('pays the notes out when the order is completed', async () => {
    const order = await placed('EUR', '100');
    expect((await accept(order._id)).statusCode).toBe(200);
    expect((await complete(order._id)).statusCode).toBe(200);
    const stock = await stockAt('brighton', 'EUR');
    for (const { denomination, count } of order.Orders[0]!.notes) {
      expect(stock[denomination * 100]).toEqual({ onHand: 100 - count, reserved: 0 });
    }
    const payouts = (await ledgerOf(order._id)).filter((row) => row.kind === 'payout');
    expect(payouts).toEqual(
      reservedFor(order)
        .map((row) => ({
          ...row,
          kind: 'payout',
          onHandDelta: -row.reservedDelta,
          reservedDelta: -row.reservedDelta,
        }))
        .sort((a, b) => a.denominationMinor - b.denominationMinor),
    );
  });

  async function expectReleased(order: OrderView) {
    const stock = await stockAt('brighton', 'EUR');
    for (const { denomination } of order.Orders[0]!.notes) {
      expect(stock[denomination * 100]).toEqual({ onHand: 100, reserved: 0 });
    }
    const released = (await ledgerOf(order._id)).filter((row) => row.kind === 'release');
    expect(released.map((row) => -row.reservedDelta)).toEqual(
      reservedFor(order)
        .sort((a, b) => a.denominationMinor - b.denominationMinor)
        .map((row) => row.reservedDelta),
    );
  }

  it('releases the notes when staff delete the order, accepted or not', async () => {
    const pending = await placed('EUR', '100');
    expect((await act('DELETE', `/api/deleteOrder/${pending._id}`)).statusCode).toBe(200);
    await expectReleased(pending);
    const accepted = await placed('EUR', '100');
    await accept(accepted._id);
    expect((await act('DELETE', `/api/deleteOrder/${accepted._id}`)).statusCode).toBe(200);
    await expectReleased(accepted);
  });

  it('releases the notes when the customer cancels', async () => {
    const order = await placed('EUR', '100');
    await t.app.db
      .updateTable('orders')
      .set({ collectionDate: addDays(ukDate(new Date()), 3) })
      .where('id', '=', order._id)
      .execute();
    const url = new URL(order.customerUrl, SITE);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/customer-orders/${order.Order_Id}/cancel`,
      payload: { t: url.searchParams.get('t') },
    });
    expect(response.statusCode, response.body).toBe(200);
    await expectReleased(order);
  });

  it('releases the notes when the hold expires', async () => {
    const order = await placed('EUR', '100');
    await t.app.orders.transition(null, order._id, 'expire', SITE);
    await expectReleased(order);
  });

  it('a completed deleted order gives nothing back: its notes left with the customer', async () => {
    const order = await placed('EUR', '100');
    await accept(order._id);
    await complete(order._id);
    const deleted = await act('DELETE', `/api/deleteOrder/${order._id}`, { reason: 'Test' });
    expect(deleted.statusCode).toBe(200);
    expect((await ledgerOf(order._id)).map((row) => row.kind)).not.toContain('release');
  });

  it('takes the last notes for exactly one of two orders placed at once, and names the branches that can supply the other', async () => {
    const item = await basketItem(t.app, 'EUR', 'Order', '100');
    const takeMinor = Math.round(Number(item.currencyTake) * 100);
    const plan = planNotes(
      takeMinor,
      EUR_SERIES.map((denominationMinor) => ({ denominationMinor, available: Infinity })),
    )!;
    // Brighton holds exactly the notes of one such order.
    await setNotes(
      t.app,
      'brighton',
      'EUR',
      Object.fromEntries(plan.notes.map((n) => [n.denominationMinor, n.count])),
    );
    const customers = [customer(), customer()];
    const responses = await Promise.all(
      customers.map((who) => placeOrder(t.app, orderBody([item], who))),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    const refused = responses.find((r) => r.statusCode === 409)!;
    expect(refused.json().error.reason).toBe('NOTES_GONE');
    expect(refused.json().error.message).toBe(
      'Brighton no longer has the notes for this order. Worthing, Chichester and London can supply it: please choose one of them.',
    );
    const stock = await stockAt('brighton', 'EUR');
    for (const { denominationMinor, count } of plan.notes) {
      expect(stock[denominationMinor]).toEqual({ onHand: count, reserved: count });
    }
    // The refused attempt left nothing behind.
    const orders = await t.app.db
      .selectFrom('orders')
      .select('id')
      .where(
        'email',
        'in',
        customers.map((who) => who.email),
      )
      .execute();
    expect(orders).toHaveLength(1);
  });

  it('says so when no other branch can supply the basket either', async () => {
    await setNotes(t.app, 'brighton', 'EUR', {});
    const response = await place('EUR', '100', { notePreference: 'small' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(
      /^Brighton no longer has the notes for this order\. .* can supply it/,
    );
    for (const branch of ['worthing', 'chichester', '172'])
      await setNotes(t.app, branch, 'EUR', {});
    const none = await place('EUR', '100');
    expect(none.json().error.message).toBe(
      'Brighton no longer has the notes for this order. No other branch can supply it now.',
    );
    for (const branch of ['worthing', 'chichester', '172']) {
      await setNotes(t.app, branch, 'EUR', PLENTY);
    }
  });

  it('plans items of one currency together from the stock they share', async () => {
    await setNotes(t.app, 'brighton', 'EUR', { 5000: 3, 2000: 3, 1000: 10, 500: 20 });
    const items = [
      await basketItem(t.app, 'EUR', 'Order', '100'),
      { ...(await basketItem(t.app, 'EUR', 'Order', '90')), Id: 'second' },
    ];
    const response = await placeOrder(t.app, orderBody(items, customer()));
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json() as OrderView;
    const used = new Map<number, number>();
    for (const line of order.Orders) {
      const paid = line.notes.reduce((sum, n) => sum + n.denomination * 100 * n.count, 0);
      expect(Math.round(line.currencyTake * 100) - paid).toBeLessThan(500);
      for (const n of line.notes)
        used.set(n.denomination * 100, (used.get(n.denomination * 100) ?? 0) + n.count);
    }
    const stock = await stockAt('brighton', 'EUR');
    for (const [note, count] of used) expect(stock[note]!.reserved).toBe(count);
  });

  it('offers a currency the branch does not count on request: planned, held nowhere', async () => {
    await setTracked(t.app, 'brighton', 'USD', false);
    const before = await stockAt('brighton', 'USD');
    const order = await placed('USD', '100');
    expect(order.onRequest).toBe(true);
    expect(order.Orders[0]!.notes.length).toBeGreaterThan(0);
    expect(await ledgerOf(order._id)).toEqual([]);
    expect(await stockAt('brighton', 'USD')).toEqual(before);
    await accept(order._id);
    expect((await complete(order._id)).statusCode).toBe(200);
    expect(await ledgerOf(order._id)).toEqual([]);
    await setTracked(t.app, 'brighton', 'USD', true);
  });

  it('flags high-value notes for staff when the customer asks for large notes', async () => {
    const large = await placed('EUR', '1000', { notePreference: 'large' });
    expect(large.Orders[0]!.notes[0]!.denomination).toBe(200);
    expect(large).toMatchObject({ highValueNotes: true, highValueNotesUnavoidable: false });
    const small = await placed('EUR', '1000', { notePreference: 'small' });
    expect(small.highValueNotes).toBe(false);
  });

  it('plans no €200 note for £450 of euros by default, and flags nothing', async () => {
    const order = await placed('EUR', '450');
    expect(order.Orders[0]!.currencyTake).toBeGreaterThan(400);
    const faces = order.Orders[0]!.notes.map((n) => n.denomination);
    expect(faces.length).toBeGreaterThan(0);
    expect(faces).not.toContain(200);
    expect(order).toMatchObject({ highValueNotes: false, highValueNotesUnavoidable: false });
    const details = (await act('GET', `/api/details/${order._id}`)).json<StaffOrderView>();
    expect(details.flags).toEqual([]);
  });

  it('plans €200 notes by default only when the stock cannot pay without them, and says so', async () => {
    await setNotes(t.app, 'brighton', 'EUR', {
      200_00: 10,
      100_00: 0,
      50_00: 0,
      20_00: 10,
      10_00: 10,
      5_00: 10,
    });
    const order = await placed('EUR', '450');
    expect(order.Orders[0]!.notes[0]).toMatchObject({ denomination: 200 });
    expect(order).toMatchObject({ highValueNotes: true, highValueNotesUnavoidable: true });
    const details = (await act('GET', `/api/details/${order._id}`)).json<StaffOrderView>();
    expect(details.flags).toEqual(['high-notes']);
  });

  describe('a Click & Sell order', () => {
    it('holds nothing, and records the notes received into stock as it completes', async () => {
      const order = await placed('EUR', '100', {}, 'Sell');
      expect(order.Orders[0]).toMatchObject({ notes: [], changeGbp: 0 });
      expect(await ledgerOf(order._id)).toEqual([]);
      await accept(order._id);
      const response = await complete(order._id, {
        notesReceived: { '50': 1, '20': 2, '10': 1, '5': 0 },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((response.json() as OrderView).Orders[0]!.notes).toEqual([
        { denomination: 50, count: 1 },
        { denomination: 20, count: 2 },
        { denomination: 10, count: 1 },
      ]);
      expect(await stockAt('brighton', 'EUR')).toMatchObject({
        5000: { onHand: 101, reserved: 0 },
        2000: { onHand: 102, reserved: 0 },
        1000: { onHand: 101, reserved: 0 },
      });
      expect(await ledgerOf(order._id)).toEqual([
        { kind: 'purchase', denominationMinor: 1000, onHandDelta: 1, reservedDelta: 0 },
        { kind: 'purchase', denominationMinor: 2000, onHandDelta: 2, reservedDelta: 0 },
        { kind: 'purchase', denominationMinor: 5000, onHandDelta: 1, reservedDelta: 0 },
      ]);
      const details = (await act('GET', `/api/details/${order._id}`)).json() as OrderView;
      expect(details.Orders[0]!.notes).toHaveLength(3);
    });

    it('takes the notes per currency too', async () => {
      const order = await placed('EUR', '100', {}, 'Sell');
      await accept(order._id);
      const response = await complete(order._id, { notesReceived: { EUR: { '100': 1 } } });
      expect(response.statusCode, response.body).toBe(200);
      expect(await stockAt('brighton', 'EUR')).toMatchObject({ 10000: { onHand: 101 } });
    });

    it('completes without a body as the spec does, recording nothing', async () => {
      const order = await placed('EUR', '100', {}, 'Sell');
      await accept(order._id);
      expect((await complete(order._id)).statusCode).toBe(200);
      expect(await ledgerOf(order._id)).toEqual([]);
    });

    it('refuses a note the currency does not have, or another currency, and stays Accepted', async () => {
      const order = await placed('EUR', '100', {}, 'Sell');
      await accept(order._id);
      const wrongNote = await complete(order._id, { notesReceived: { '30': 1, '50': 1 } });
      expect(wrongNote.statusCode).toBe(400);
      expect(wrongNote.json().error.message).toBe(
        'There is no €30 note: EUR notes are €5, €10, €20, €50, €100, €200',
      );
      const wrongCurrency = await complete(order._id, { notesReceived: { USD: { '50': 1 } } });
      expect(wrongCurrency.statusCode).toBe(400);
      expect(wrongCurrency.json().error.message).toBe('This order has no USD');
      const details = (await act('GET', `/api/details/${order._id}`)).json() as OrderView;
      expect(details.Status).toBe('Accepted');
      expect(await ledgerOf(order._id)).toEqual([]);
      expect(await stockAt('brighton', 'EUR')).toMatchObject({ 5000: { onHand: 100 } });
    });

    it('refuses notes worth more or less than the order sells, and stays Accepted', async () => {
      const order = await placed('EUR', '102.5', {}, 'Sell');
      await accept(order._id);
      const before = await stockAt('brighton', 'EUR');
      for (const [notesReceived, total] of [
        [{ '200': 1000 }, '€200,000'],
        [{ '100': 1, '5': 1 }, '€105'],
        [{ '50': 1, '20': 2, '5': 1 }, '€95'],
      ] as const) {
        const response = await complete(order._id, { notesReceived });
        expect(response.statusCode).toBe(400);
        const message = `The notes received add up to ${total}; this order sells 102.50 EUR, all of it in notes but what is below the €5 note`;
        expect(response.json().error).toMatchObject({
          message,
          issues: [{ path: 'notesReceived', message }],
        });
      }
      expect((await act('GET', `/api/details/${order._id}`)).json<OrderView>().Status).toBe(
        'Accepted',
      );
      expect(await ledgerOf(order._id)).toEqual([]);
      expect(await stockAt('brighton', 'EUR')).toEqual(before);
      // €100 in notes: the €2.50 below the €5 note is paid in GBP.
      expect((await complete(order._id, { notesReceived: { '100': 1 } })).statusCode).toBe(200);
    });

    it('refuses notes received for a Click & Collect order', async () => {
      const order = await placed('EUR', '100');
      await accept(order._id);
      const response = await complete(order._id, { notesReceived: { '50': 1 } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(
        'Notes received are recorded when a Click & Sell order is completed',
      );
    });
  });
});
