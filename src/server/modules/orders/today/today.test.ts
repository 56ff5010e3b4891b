import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BranchCalendar } from '#shared/domain/collection-days.ts';
import { addDays, ukDate } from '#shared/domain/uk-time.ts';
import type { OrderView } from '#shared/schemas/order.ts';
import type { OrderPulse, Today } from '#shared/schemas/today.ts';
import { ADMIN_ENV, makeStaff, signInAsAdmin } from '#server/test-support/accounts.ts';
import { setNotes } from '#server/test-support/branch-stock.ts';
import { basketItem, MANY_ORDERS_ENV, orderBody, placeOrder } from '#server/test-support/orders.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { testDatabaseKinds } from '#server/test-support/test-databases.ts';
import { nextOpenDay } from './today.ts';

const weekdays = { opens: '09:00', closes: '17:30' };
const calendar = (closures: string[] = []): BranchCalendar => ({
  openingHours: {
    monday: weekdays,
    tuesday: weekdays,
    wednesday: weekdays,
    thursday: weekdays,
    friday: weekdays,
    saturday: { opens: '09:00', closes: '17:00' },
    sunday: null,
  },
  closures: new Set(closures),
  openings: new Set(),
});

describe('nextOpenDay', () => {
  it('is the next day the branch opens, past Sundays and closures', () => {
    // 2026-11-25 is a Wednesday.
    expect(nextOpenDay(calendar(), '2026-11-25')).toBe('2026-11-26');
    expect(nextOpenDay(calendar(), '2026-11-28')).toBe('2026-11-30');
    // Christmas Day; Saturday 26th closed for a refit; Boxing Day's substitute on Monday 28th.
    expect(nextOpenDay(calendar(['2026-12-26']), '2026-12-24')).toBe('2026-12-29');
  });

  it('is the day after when the branch does not open in the coming weeks', () => {
    const shut = { ...calendar(), openingHours: { ...calendar().openingHours } };
    for (const day of Object.keys(shut.openingHours) as Array<keyof typeof shut.openingHours>) {
      shut.openingHours[day] = null;
    }
    expect(nextOpenDay(shut, '2026-11-25')).toBe('2026-11-26');
  });
});

