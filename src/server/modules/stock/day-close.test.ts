/**
 * End of day at a branch over a scripted day: a delivery, a transfer sent, orders completed (a
 * Click & Collect and a Click & Sell; one only accepted, one at another branch). The ledger's
 * expected notes, the report's figures, the close recording and applying the variance, a second
 * close refused, and the refusals of counts it cannot take.
 */
import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, ukDate } from '#shared/domain/uk-time.ts';
import type { OrderView } from '#shared/schemas/order.ts';
import type { DayClose, DayCurrency, DayReport } from '#shared/schemas/stock-operations.ts';
import { ADMIN, ADMIN_ENV, signInAsAdmin } from '../../test-support/accounts.ts';
import { move, notesOnHand, setNotes, setTracked } from '../../test-support/branch-stock.ts';
import { basketItem, MANY_ORDERS_ENV, orderBody, placeOrder } from '../../test-support/orders.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';

const SITE = 'http://localhost';
const USD_TILL = { 10000: 20, 5000: 20, 2000: 20, 1000: 20, 500: 20, 200: 20, 100: 20 };

/** What notes add up to, in major units. */
const worth = (notes: ReadonlyArray<{ denomination: number; count: number }>) =>
  notes.reduce((sum, n) => sum.plus(new Decimal(n.denomination).times(n.count)), new Decimal(0));

