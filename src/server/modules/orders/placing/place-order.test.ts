import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COLLECT_NOTICES, MESSAGES, overOnlineLimitMessage, SELL_NOTE } from '#shared/constants.ts';
import { formatRate, rateFor } from '#shared/domain/pricing.ts';
import { OrderViewSchema, type CartItem } from '#shared/schemas/order.ts';
import {
  basketItem,
  currency,
  issueQuote,
  itemWithQuote,
  MANY_ORDERS_ENV,
  orderBody,
  placeOrder,
} from '#server/test-support/orders.ts';
import { openWeekdayMorning } from '#server/test-support/open-weekday.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { testDatabaseKinds } from '#server/test-support/test-databases.ts';

describe.each(testDatabaseKinds)('placing orders on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, MANY_ORDERS_ENV);
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const count = async (table: 'orders' | 'orderItems' | 'outbox') =>
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  it('places a Click & Collect order at the server price, with its confirmation e-mail', async () => {
    // Placed as Brighton opens, so the order is for the same day and keeps the spec's line.
    vi.useFakeTimers({ toFake: ['Date'], now: openWeekdayMorning() });
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
    expect(order.Orders[0]).toMatchObject({
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

  it('stores text that is not well-formed Unicode as either database takes a text parameter', async () => {
    // A lone surrogate is no character: PostgreSQL stores U+FFFD for it, in a parameter or JSON.
    const item = { ...(await basketItem(t.app, 'EUR', 'Order', '100')), Id: 'item-\ud800' };
    const response = await placeOrder(t.app, orderBody([item]));
    expect(response.statusCode).toBe(201);
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
      expect(response.json().error.reason).toBe('ORDER_LIMIT');
      expect(response.json().error.message).toMatch(/up to £5,000 online.*branch/);
    });
  });

  describe('pricing from quotes', () => {
    const quoteOf = (id: string) =>
      t.app.db.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    /** The 409 for stale items: each item's issue says why, in words and as its `reason`. */
    const ratesChanged = (issues: Array<[number, { reason: string; message: string }]>) => ({
      error: {
        code: 'CONFLICT',
        reason: 'RATES_CHANGED',
        message: MESSAGES.ratesChanged,
        issues: issues.map(([index, why]) => ({ path: `items.${index}`, ...why })),
      },
    });
    const UNKNOWN = { reason: 'QUOTE_UNKNOWN', message: 'we have no such quote' };
    const USED = { reason: 'QUOTE_USED', message: 'this quote was used by another order' };
    const EXPIRED = { reason: 'QUOTE_EXPIRED', message: 'this quote has expired' };
    const MISMATCH = { reason: 'QUOTE_MISMATCH', message: 'this item is not what its quote says' };
    const PRICE_CHANGED = {
      reason: 'PRICE_CHANGED',
      message: 'the rate has changed since this item was priced',
    };
    const someone = () => {
      const email = `q-${randomUUID().slice(0, 8)}@example.com`;
      return {
        email,
        confirmEmail: email,
        phone: `07700 9${randomInt(1e5).toString().padStart(5, '0')}`,
      };
    };
    /** Sets the market rate of `code` behind the service's back, as another server would. */
    const setRate = (code: string, rate: number) =>
      t.app.db
        .updateTable('currencies')
        .set({ rate, updatedAt: new Date() })
        .where('code', '=', code)
        .execute();

    it('places an order priced from its quotes, and gives each quote to it', async () => {
      const items = [
        await itemWithQuote(t.app, 'EUR', 'Order', '86.92'),
        await itemWithQuote(t.app, 'USD', 'Order', 200),
      ];
      const response = await placeOrder(t.app, orderBody(items));
      expect(response.statusCode).toBe(201);
      const order = OrderViewSchema.parse(response.json());
      expect(order.TotalMoney).toBe(290);
      expect(
        order.Orders.map(({ currencyMy, currencyTake, Rate }) => ({
          currencyMy,
          currencyTake,
          Rate,
        })),
      ).toEqual(
        items.map(({ currencyMy, currencyTake, Rate }) => ({ currencyMy, currencyTake, Rate })),
      );
      const stored = await t.app.db
        .selectFrom('orderItems')
        .select(['quoteId', 'quotedAt'])
        .where('orderId', '=', order._id)
        .orderBy('position')
        .execute();
      expect(stored.map((item) => item.quoteId)).toEqual(items.map((item) => item.quoteId));
      for (const item of items) {
        const quote = await quoteOf(item.quoteId!);
        expect(quote.orderId).toBe(order._id);
        expect(stored.find((row) => row.quoteId === quote.id)?.quotedAt).toEqual(quote.createdAt);
      }
    });

    it('holds the quoted price after the rate has changed', async () => {
      const sek = await currency(t.app, 'SEK');
      const item = await itemWithQuote(t.app, 'SEK', 'Order', 100);
      await setRate('SEK', sek.Rate * 1.2);
      const response = await placeOrder(t.app, orderBody([item]));
      expect(response.statusCode).toBe(201);
      expect(response.json().Orders[0]).toMatchObject({
        currencyTake: item.currencyTake,
        Rate: item.Rate,
      });
    });

    it('refuses every stale item at once, naming each, and stores nothing', async () => {
      const fresh = await itemWithQuote(t.app, 'EUR', 'Order', 100);
      const unknown = {
        ...(await itemWithQuote(t.app, 'EUR', 'Order', 50)),
        quoteId: randomUUID(),
      };
      const tampered = await basketItem(t.app, 'USD', 'Order', '100');
      tampered.currencyTake = Number(tampered.currencyTake) + 1;
      const [orders, mails] = [await count('orders'), await count('outbox')];
      const response = await placeOrder(t.app, orderBody([unknown, fresh, tampered]));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(
        ratesChanged([
          [0, UNKNOWN],
          [2, PRICE_CHANGED],
        ]),
      );
      expect([await count('orders'), await count('outbox')]).toEqual([orders, mails]);
      expect((await quoteOf(fresh.quoteId!)).orderId).toBeNull();
    });

    it('refuses quotes adding up to more than the online ceiling, and leaves them unused', async () => {
      const items = [
        await itemWithQuote(t.app, 'EUR', 'Order', 3000),
        await itemWithQuote(t.app, 'USD', 'Order', 2010),
      ];
      const response = await placeOrder(t.app, orderBody(items));
      expect(response.statusCode).toBe(422);
      expect(response.json().error.message).toBe(overOnlineLimitMessage(5000));
      for (const item of items) expect((await quoteOf(item.quoteId!)).orderId).toBeNull();
    });

    it('refuses a quote past its expiry by the server clock', async () => {
      const item = await itemWithQuote(t.app, 'EUR', 'Order', 100);
      await t.app.db
        .updateTable('quotes')
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where('id', '=', item.quoteId!)
        .execute();
      // The browser's own expiry and date are not the server's business.
      expect(Date.parse(item.expiresAt!)).toBeGreaterThan(Date.now());
      const response = await placeOrder(t.app, orderBody([item]));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(ratesChanged([[0, EXPIRED]]));
    });

    it('refuses an item that is not what its quote says', async () => {
      const item = await itemWithQuote(t.app, 'EUR', 'Order', 100);
      const usd = await issueQuote(t.app, 'USD', 'Order', 100);
      const sell = await itemWithQuote(t.app, 'EUR', 'Sell', 100);
      const changed: CartItem[] = [
        { ...item, currencyTake: Number(item.currencyTake) + 0.01 },
        { ...item, currencyMy: 110 },
        { ...item, Rate: Number(item.Rate) + 0.0001 },
        { ...item, quoteId: usd.id },
      ];
      for (const body of [
        ...changed.map((c) => orderBody([c])),
        orderBody([{ ...sell, quoteId: item.quoteId! }]),
      ]) {
        const response = await placeOrder(t.app, body);
        expect(response.json()).toEqual(ratesChanged([[0, MISMATCH]]));
      }
      // The quote itself is still good.
      expect((await placeOrder(t.app, orderBody([item]))).statusCode).toBe(201);
    });

    it('uses a quote for one order only', async () => {
      const item = await itemWithQuote(t.app, 'EUR', 'Order', 100);
      expect((await placeOrder(t.app, orderBody([item]))).statusCode).toBe(201);
      const again = await placeOrder(t.app, orderBody([item], someone()));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual(ratesChanged([[0, USED]]));
      const twice = await itemWithQuote(t.app, 'EUR', 'Order', 100);
      const response = await placeOrder(t.app, orderBody([twice, { ...twice, Id: randomUUID() }]));
      expect(response.json()).toEqual(ratesChanged([[1, USED]]));
      expect((await quoteOf(twice.quoteId!)).orderId).toBeNull();
    });

    it('gives a quote to exactly one of 10 orders placed at once', async () => {
      const item = await itemWithQuote(t.app, 'EUR', 'Order', 100);
      const customers = Array.from({ length: 10 }, someone);
      const responses = await Promise.all(
        customers.map((who) => placeOrder(t.app, orderBody([item], who))),
      );
      const placed = responses.filter((r) => r.statusCode === 201);
      expect(placed).toHaveLength(1);
      for (const refused of responses.filter((r) => r.statusCode !== 201)) {
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual(ratesChanged([[0, USED]]));
      }
      expect((await quoteOf(item.quoteId!)).orderId).toBe(placed[0]!.json()._id);
      const stored = await t.app.db
        .selectFrom('orders')
        .select('id')
        .where(
          'email',
          'in',
          customers.map((who) => who.email),
        )
        .execute();
      expect(stored).toHaveLength(1);
    });

    it('answers 10 parallel retries with one key with the order their quote was used for', async () => {
      const key = randomUUID();
      const body = orderBody([await itemWithQuote(t.app, 'EUR', 'Order', 100)], someone());
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => placeOrder(t.app, body, key)),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
      expect(new Set(responses.map((r) => r.json()._id)).size).toBe(1);
    });
  });

  describe('pricing an item without a quote', () => {
    it('prices it at the rate of the moment, whatever date it says', async () => {
      const item = await basketItem(t.app, 'EUR', 'Order', '100');
      const old = { ...item, date: new Date(Date.now() - 2 * 3_600_000).toISOString() };
      const before = Date.now();
      const response = await placeOrder(t.app, orderBody([old]));
      expect(response.statusCode).toBe(201);
      const [stored] = await t.app.db
        .selectFrom('orderItems')
        .select(['quoteId', 'quotedAt'])
        .where('orderId', '=', response.json()._id)
        .execute();
      expect(stored!.quoteId).toBeNull();
      expect(stored!.quotedAt.getTime()).toBeGreaterThanOrEqual(before);
    });

    it('refuses one priced at an earlier rate: there is no honour window', async () => {
      const jpy = await currency(t.app, 'JPY');
      const before = await basketItem(t.app, 'JPY', 'Order', '100');
      await t.app.db
        .updateTable('currencies')
        .set({ rate: jpy.Rate * 1.01, updatedAt: new Date() })
        .where('code', '=', 'JPY')
        .execute();
      // Changed behind this server's back, as by another server: seen within the second.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1001 });
      const refused = await placeOrder(t.app, orderBody([before]));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.issues).toEqual([
        {
          path: 'items.0',
          reason: 'PRICE_CHANGED',
          message: 'the rate has changed since this item was priced',
        },
      ]);
      const after = await basketItem(t.app, 'JPY', 'Order', '100');
      expect(after.Rate).not.toBe(before.Rate);
      expect((await placeOrder(t.app, orderBody([after]))).statusCode).toBe(201);
    });
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
