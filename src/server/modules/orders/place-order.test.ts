import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECT_NOTICES, MESSAGES, SELL_NOTE } from '../../../shared/constants.ts';
import { formatRate, rateFor } from '../../../shared/domain/pricing.ts';
import { OrderViewSchema } from '../../../shared/schemas/order.ts';
import {
  basketItem,
  currency,
  MANY_ORDERS_ENV,
  orderBody,
  placeOrder,
} from '../../test-support/orders.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';

describe.each(testDatabaseKinds)('placing orders on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, MANY_ORDERS_ENV);
  });
  afterAll(() => t.close());

  const count = async (table: 'orders' | 'orderItems' | 'outbox') =>
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  it('places a Click & Collect order at the server price, with its confirmation e-mail', async () => {
    const eur = await currency(t.app, 'EUR');
    const rate = rateFor(eur, 'Order');
    const items = [
      // The pounds as typed: the server applies the £10 rounding itself.
      { ...(await basketItem(t.app, 'EUR', 'Order', '86.92')), currencyMy: 86.92 },
      await basketItem(t.app, 'USD', 'Order', '200'),
    ];
    const mailsBefore = await count('outbox');
    const response = await placeOrder(t.app, orderBody(items));
    expect(response.statusCode).toBe(201);
    const order = OrderViewSchema.parse(response.json());
    expect(order).toMatchObject({
      Order_Id: expect.stringMatching(/^\d{8}$/),
      Name: 'Ada Lovelace',
      Email: 'ada@example.com',
      Phone_Number: '01632 960123',
      addressKey: 'brighton',
      Address: expect.stringContaining('Brighton'),
      status: 'buy',
      Status: 'Pending',
      title: 'Click & Collect',
      TotalMoney: 290, // 86.92 -> 90, plus 200
      firstMessege: COLLECT_NOTICES.firstMessege,
      secondTitle: 'Important Notification',
      secondMessege: [...COLLECT_NOTICES.secondMessege],
    });
    expect(order.note).toBeUndefined();
    expect(order.Orders[0]).toEqual({
      currencyMy: 90,
      currencyMycurrent: 'GBP',
      currencyTake: rate.times(90).toDecimalPlaces(2, 1).toNumber(),
      currencyTakecurrent: 'EUR',
      Rate: Number(formatRate(rate)),
      status: 'buy',
    });
    expect(order.FxAmount).toMatch(/^\d+\.\d{2} EUR, \d+\.\d{2} USD$/);

    const stored = await t.app.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', order._id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'Pending', totalGbpMinor: 29000, way: 'Order' });
    expect(await count('outbox')).toBe(mailsBefore + 1);
    const mail = await t.app.db
      .selectFrom('outbox')
      .selectAll()
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ toAddress: 'ada@example.com', status: 'pending' });
    expect(mail.subject).toContain(order.Order_Id);
  });

  it('places a Click & Sell order with the sell note', async () => {
    const item = await basketItem(t.app, 'EUR', 'Sell', '100');
    const response = await placeOrder(t.app, orderBody([item]));
    expect(response.statusCode).toBe(201);
    const order = OrderViewSchema.parse(response.json());
    expect(order).toMatchObject({
      status: 'sell',
      title: 'Click & Sell',
      note: SELL_NOTE,
      TotalMoney: item.currencyTake,
    });
    expect(order.secondMessege).toBeUndefined();
    expect(order.FxAmount).toBe('100.00 EUR');
  });

  describe('refuses a bad order with the customer message and stores nothing', () => {
    const cases: Array<[string, (body: ReturnType<typeof orderBody>) => object, number, string]> = [
      ['no collection point', (b) => ({ ...b, addressKey: '' }), 400, MESSAGES.noCollectionPoint],
      [
        'an unknown collection point',
        (b) => ({ ...b, addressKey: 'nowhere' }),
        400,
        MESSAGES.noCollectionPoint,
      ],
      ['no items', (b) => ({ ...b, items: [] }), 400, MESSAGES.emptyCart],
      ['five items', (b) => ({ ...b, items: Array(5).fill(b.items[0]) }), 400, MESSAGES.cartFull],
      [
        'different e-mails',
        (b) => ({ ...b, confirmEmail: 'other@example.com' }),
        400,
        MESSAGES.emailsDiffer,
      ],
      ['rules not accepted', (b) => ({ ...b, acceptRules: false }), 400, MESSAGES.rulesNotAccepted],
      [
        'a zero amount',
        (b) => ({ ...b, items: [{ ...b.items[0], currencyMy: 0 }] }),
        400,
        MESSAGES.incorrectAmount,
      ],
      [
        'a negative amount',
        (b) => ({ ...b, items: [{ ...b.items[0], currencyMy: -50 }] }),
        400,
        MESSAGES.incorrectAmount,
      ],
      [
        'a non-number',
        (b) => ({ ...b, items: [{ ...b.items[0], currencyMy: 'lots' }] }),
        400,
        MESSAGES.incorrectAmount,
      ],
      [
        'three decimals',
        (b) => ({ ...b, items: [{ ...b.items[0], currencyMy: 10.555 }] }),
        400,
        MESSAGES.incorrectAmount,
      ],
      [
        'the same item twice',
        (b) => ({ ...b, items: [b.items[0], { ...b.items[0] }] }),
        400,
        MESSAGES.duplicateItems,
      ],
      [
        'a control character in a name',
        (b) => ({ ...b, firstName: 'Ada\u0007' }),
        400,
        'Use only letters, spaces, hyphens, apostrophes and dots in your first name',
      ],
      [
        'a bidi override in a name',
        (b) => ({ ...b, lastName: 'Love\u202Eecalpa' }),
        400,
        'Use only letters, spaces, hyphens, apostrophes and dots in your last name',
      ],
      [
        'an unpaired surrogate in a name',
        (b) => ({ ...b, lastName: 'Lovelace\uD83D' }),
        400,
        'Use only letters, spaces, hyphens, apostrophes and dots in your last name',
      ],
      [
        'a link in a name',
        (b) => ({ ...b, firstName: 'Claim your prize at https://prize.example' }),
        400,
        'Use only letters, spaces, hyphens, apostrophes and dots in your first name',
      ],
      [
        'a name of 51 letters',
        (b) => ({ ...b, lastName: 'a'.repeat(51) }),
        400,
        'Your last name can be at most 50 characters',
      ],
      [
        'a way that does not fit the items',
        (b) => ({ ...b, way: 'Sell' }),
        400,
        MESSAGES.mixedWays,
      ],
      [
        'a tampered rate',
        (b) => ({ ...b, items: [{ ...b.items[0], Rate: Number(b.items[0]!.Rate) + 0.05 }] }),
        409,
        MESSAGES.ratesChanged,
      ],
      [
        'a tampered amount',
        (b) => ({
          ...b,
          items: [{ ...b.items[0], currencyTake: Number(b.items[0]!.currencyTake) + 1 }],
        }),
        409,
        MESSAGES.ratesChanged,
      ],
      [
        'an expired quote',
        (b) => ({
          ...b,
          items: [{ ...b.items[0], date: new Date(Date.now() - 31 * 60_000).toISOString() }],
        }),
        409,
        MESSAGES.ratesChanged,
      ],
    ];
    it.each(cases)('%s', async (_name, change, status, message) => {
      const body = orderBody([await basketItem(t.app, 'EUR', 'Order', '100')]);
      const [orders, mails] = [await count('orders'), await count('outbox')];
      const response = await placeOrder(t.app, change(body));
      expect(response.statusCode).toBe(status);
      expect(response.json().error.message).toBe(message);
      expect([await count('orders'), await count('outbox')]).toEqual([orders, mails]);
    });

    it('a mix of Collect and Sell items', async () => {
      const body = orderBody([
        await basketItem(t.app, 'EUR', 'Order', '100'),
        await basketItem(t.app, 'USD', 'Sell', '100'),
      ]);
      const response = await placeOrder(t.app, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(MESSAGES.mixedWays);
    });

    it('an order above the online ceiling', async () => {
      const items = await Promise.all(
        ['EUR', 'USD', 'CHF'].map((code) => basketItem(t.app, code, 'Order', '2000')),
      );
      const response = await placeOrder(t.app, orderBody(items));
      expect(response.statusCode).toBe(422);
      expect(response.json().error.message).toMatch(/up to £5,000 online.*branch/);
    });
  });

  it('honours a rate quoted before a change for 30 minutes, and no longer', async () => {
    await t.app.db
      .updateTable('rateHistory')
      .set({ recordedAt: new Date(Date.now() - 2 * 3_600_000) })
      .where('currencyCode', '=', 'JPY')
      .execute();
    const quotedAt = new Date(Date.now() - 10 * 60_000);
    const before = await basketItem(t.app, 'JPY', 'Order', '100', quotedAt);
    const changedAt = new Date(Date.now() - 5 * 60_000);
    await t.app.db.transaction().execute(async (trx) => {
      const jpy = await trx
        .selectFrom('currencies')
        .selectAll()
        .where('code', '=', 'JPY')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('currencies')
        .set({ rate: jpy.rate * 1.1, updatedAt: changedAt })
        .where('code', '=', 'JPY')
        .execute();
      await trx
        .insertInto('rateHistory')
        .values({
          id: randomUUID(),
          currencyCode: 'JPY',
          rate: jpy.rate * 1.1,
          sellMargin: jpy.sellMargin,
          buyMargin: jpy.buyMargin,
          recordedAt: changedAt,
        })
        .execute();
    });
    const honoured = await placeOrder(t.app, orderBody([before]));
    expect(honoured.statusCode).toBe(201);
    expect(honoured.json().Orders[0].Rate).toBe(before.Rate);

    const after = await basketItem(t.app, 'JPY', 'Order', '100');
    expect(after.Rate).not.toBe(before.Rate);
    expect((await placeOrder(t.app, orderBody([after]))).statusCode).toBe(201);

    // Once the change is more than 30 minutes old, the earlier rate is not honoured.
    await t.app.db
      .updateTable('rateHistory')
      .set({ recordedAt: new Date(Date.now() - 40 * 60_000) })
      .where('currencyCode', '=', 'JPY')
      .where('recordedAt', '=', changedAt)
      .execute();
    const stale = { ...before, date: new Date(Date.now() - 60_000).toISOString() };
    const refused = await placeOrder(t.app, orderBody([stale]));
    expect(refused.statusCode).toBe(409);
  });

  describe('Idempotency-Key', () => {
    it('answers a retry with the first response and creates one order', async () => {
      const key = randomUUID();
      const body = orderBody([await basketItem(t.app, 'EUR', 'Order', '50')]);
      const first = await placeOrder(t.app, body, key);
      const orders = await count('orders');
      const retry = await placeOrder(t.app, body, key);
      expect(retry.statusCode).toBe(201);
      // The same order, with a link of its own: the stored answer keeps no token.
      const { customerUrl: firstUrl, ...placed } = first.json();
      const { customerUrl: retryUrl, ...replayed } = retry.json();
      expect(replayed).toEqual(placed);
      expect(retryUrl).toMatch(new RegExp(`^/order/${placed.Order_Id}\\?t=`));
      expect(retryUrl).not.toBe(firstUrl);
      expect(await count('orders')).toBe(orders);
    });

    it('refuses the same key with another body', async () => {
      const key = randomUUID();
      await placeOrder(t.app, orderBody([await basketItem(t.app, 'EUR', 'Order', '50')]), key);
      const other = await placeOrder(
        t.app,
        orderBody([await basketItem(t.app, 'EUR', 'Order', '60')]),
        key,
      );
      expect(other.statusCode).toBe(422);
    });

    it('lets a key be used again after a refused attempt', async () => {
      const key = randomUUID();
      const body = orderBody([await basketItem(t.app, 'EUR', 'Order', '50')]);
      expect((await placeOrder(t.app, { ...body, acceptRules: false }, key)).statusCode).toBe(400);
      const tampered = { ...body, items: [{ ...body.items[0]!, Rate: 99 }] };
      expect((await placeOrder(t.app, tampered, key)).statusCode).toBe(409);
      expect((await placeOrder(t.app, body, key)).statusCode).toBe(201);
    });

    it('creates exactly one order from 10 parallel requests with one key', async () => {
      const key = randomUUID();
      const body = orderBody([await basketItem(t.app, 'EUR', 'Order', '70')], {
        email: 'para@example.com',
        confirmEmail: 'para@example.com',
      });
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => placeOrder(t.app, body, key)),
      );
      // The ones that lost the race get the winner's answer.
      for (const response of responses) expect(response.statusCode).toBe(201);
      const ids = new Set(responses.filter((r) => r.statusCode === 201).map((r) => r.json()._id));
      expect(ids.size).toBe(1);
      const stored = await t.app.db
        .selectFrom('orders')
        .select('id')
        .where('email', '=', 'para@example.com')
        .execute();
      expect(stored).toHaveLength(1);
    });

    it('places one order through the service for parallel attempts with one key', async () => {
      const idempotencyKey = randomUUID();
      const body = orderBody([await basketItem(t.app, 'EUR', 'Order', '80')], {
        email: 'service@example.com',
        confirmEmail: 'service@example.com',
      });
      const views = await Promise.all(
        Array.from({ length: 5 }, () =>
          t.app.orders.place(body, { idempotencyKey, site: 'http://shop.example' }),
        ),
      );
      expect(new Set(views.map((view) => view._id)).size).toBe(1);
      const { customerUrl: _url, ...first } = views[0]!;
      expect(await t.app.orders.placedWith(idempotencyKey, body)).toMatchObject(first);
    });

    it('refuses a key that is not a UUID', async () => {
      const body = orderBody([await basketItem(t.app, 'EUR', 'Order', '50')]);
      const response = await placeOrder(t.app, body, 'not-a-uuid');
      expect(response.statusCode).toBe(400);
    });
  });

  it('gives 50 concurrent orders 50 distinct order numbers', async () => {
    const body = orderBody([await basketItem(t.app, 'EUR', 'Order', '100')]);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => placeOrder(t.app, body, randomUUID())),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    expect(new Set(responses.map((r) => r.json().Order_Id)).size).toBe(50);
  });

  it('tells a customer the status of their own order only', async () => {
    const placed = (
      await placeOrder(t.app, orderBody([await basketItem(t.app, 'EUR', 'Order', '40')]))
    ).json();
    const lookup = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/order-status', payload });
    const mine = await lookup({ orderNumber: placed.Order_Id, email: 'ADA@example.com' });
    expect(mine.json()).toEqual({
      Order_Id: placed.Order_Id,
      Status: 'Pending',
      title: 'Click & Collect',
      time: placed.time,
    });
    const wrongEmail = await lookup({ orderNumber: placed.Order_Id, email: 'eve@example.com' });
    const wrongNumber = await lookup({ orderNumber: '00000000', email: 'ada@example.com' });
    for (const response of [wrongEmail, wrongNumber]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(
        "We couldn't find an order with that number and email",
      );
    }
  });
});
