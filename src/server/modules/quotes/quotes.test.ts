/**
 * `POST /api/quotes`: prices the server issues, stores and holds for QUOTE_MINUTES; the limits
 * the storefront reads; and the sweep of quotes long expired.
 */
import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/constants.ts';
import { rateFor } from '#shared/domain/pricing.ts';
import { QuoteSchema } from '#shared/schemas/quote.ts';
import {
  currency,
  issueQuote,
  itemWithQuote,
  orderBody,
  placeOrder,
  requestQuote,
} from '../../test-support/orders.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import { claimQuote } from './quotes.service.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(testDatabaseKinds)('quotes on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const stored = (id: string) =>
    t.app.db.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const quoteCount = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('quotes')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('quotes a Click & Collect item: the pounds rounded up to £10, held for 30 minutes', async () => {
    const eur = await currency(t.app, 'EUR');
    const rate = rateFor(eur, 'Order');
    const before = Date.now();
    const response = await requestQuote(t.app, 'EUR', 'Order', '86.92');
    expect(response.statusCode).toBe(201);
    const quote = QuoteSchema.parse(response.json());
    const take = rate.times(90).toDecimalPlaces(2, Decimal.ROUND_DOWN).toNumber();
    expect(quote).toEqual({
      id: expect.any(String),
      currency: 'EUR',
      way: 'Order',
      give: 90,
      take,
      rate: rate.toNumber(),
      expiresAt: expect.any(String),
    });
    const expiresAt = Date.parse(quote.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * MINUTE);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 30 * MINUTE);

    expect(await stored(quote.id)).toEqual({
      id: quote.id,
      currencyCode: 'EUR',
      way: 'Order',
      giveCurrency: 'GBP',
      giveMinor: 9000,
      takeCurrency: 'EUR',
      takeMinor: Math.round(take * 100),
      rate: rate.toNumber(),
      marketRate: eur.Rate,
      createdAt: expect.any(Date),
      expiresAt: new Date(quote.expiresAt),
      orderId: null,
      withdrawnAt: null,
    });
  });

  it('quotes a Click & Sell item: the foreign amount as given, paid in pounds', async () => {
    const usd = await currency(t.app, 'USD');
    const rate = rateFor(usd, 'Sell');
    const quote = await issueQuote(t.app, 'USD', 'Sell', 123.45);
    expect(quote).toMatchObject({
      currency: 'USD',
      way: 'Sell',
      give: 123.45,
      take: new Decimal('123.45').dividedBy(rate).toDecimalPlaces(2, Decimal.ROUND_DOWN).toNumber(),
      rate: rate.toNumber(),
    });
    expect(await stored(quote.id)).toMatchObject({
      giveCurrency: 'USD',
      giveMinor: 12345,
      takeCurrency: 'GBP',
      marketRate: usd.Rate,
    });
  });

  describe('refuses, and stores nothing', () => {
    const cases: Array<[string, object, number, string]> = [
      [
        'a currency not on offer',
        { currency: 'XYZ', way: 'Order', amount: 100 },
        404,
        "We don't offer the currency XYZ",
      ],
      [
        'an Order above the online ceiling, once rounded',
        { currency: 'EUR', way: 'Order', amount: '5001' },
        422,
        'We take orders of up to £5,000 online. For a larger amount, please call or visit a branch and we will arrange it with you.',
      ],
      [
        'a Sell paying out more than the online ceiling',
        { currency: 'USD', way: 'Sell', amount: 20000 },
        422,
        'We take orders of up to £5,000 online. For a larger amount, please call or visit a branch and we will arrange it with you.',
      ],
      [
        'an Order of pence only',
        { currency: 'EUR', way: 'Order', amount: 0.5 },
        400,
        MESSAGES.incorrectAmount,
      ],
      [
        'a zero amount',
        { currency: 'EUR', way: 'Order', amount: 0 },
        400,
        MESSAGES.incorrectAmount,
      ],
      [
        'three decimals',
        { currency: 'EUR', way: 'Sell', amount: 10.555 },
        400,
        MESSAGES.incorrectAmount,
      ],
      ['an unknown way', { currency: 'EUR', way: 'Buy', amount: 10 }, 400, 'Invalid option'],
    ];
    it.each(cases)('%s', async (_name, payload, status, message) => {
      const quotes = await quoteCount();
      const response = await t.app.inject({ method: 'POST', url: '/api/quotes', payload });
      expect(response.statusCode).toBe(status);
      expect(response.json().error.message).toContain(message);
      expect(await quoteCount()).toBe(quotes);
    });

    it('takes an Order of exactly the ceiling', async () => {
      expect((await requestQuote(t.app, 'EUR', 'Order', '5000.99')).json()).toMatchObject({
        give: 5000,
      });
    });
  });

  it('answers 429 past the 120 quotes one address may ask for in a minute', async () => {
    const remoteAddress = '203.0.113.50';
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/quotes',
        remoteAddress,
        payload: { currency: 'EUR', way: 'Order', amount: 10 },
      });
    for (let i = 0; i < 120; i++) expect((await ask()).statusCode).toBe(201);
    const quotes = await quoteCount();
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'We have had many quotes from your connection. Please wait a minute and try again.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await quoteCount()).toBe(quotes);
    // Another address has its own allowance.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      remoteAddress: '203.0.113.51',
      payload: { currency: 'EUR', way: 'Order', amount: 10 },
    });
    expect(other.statusCode).toBe(201);
  });

  it('states the online limits and how long a quote holds', async () => {
    const response = await t.app.inject('/api/order-limits');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      maxOrderGbp: 5000,
      maxGbp90Days: 10000,
      quoteMinutes: 30,
      idCheckFromGbp: 1000,
    });
  });

  it('deletes the unused quotes expired over a day ago, and keeps those orders used', async () => {
    const expireAt = async (id: string, expiresAt: Date) => {
      await t.app.db.updateTable('quotes').set({ expiresAt }).where('id', '=', id).execute();
    };
    const longExpired = await issueQuote(t.app, 'CHF', 'Order', 100);
    const recentlyExpired = await issueQuote(t.app, 'CHF', 'Order', 100);
    const open = await issueQuote(t.app, 'CHF', 'Order', 100);
    const usedItem = await itemWithQuote(t.app, 'CHF', 'Order', 100);
    expect((await placeOrder(t.app, orderBody([usedItem]))).statusCode).toBe(201);
    await expireAt(longExpired.id, new Date(Date.now() - DAY - MINUTE));
    await expireAt(recentlyExpired.id, new Date(Date.now() - DAY + MINUTE));
    await expireAt(usedItem.quoteId!, new Date(Date.now() - 2 * DAY));

    expect(await t.app.quotes.deleteExpired()).toBe(1);
    // Idempotent: another server sweeping at the same time finds nothing left to delete.
    expect(await t.app.quotes.deleteExpired()).toBe(0);
    const left = await t.app.db
      .selectFrom('quotes')
      .select('id')
      .where('id', 'in', [longExpired.id, recentlyExpired.id, open.id, usedItem.quoteId!])
      .execute();
    expect(left.map((row) => row.id).sort()).toEqual(
      [recentlyExpired.id, open.id, usedItem.quoteId!].sort(),
    );
  });

  it('gives an open quote to one claim only, by one conditional update', async () => {
    const quote = await issueQuote(t.app, 'EUR', 'Order', 100);
    const claim = (now: Date) =>
      t.app.db.transaction().execute((trx) => claimQuote(trx, quote.id, randomUUID(), now));
    const expiresAt = Date.parse(quote.expiresAt);
    // The server's clock decides: the moment it expires, it is gone.
    expect(await claim(new Date(expiresAt))).toBe('QUOTE_EXPIRED');
    const claims = await Promise.all(Array.from({ length: 5 }, () => claim(new Date())));
    expect(claims.sort()).toEqual([...Array(4).fill('QUOTE_USED'), undefined]);
    expect(await claim(new Date(expiresAt - 1))).toBe('QUOTE_USED');
    expect(
      await t.app.db
        .transaction()
        .execute((trx) => claimQuote(trx, randomUUID(), randomUUID(), new Date())),
    ).toBe('QUOTE_UNKNOWN');
  });

  it('reads how long a quote holds and the ceiling from the configuration', async () => {
    const configured = await createTestApp(kind, {
      QUOTE_MINUTES: '5',
      ORDER_MAX_GBP: '1000',
      QUOTE_RATE_LIMIT_PER_MINUTE: '3',
    });
    try {
      const quote = await issueQuote(configured.app, 'EUR', 'Order', 1000);
      expect(Date.parse(quote.expiresAt)).toBeLessThanOrEqual(Date.now() + 5 * MINUTE);
      expect(Date.parse(quote.expiresAt)).toBeGreaterThan(Date.now() + 4 * MINUTE);
      const over = await requestQuote(configured.app, 'EUR', 'Order', 1001);
      expect(over.statusCode).toBe(422);
      expect(over.json().error.message).toMatch(/^We take orders of up to £1,000 online\./);
      expect((await configured.app.inject('/api/order-limits')).json()).toMatchObject({
        maxOrderGbp: 1000,
        quoteMinutes: 5,
      });
      const docs = (await configured.app.inject('/api/docs/json')).json();
      const description = docs.paths['/api/quotes'].post.description;
      expect(description).toContain('holds its price for 5 minutes');
      expect(description).toContain('At most 3 quotes a minute from one address');
      // Two quotes asked for above (one refused): a third, then no more this minute.
      expect((await requestQuote(configured.app, 'EUR', 'Order', 10)).statusCode).toBe(201);
      expect((await requestQuote(configured.app, 'EUR', 'Order', 10)).statusCode).toBe(429);
    } finally {
      await configured.close();
    }
  });
});