describe.each(testDatabaseKinds)("a branch's day on $name", (kind) => {
  let t: TestApp;
  let admin: string;
  let worthingCashier: string;
  const today = ukDate(new Date());
  beforeAll(async () => {
    t = await createTestApp(kind, { ...ADMIN_ENV, ...MANY_ORDERS_ENV });
    admin = await signInAsAdmin(t.app);
    worthingCashier = await makeStaff(t.app, 'cashier@worthing.test', ['worthing']);
    await setNotes(t.app, 'brighton', 'EUR', { 5000: 40, 2000: 40, 1000: 40, 500: 40 });
    await setNotes(t.app, 'worthing', 'EUR', { 5000: 40, 2000: 40, 1000: 40, 500: 40 });
  });
  afterAll(() => t.close());

  const get = (url: string, cookie = admin) => t.app.inject({ url, headers: { cookie } });

  /** Places an order at `branch` and moves it to `collectionDate`, held until `holdUntil`. */
  async function placeFor(
    collectionDate: string,
    {
      branch = 'brighton',
      way = 'Order',
      holdUntil = new Date(Date.now() + 86_400_000),
    }: { branch?: string; way?: 'Order' | 'Sell'; holdUntil?: Date } = {},
  ): Promise<OrderView> {
    const response = await placeOrder(
      t.app,
      orderBody([await basketItem(t.app, 'EUR', way, '100')], { addressKey: branch }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json<OrderView>();
    await t.app.db
      .updateTable('orders')
      .set({ collectionDate, holdUntil })
      .where('id', '=', order._id)
      .execute();
    return order;
  }

  const ids = (orders: OrderView[]) => orders.map((order) => order._id);

  it("sorts a branch's open orders into today's, the overdue and the next open day's", async () => {
    const first = (await get('/api/today')).json<Today>();
    expect(first).toMatchObject({ branch: { key: 'brighton', name: 'Brighton' }, date: today });
    expect(first.nextDay > today).toBe(true);

    const collect = await placeFor(today);
    const accepted = await placeFor(today);
    await get(`/api/pendingToAceept/${accepted._id}`);
    const dropOff = await placeFor(today, { way: 'Sell' });
    const overdue = await placeFor(addDays(today, -1));
    const expired = await placeFor(addDays(today, -2), { holdUntil: new Date(Date.now() - 1000) });
    const tomorrow = await placeFor(first.nextDay);
    const later = await placeFor(addDays(first.nextDay, 1));
    const deleted = await placeFor(today);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/deleteOrder/${deleted._id}`,
      headers: { cookie: admin },
    });
    const elsewhere = await placeFor(today, { branch: 'worthing' });

    const response = await get('/api/today?branch=brighton');
    expect(response.statusCode).toBe(200);
    const day = response.json<Today>();
    expect(ids(day.collect)).toEqual([collect._id, accepted._id]);
    expect(day.collect.map((order) => order.Status)).toEqual(['Pending', 'Accepted']);
    expect(ids(day.dropOffs)).toEqual([dropOff._id]);
    expect(ids(day.overdue)).toEqual([overdue._id]);
    expect(ids(day.tomorrow)).toEqual([tomorrow._id]);
    // The next day's orders carry the notes to put aside.
    expect(day.tomorrow[0]!.Orders[0]!.notes.length).toBeGreaterThan(0);
    const everything = [...day.collect, ...day.dropOffs, ...day.overdue, ...day.tomorrow];
    for (const left of [expired, later, deleted, elsewhere]) {
      expect(ids(everything)).not.toContain(left._id);
    }
    // Staff views: the marks and review come with each.
    expect(day.collect[0]).toMatchObject({ flags: [], review: null, addressKey: 'brighton' });

    const worthing = (await get('/api/today?branch=worthing')).json<Today>();
    expect(ids(worthing.collect)).toEqual([elsewhere._id]);
  });

  it("gives a Worthing cashier Worthing's day, and refuses Brighton's", async () => {
    const own = await get('/api/today', worthingCashier);
    expect(own.statusCode).toBe(200);
    expect(own.json<Today>().branch).toEqual({ key: 'worthing', name: 'Worthing' });
    expect((await get('/api/today?branch=worthing', worthingCashier)).statusCode).toBe(200);

    const brighton = await get('/api/today?branch=brighton', worthingCashier);
    expect(brighton.statusCode).toBe(403);
    expect(brighton.body).not.toContain('Brighton');
  });

  it('refuses a Staff member given no branch, and answers 404 for an unknown branch', async () => {
    const nowhere = await makeStaff(t.app, 'cashier@nowhere.test', []);
    expect((await get('/api/today', nowhere)).statusCode).toBe(403);
    const unknown = await get('/api/today?branch=atlantis');
    expect(unknown.statusCode).toBe(404);
  });

  it("lists the branches each caller works at, in the bureau's order", async () => {
    const all = (await get('/api/my-branches')).json<Array<{ key: string }>>();
    expect(all.map((branch) => branch.key)).toEqual(['brighton', 'worthing', 'chichester', '172']);
    expect((await get('/api/my-branches', worthingCashier)).json()).toEqual([
      { key: 'worthing', name: 'Worthing' },
    ]);
  });

  it('answers the pulse: the newest order in scope and the open counts', async () => {
    const pulse = async (cookie = admin) => {
      const response = await get('/api/orders/pulse', cookie);
      expect(response.statusCode).toBe(200);
      return response.json<OrderPulse>();
    };
    const total = async (path: string, cookie = admin) =>
      Number((await get(path, cookie)).headers['x-total-count']);

    const chichesterCashier = await makeStaff(t.app, 'cashier@chichester.test', ['chichester']);
    expect(await pulse(chichesterCashier)).toEqual({
      latest: null,
      counts: { Pending: 0, Accepted: 0 },
    });

    const newest = await placeFor(today);
    const before = await pulse();
    expect(before.latest).toBe(newest.time);
    expect(before.counts).toEqual({
      Pending: await total('/api/PendingOrder'),
      Accepted: await total('/api/AcceptedOrder'),
    });

    // A Worthing order moves the Worthing cashier's pulse; a Brighton one does not.
    const worthing = await placeFor(today, { branch: 'worthing' });
    const cashiers = await pulse(worthingCashier);
    expect(cashiers.latest).toBe(worthing.time);
    await placeFor(today);
    expect((await pulse(worthingCashier)).latest).toBe(worthing.time);
    expect((await pulse()).latest! > worthing.time).toBe(true);
    expect(cashiers.counts).toEqual({
      Pending: await total('/api/PendingOrder', worthingCashier),
      Accepted: await total('/api/AcceptedOrder', worthingCashier),
    });
    expect(cashiers.counts.Pending).toBeGreaterThan(0);
  });
});