describe.each(testDatabaseKinds)('end of day on $name', (kind) => {
  let t: TestApp;
  let admin: string;
  const today = ukDate(new Date());
  beforeAll(async () => {
    t = await createTestApp(kind, { ...ADMIN_ENV, ...MANY_ORDERS_ENV });
    admin = await signInAsAdmin(t.app);
  });
  afterAll(() => t.close());

  const dayClose = async (branch: string, date: string): Promise<DayClose> => {
    const response = await t.app.inject({
      url: `/api/day-close/${branch}/${date}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const close = (branch: string, date: string, counts: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/day-close/${branch}/${date}`,
      headers: { cookie: admin },
      payload: { counts },
    });
  const currencyIn = (report: DayReport, code: string): DayCurrency | undefined =>
    report.currencies.find((c) => c.currency === code);

  /** A Click & Collect of £200 in dollars, or a Click & Sell of $100, at `branch`. */
  async function place(way: 'Order' | 'Sell', branch = 'brighton'): Promise<OrderView> {
    const item = await basketItem(t.app, 'USD', way, way === 'Order' ? '200' : '100');
    const response = await placeOrder(t.app, orderBody([item], { addressKey: branch }));
    expect(response.statusCode).toBe(201);
    return response.json();
  }
  const transition = (id: string, move: 'accept' | 'complete') =>
    t.app.orders.transition(ADMIN.email, id, move, SITE);

  it('expects, reports, closes once and applies the variance', async () => {
    await setNotes(t.app, 'brighton', 'EUR', { 5000: 20, 2000: 0, 1000: 10 });
    await setNotes(t.app, 'brighton', 'USD', USD_TILL);

    // The day: a delivery of 5 × €20, 4 × €50 sent to Worthing, orders completed.
    await move(t.app, [
      {
        branchKey: 'brighton',
        currencyCode: 'EUR',
        denominationMinor: 2000,
        kind: 'delivery',
        onHandDelta: 5,
        reservedDelta: 0,
        reason: 'Cash centre',
      },
    ]);
    const transfer = await t.app.inject({
      method: 'POST',
      url: '/api/transfers',
      headers: { cookie: admin },
      payload: {
        from: 'brighton',
        to: 'worthing',
        currency: 'EUR',
        notes: { '50': 4 },
        expectedDate: addDays(today, 1),
      },
    });
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/transfers/${transfer.json().id}/send`,
      headers: { cookie: admin },
    });
    expect(sent.statusCode).toBe(200);

    const collect = await place('Order');
    await transition(collect._id, 'accept');
    const collected = await transition(collect._id, 'complete');
    const sell = await place('Sell');
    await transition(sell._id, 'accept');
    const completeSell = await t.app.inject({
      method: 'PUT',
      url: `/api/acceptedToCompleted/${sell._id}`,
      headers: { cookie: admin },
      payload: { notesReceived: { '50': 2 } },
    });
    expect(completeSell.statusCode).toBe(200);
    const sold: OrderView = completeSell.json();
    await transition((await place('Order'))._id, 'accept'); // accepted, not completed
    const elsewhere = await place('Order', 'worthing');
    await transition(elsewhere._id, 'accept');
    await transition(elsewhere._id, 'complete');

    // Before the close: what the ledger expects, and the day so far.
    const open = await dayClose('brighton', today);
    expect(open.expected.find((c) => c.currency === 'EUR')).toEqual({
      currency: 'EUR',
      notes: [
        { denomination: 200, count: 0 },
        { denomination: 100, count: 0 },
        { denomination: 50, count: 16 },
        { denomination: 20, count: 5 },
        { denomination: 10, count: 10 },
        { denomination: 5, count: 0 },
      ],
      value: 1000,
    });
    const changeGbp = collected.Orders.reduce(
      (sum, line) => sum.plus(line.changeGbp),
      new Decimal(0),
    );
    expect(open.report).toMatchObject({
      branch: 'brighton',
      date: today,
      closed: false,
      closedBy: null,
      closedAt: null,
      ordersCompleted: 2,
      gbpIn: collected.TotalMoney,
      gbpOut: new Decimal(sold.TotalMoney).plus(changeGbp).toNumber(),
    });
    expect(currencyIn(open.report, 'EUR')).toEqual({
      currency: 'EUR',
      notesIn: [{ denomination: 20, count: 5 }],
      notesOut: [{ denomination: 50, count: 4 }],
      in: 100,
      out: 200,
      expected: 1000,
      counted: null,
      variance: null,
      counts: [],
    });
    // Dollars: out what the Collect was paid in, in what the Sell handed in (the notes each
    // order records, where the orders plan and record them).
    const usd = currencyIn(open.report, 'USD');
    expect(usd?.out).toBe(worth(collected.Orders.flatMap((line) => line.notes)).toNumber());
    expect(usd?.in).toBe(worth(sold.Orders.flatMap((line) => line.notes)).toNumber());

    // The close: one €50 missing.
    const closed = await close('brighton', today, { EUR: { '50': 15, '20': 5, '10': 10 } });
    expect(closed.statusCode).toBe(201);
    const report: DayReport = closed.json();
    expect(report).toMatchObject({ closed: true, closedBy: ADMIN.email, ordersCompleted: 2 });
    expect(currencyIn(report, 'EUR')).toMatchObject({
      in: 100,
      out: 200,
      expected: 1000,
      counted: 950,
      variance: -50,
    });
    expect(currencyIn(report, 'EUR')?.counts).toEqual([
      { denomination: 200, expected: 0, counted: 0, variance: 0 },
      { denomination: 100, expected: 0, counted: 0, variance: 0 },
      { denomination: 50, expected: 16, counted: 15, variance: -1 },
      { denomination: 20, expected: 5, counted: 5, variance: 0 },
      { denomination: 10, expected: 10, counted: 10, variance: 0 },
      { denomination: 5, expected: 0, counted: 0, variance: 0 },
    ]);
    // Dollars were not counted.
    expect(currencyIn(report, 'USD')).toMatchObject({ counted: null, variance: null, counts: [] });

    // The stock is the count, through a count movement, audited.
    expect(await notesOnHand(t.app, 'brighton', 'EUR')).toEqual({ 5000: 15, 2000: 5, 1000: 10 });
    const counts = await t.app.db
      .selectFrom('stockMovements')
      .select(['denominationMinor', 'onHandDelta', 'reason', 'actor'])
      .where('kind', '=', 'count')
      .where('branchKey', '=', 'brighton')
      .execute();
    expect(counts).toEqual([
      {
        denominationMinor: 5000,
        onHandDelta: -1,
        reason: `Day close ${today}`,
        actor: ADMIN.email,
      },
    ]);
    const [entry] = await t.app.db
      .selectFrom('auditLog')
      .select(['actor', 'after'])
      .where('action', '=', 'stock.day-close')
      .execute();
    expect(entry?.actor).toBe(ADMIN.email);
    expect(JSON.parse(entry!.after!)).toEqual({
      branch: 'brighton',
      date: today,
      variances: [{ currency: 'EUR', denomination: 50, expected: 16, counted: 15 }],
    });

    // Once.
    const again = await close('brighton', today, { EUR: { '50': 15 } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/^Brighton has closed \w+ \d+ \w+ already$/);
    expect(await notesOnHand(t.app, 'brighton', 'EUR')).toEqual({ 5000: 15, 2000: 5, 1000: 10 });

    // Read back: the close ends the day, so its own count is not a note out.
    const after = await dayClose('brighton', today);
    expect(after.report).toEqual(report);

    // Yesterday ended before today's movements.
    const yesterday = await dayClose('brighton', addDays(today, -1));
    expect(yesterday.expected.find((c) => c.currency === 'EUR')?.notes).toEqual([
      { denomination: 200, count: 0 },
      { denomination: 100, count: 0 },
      { denomination: 50, count: 20 },
      { denomination: 20, count: 0 },
      { denomination: 10, count: 10 },
      { denomination: 5, count: 0 },
    ]);
    expect(yesterday.report).toMatchObject({ closed: false, ordersCompleted: 0, gbpIn: 0 });
  });

  it('refuses counts it cannot take, writing nothing', async () => {
    await setNotes(t.app, 'worthing', 'EUR', { 5000: 10, 2000: 4 }, { 5000: 6, 2000: 2 });
    await setNotes(t.app, 'worthing', 'CHF', { 10000: 3 }, { 10000: 2 });
    await setTracked(t.app, 'chichester', 'EUR', false);
    // Yesterday ended with 5 × $100 at Worthing; 4 were found damaged today.
    await setNotes(t.app, 'worthing', 'USD', { 10000: 5 });
    await move(t.app, [
      {
        branchKey: 'worthing',
        currencyCode: 'USD',
        denominationMinor: 10000,
        kind: 'damaged',
        onHandDelta: -4,
        reservedDelta: 0,
      },
    ]);
    const yesterday = addDays(today, -1);
    const cases: Array<[string, string, object, number, string]> = [
      [
        'worthing',
        addDays(today, 1),
        { EUR: { '50': 10 } },
        400,
        'A day is closed once it has begun',
      ],
      ['worthing', today, { EUR: { '30': 1 } }, 400, 'EUR has no 30 note'],
      ['worthing', today, {}, 400, 'Count at least one currency'],
      [
        'chichester',
        today,
        { EUR: { '50': 1 } },
        400,
        'Chichester does not count EUR: its stock is unknown',
      ],
      ['atlantis', today, { EUR: { '50': 1 } }, 404, 'No branch with this key'],
      [
        'worthing',
        today,
        { EUR: { '50': 5, '20': 4 } },
        409,
        'Orders hold more €50 notes than the count leaves: count again, or release those orders first',
      ],
      // Every note at fault is named, in every currency counted.
      [
        'worthing',
        today,
        { CHF: { '100': 1 }, EUR: { '50': 5, '20': 1 } },
        409,
        'Orders hold more CHF 100, €50 and €20 notes than the count leaves',
      ],
      ['worthing', yesterday, { USD: { '100': 2 } }, 409, 'More $100 notes have gone out since'],
    ];
    for (const [branch, date, counts, status, message] of cases) {
      const response = await close(branch, date, counts);
      expect({ branch, counts, status: response.statusCode }).toEqual({ branch, counts, status });
      expect(response.json().error.message).toContain(message);
    }
    expect((await close('worthing', '2026-02-30', { EUR: { '50': 1 } })).statusCode).toBe(400);
    expect(
      await t.app.db
        .selectFrom('dayCloses')
        .select('id')
        .where('branchKey', '!=', 'brighton')
        .execute(),
    ).toEqual([]);
    expect(await notesOnHand(t.app, 'worthing', 'EUR')).toEqual({ 5000: 10, 2000: 4 });
    expect(await notesOnHand(t.app, 'worthing', 'USD')).toEqual({ 10000: 1 });
  });

  it('marks every note at fault in a refusal', async () => {
    const response = await close('worthing', today, {
      EUR: { '50': 5, '20': 1 },
      USD: { '100': 1 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.issues).toEqual([
      {
        path: 'counts.EUR.50',
        message: expect.stringContaining('Orders hold more €50 notes'),
      },
      {
        path: 'counts.EUR.20',
        message: expect.stringContaining('Orders hold more €20 notes'),
      },
    ]);
  });

  it('closes a past day against what the ledger expected then, applying the variance now', async () => {
    // Worthing's yesterday ended with 5 × $100; 4 went out today (the test above).
    const yesterday = addDays(today, -1);
    const response = await close('worthing', yesterday, { USD: { '100': 6 } });
    expect(response.statusCode).toBe(201);
    const report: DayReport = response.json();
    expect(currencyIn(report, 'USD')).toMatchObject({
      notesOut: [],
      expected: 500,
      counted: 600,
      variance: 100,
    });
    expect(await notesOnHand(t.app, 'worthing', 'USD')).toEqual({ 10000: 2 });
  });

  it('lists the currencies in the order of the Stock screen', async () => {
    for (const code of ['USD', 'CHF', 'EUR']) await setNotes(t.app, '172', code, { 10000: 1 });
    const { expected, report } = await dayClose('172', today);
    const codes = expected.map((row) => row.currency);
    const stock = await t.app.inject({ url: '/api/stock/172', headers: { cookie: admin } });
    const rows: Array<{ currency: string }> = stock.json();
    const stockOrder = rows.map((row) => row.currency).filter((code) => codes.includes(code));
    expect(codes).toEqual(stockOrder);
    expect(report.currencies.map((row) => row.currency)).toEqual(stockOrder);
    // Not merely alphabetical: the catalogue puts the most held first.
    expect(codes.filter((code) => ['CHF', 'EUR', 'USD'].includes(code))).toEqual([
      'EUR',
      'USD',
      'CHF',
    ]);
  });

  it('closes a day once when two staff close it at once', async () => {
    await setNotes(t.app, '172', 'EUR', { 5000: 3 });
    const answers = await Promise.all([
      close('172', today, { EUR: { '50': 2 } }),
      close('172', today, { EUR: { '50': 2 } }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await notesOnHand(t.app, '172', 'EUR')).toEqual({ 5000: 2 });
  });

  it('counts the GBP till against the float entered at the day start, plus GBP in, less GBP out', async () => {
    const setFloat = (date: string, amount: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/day-close/chichester/${date}/float`,
        headers: { cookie: admin },
        payload: { amount },
      });
    expect((await dayClose('chichester', today)).report.gbpTill).toEqual({
      float: null,
      floatSetBy: null,
      floatSetAt: null,
      expected: null,
      counted: null,
      variance: null,
    });
    const early = await close('chichester', today, {});
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toBe('Count at least one currency');
    const floatless = await t.app.inject({
      method: 'POST',
      url: `/api/day-close/chichester/${today}`,
      headers: { cookie: admin },
      payload: { counts: {}, gbp: 100 },
    });
    expect(floatless.statusCode).toBe(400);
    expect(floatless.json().error.message).toBe(
      'Enter the opening float before counting the GBP till',
    );
    expect((await setFloat(addDays(today, 1), 100)).statusCode).toBe(400);
    expect((await setFloat(today, 10.005)).statusCode).toBe(400);

    // Entered, then corrected: each audited.
    expect((await setFloat(today, 250.5)).statusCode).toBe(200);
    const corrected = await setFloat(today, 400);
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({ float: 400, floatSetBy: ADMIN.email, expected: 400 });
    const audits = await t.app.db
      .selectFrom('auditLog')
      .select(['before', 'after'])
      .where('action', '=', 'stock.opening-float')
      .where('entityId', '=', `chichester/${today}`)
      .orderBy('createdAt')
      .execute();
    expect(
      audits.map((row) => [JSON.parse(row.before ?? 'null'), JSON.parse(row.after ?? '')]),
    ).toEqual([
      [null, { branch: 'chichester', date: today, amount: 250.5 }],
      [{ amount: 250.5 }, { branch: 'chichester', date: today, amount: 400 }],
    ]);

    // A Click & Collect and a Click & Sell completed there today.
    await setNotes(t.app, 'chichester', 'USD', USD_TILL);
    const collect = await place('Order', 'chichester');
    await transition(collect._id, 'accept');
    await transition(collect._id, 'complete');
    const sell = await place('Sell', 'chichester');
    await transition(sell._id, 'accept');
    const sold = await t.app.inject({
      method: 'PUT',
      url: `/api/acceptedToCompleted/${sell._id}`,
      headers: { cookie: admin },
      payload: { notesReceived: { '50': 2 } },
    });
    expect(sold.statusCode).toBe(200);
    const { report } = await dayClose('chichester', today);
    const expected = new Decimal(400).plus(report.gbpIn).minus(report.gbpOut).toNumber();
    expect(report.gbpIn).toBeGreaterThan(0);
    expect(report.gbpOut).toBeGreaterThan(0);
    expect(report.gbpTill).toMatchObject({ float: 400, expected, counted: null });

    // The GBP alone may be counted; £5 short.
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/day-close/chichester/${today}`,
      headers: { cookie: admin },
      payload: { counts: {}, gbp: new Decimal(expected).minus(5).toNumber() },
    });
    expect(closed.statusCode).toBe(201);
    const after: DayReport = closed.json();
    expect(after.gbpTill).toMatchObject({
      float: 400,
      expected,
      counted: new Decimal(expected).minus(5).toNumber(),
      variance: -5,
    });
    expect((await dayClose('chichester', today)).report.gbpTill).toEqual(after.gbpTill);
    const closeAudit = await t.app.db
      .selectFrom('auditLog')
      .select('after')
      .where('action', '=', 'stock.day-close')
      .where(
        'entityId',
        '=',
        (
          await t.app.db
            .selectFrom('dayCloses')
            .select('id')
            .where('branchKey', '=', 'chichester')
            .executeTakeFirstOrThrow()
        ).id,
      )
      .executeTakeFirstOrThrow();
    expect(JSON.parse(closeAudit.after ?? '')).toMatchObject({
      gbp: { expected, counted: new Decimal(expected).minus(5).toNumber() },
    });
    expect((await setFloat(today, 500)).statusCode).toBe(409);
  });
});
