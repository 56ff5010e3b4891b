/**
 * Availability per branch: now from the notes less what orders hold, from the day a transfer on
 * its way makes it so (requested or sent; received ones are stock), never, or on request where
 * the branch does not count the currency.
 */
import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAmount, rateFor } from '#shared/domain/pricing.ts';
import { addDays, ukDate } from '#shared/domain/uk-time.ts';
import type { BranchAvailability } from '#shared/schemas/stock.ts';
import type { Transfer } from '#shared/schemas/stock-operations.ts';
import { ADMIN_ENV, signInAsAdmin } from '../../test-support/accounts.ts';
import { setNotes, setTracked } from '../../test-support/branch-stock.ts';
import { currency } from '../../test-support/orders.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';

const today = () => ukDate(new Date());

describe.each(testDatabaseKinds)('availability on $name', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...ADMIN_ENV, QUOTE_RATE_LIMIT_PER_MINUTE: '1000' });
    admin = await signInAsAdmin(t.app);
    await setNotes(t.app, 'brighton', 'EUR', { 5000: 30 });
    await setNotes(t.app, 'worthing', 'EUR', { 5000: 2 });
    await setTracked(t.app, 'chichester', 'EUR', false);
    await setNotes(t.app, '172', 'EUR', {});
  });
  afterAll(() => t.close());

  const availability = async (amount: number | string, currency = 'EUR') => {
    const response = await t.app.inject(`/api/availability?currency=${currency}&amount=${amount}`);
    expect(response.statusCode).toBe(200);
    const list: BranchAvailability[] = response.json();
    return Object.fromEntries(list.map(({ branch, ...rest }) => [branch, rest]));
  };
  const transfer = async (notes: Record<string, number>, expectedDate: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/transfers',
      headers: { cookie: admin },
      payload: { from: 'brighton', to: 'worthing', currency: 'EUR', notes, expectedDate },
    });
    expect(response.statusCode).toBe(201);
    return response.json<Transfer>();
  };
  const move = async (id: string, action: 'send' | 'receive') => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/transfers/${id}/${action}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
  };

  it('answers every branch: now, never, or on request', async () => {
    const now = { available: true, from: null, onRequest: false };
    const never = { available: false, from: null, onRequest: false };
    const onRequest = { available: true, from: null, onRequest: true };
    expect(await availability(500)).toEqual({
      brighton: now,
      worthing: never,
      chichester: onRequest,
      '172': never,
    });
    // €100 is two €50 notes; what is below the €5 note is given back in GBP.
    expect((await availability(100)).worthing).toEqual(now);
    expect((await availability('102.5')).worthing).toEqual(now);
    expect((await availability(1500)).brighton).toEqual(now);
    expect((await availability(1550)).brighton).toEqual(never);
    // €30 needs a €20 and a €10, or smaller notes: Brighton holds only €50s.
    expect((await availability(30)).brighton).toEqual(never);
  });

  it('counts the notes orders hold as gone', async () => {
    await setNotes(t.app, '172', 'EUR', { 5000: 10 }, { 5000: 6 });
    expect((await availability(200))['172']?.available).toBe(true);
    expect((await availability(250))['172']?.available).toBe(false);
  });

  it('answers the day a transfer on its way makes the amount payable, the earliest that does', async () => {
    const first = await transfer({ '50': 4 }, addDays(today(), 1));
    const second = await transfer({ '50': 6 }, addDays(today(), 3));
    await move(second.id, 'send');
    // Worthing holds 2 × €50: with the first (requested) 6, with both 12.
    expect((await availability(250)).worthing).toEqual({
      available: false,
      from: addDays(today(), 1),
      onRequest: false,
    });
    expect((await availability(500)).worthing?.from).toBe(addDays(today(), 3));
    expect((await availability(650)).worthing?.from).toBeNull();

    // Received, the second's notes are stock: the first then makes €500 payable.
    await move(second.id, 'receive');
    expect((await availability(400)).worthing?.available).toBe(true);
    expect((await availability(500)).worthing?.from).toBe(addDays(today(), 1));

    // A late transfer is expected today at the earliest.
    await t.app.db
      .updateTable('stockTransfers')
      .set({ expectedDate: addDays(today(), -2) })
      .where('id', '=', first.id)
      .execute();
    expect((await availability(500)).worthing?.from).toBe(today());
  });

  it('offers a currency without notes on sale on request, as orders do', async () => {
    await t.app.db.deleteFrom('denominations').where('currencyCode', '=', 'ISK').execute();
    const isk = await availability(10_000, 'ISK');
    expect(Object.values(isk).every((branch) => branch.onRequest && branch.available)).toBe(true);
  });

  it('refuses an amount or a currency it cannot read', async () => {
    for (const query of [
      'currency=EUR&amount=0.001',
      'currency=EUR&amount=0',
      'currency=EUR&amount=ten',
      'currency=EURO&amount=10',
      'currency=EUR',
    ]) {
      const response = await t.app.inject(`/api/availability?${query}`);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
    }
  });

  it('answers for no more than the largest order online, which it names, so cash stays private', async () => {
    // ORDER_MAX_GBP (£5,000) at the Click & Collect rate, to the cent.
    const most = rateFor(await currency(t.app, 'EUR'), 'Order').times(5000);
    expect(Object.keys(await availability(most.toFixed(2, Decimal.ROUND_DOWN)))).toHaveLength(4);
    const above = await t.app.inject(
      `/api/availability?currency=EUR&amount=${most.plus(0.01).toFixed(2, Decimal.ROUND_UP)}`,
    );
    expect(above.statusCode).toBe(400);
    const message = `We answer for up to ${formatAmount(most)} EUR, the most an order online can be (£5,000)`;
    expect(above.json().error).toMatchObject({ message, issues: [{ path: 'amount', message }] });
    expect((await t.app.inject('/api/availability?currency=EUR&amount=1000000')).statusCode).toBe(
      400,
    );
  });

  it('allows each address so many checks a minute', async () => {
    const limited = await createTestApp(kind, { QUOTE_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const check = () => limited.app.inject('/api/availability?currency=USD&amount=100');
      expect((await check()).statusCode).toBe(200);
      expect((await check()).statusCode).toBe(200);
      const refused = await check();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.json().error.message).toMatch(/many availability checks/);
    } finally {
      await limited.close();
    }
  });
});
