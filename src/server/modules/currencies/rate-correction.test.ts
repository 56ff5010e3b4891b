/**
 * Staff correcting a mistyped market rate (`PUT /api/UpdateCurrencyPrice/:value` with
 * `{ Rate, correction: true }`): the open quotes made at the replaced rate are withdrawn in the
 * same transaction, so no order is priced from them, and the audit log records how many. A plain
 * change leaves the quotes already issued to hold their price.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/constants.ts';
import { ADMIN, ADMIN_ENV, signInAsAdmin } from '../../test-support/accounts.ts';
import {
  currency,
  itemWithQuote,
  MANY_ORDERS_ENV,
  orderBody,
  placeOrder,
} from '../../test-support/orders.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';

const WITHDRAWN = {
  error: {
    code: 'CONFLICT',
    reason: 'RATES_CHANGED',
    message: MESSAGES.ratesChanged,
    issues: [
      {
        path: 'items.0',
        reason: 'QUOTE_WITHDRAWN',
        message: 'this quote was withdrawn: the rate it was made at has been corrected',
      },
    ],
  },
};

describe.each(testDatabaseKinds)('rate corrections on $name', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...ADMIN_ENV, ...MANY_ORDERS_ENV });
    admin = await signInAsAdmin(t.app);
  });
  afterAll(() => t.close());

  const setPrice = (code: string, body: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/UpdateCurrencyPrice/${code}`,
      payload: body,
      headers: { cookie: admin },
    });
  const rateAudits = (code: string) =>
    t.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'currency.rate')
      .where('entityId', '=', code)
      .orderBy('createdAt')
      .execute();
  const withdrawnAt = async (quoteId: string) =>
    (
      await t.app.db
        .selectFrom('quotes')
        .select('withdrawnAt')
        .where('id', '=', quoteId)
        .executeTakeFirstOrThrow()
    ).withdrawnAt;

  it('withdraws the open quotes made at the mistyped rate, both ways, and audits how many', async () => {
    const { Rate: rate } = await currency(t.app, 'AUD');
    const mistyped = rate * 10;
    expect((await setPrice('AUD', { Rate: mistyped })).statusCode).toBe(200);
    const collect = await itemWithQuote(t.app, 'AUD', 'Order', 100);
    const sell = await itemWithQuote(t.app, 'AUD', 'Sell', 500);

    const corrected = await setPrice('AUD', { Rate: rate, correction: true });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({ value: 'AUD', Rate: rate });

    for (const item of [collect, sell]) {
      const refused = await placeOrder(t.app, orderBody([item]));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual(WITHDRAWN);
      expect(await withdrawnAt(item.quoteId!)).toBeInstanceOf(Date);
    }
    const correction = (await rateAudits('AUD')).at(-1)!;
    expect(correction.actor).toBe(ADMIN.email);
    expect(JSON.parse(correction.before!)).toEqual({ Rate: mistyped });
    expect(JSON.parse(correction.after!)).toEqual({
      Rate: rate,
      correction: true,
      withdrawnQuotes: 2,
    });
    // A quote at the corrected rate is honoured.
    const fresh = await itemWithQuote(t.app, 'AUD', 'Order', 100);
    expect((await placeOrder(t.app, orderBody([fresh]))).statusCode).toBe(201);
  });

  it('leaves the quotes issued before a plain change to hold their price', async () => {
    const { Rate: rate } = await currency(t.app, 'CAD');
    await setPrice('CAD', { Rate: rate * 10 });
    const first = await itemWithQuote(t.app, 'CAD', 'Order', 100);
    const second = await itemWithQuote(t.app, 'CAD', 'Order', 100);

    expect((await setPrice('CAD', { Rate: rate })).statusCode).toBe(200);
    expect((await placeOrder(t.app, orderBody([first]))).statusCode).toBe(201);
    expect((await setPrice('CAD', { Rate: rate * 2, correction: false })).statusCode).toBe(200);
    expect((await placeOrder(t.app, orderBody([second]))).statusCode).toBe(201);
    const [, plain, explicit] = await rateAudits('CAD');
    expect(JSON.parse(plain!.after!)).toEqual({ Rate: rate });
    expect(JSON.parse(explicit!.after!)).toEqual({ Rate: rate * 2 });
  });

  it('withdraws only the open quotes at the replaced market rate, whatever their margins', async () => {
    const nzd = await currency(t.app, 'NZD');
    const mistyped = nzd.Rate * 10;
    const atGoodRate = await itemWithQuote(t.app, 'NZD', 'Order', 100);
    await setPrice('NZD', { Rate: mistyped });
    const open = await itemWithQuote(t.app, 'NZD', 'Order', 100);
    const used = await itemWithQuote(t.app, 'NZD', 'Order', 100);
    expect((await placeOrder(t.app, orderBody([used]))).statusCode).toBe(201);
    const expired = await itemWithQuote(t.app, 'NZD', 'Order', 100);
    await t.app.db
      .updateTable('quotes')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', expired.quoteId!)
      .execute();
    const margins = await t.app.inject({
      method: 'PUT',
      url: '/api/updateCurrency/NZD',
      payload: { label: nzd.label, value: 'NZD', Sell: nzd.Sell - 1, Buy: nzd.Buy },
      headers: { cookie: admin },
    });
    expect(margins.statusCode).toBe(200);
    const afterMargins = await itemWithQuote(t.app, 'NZD', 'Order', 100);
    expect(afterMargins.Rate).not.toBe(open.Rate);

    expect((await setPrice('NZD', { Rate: nzd.Rate, correction: true })).statusCode).toBe(200);
    for (const item of [open, afterMargins]) {
      expect((await placeOrder(t.app, orderBody([item]))).json()).toEqual(WITHDRAWN);
    }
    for (const item of [used, expired, atGoodRate]) {
      expect(await withdrawnAt(item.quoteId!)).toBeNull();
    }
    // Made before the mistake: not at the replaced rate, so it still holds.
    expect((await placeOrder(t.app, orderBody([atGoodRate]))).statusCode).toBe(201);
    const correction = (await rateAudits('NZD')).at(-1)!;
    expect(JSON.parse(correction.after!)).toEqual({
      Rate: nzd.Rate,
      correction: true,
      withdrawnQuotes: 2,
    });
  });

  it('withdraws in the transaction of the correction: a failed correction withdraws nothing', async () => {
    const { Rate: rate } = await currency(t.app, 'DKK');
    await setPrice('DKK', { Rate: rate * 10 });
    const item = await itemWithQuote(t.app, 'DKK', 'Order', 100);
    await expect(
      t.app.currencies.setRate(ADMIN.email, 'DKK', { rate, correction: true }, async () => {
        throw new Error('the rest of the change failed');
      }),
    ).rejects.toThrow('the rest of the change failed');
    expect(await withdrawnAt(item.quoteId!)).toBeNull();
    expect((await currency(t.app, 'DKK')).Rate).toBe(rate * 10);
    expect((await placeOrder(t.app, orderBody([item]))).statusCode).toBe(201);
  });

  it('changes nothing for a correction to the same rate', async () => {
    const { Rate: rate } = await currency(t.app, 'SEK');
    const item = await itemWithQuote(t.app, 'SEK', 'Order', 100);
    expect((await setPrice('SEK', { Rate: rate, correction: true })).statusCode).toBe(200);
    expect(await rateAudits('SEK')).toEqual([]);
    expect(await withdrawnAt(item.quoteId!)).toBeNull();
  });

  it.each([['yes'], [1], [null]])(
    'answers 400 for correction %j, and changes nothing',
    async (correction) => {
      const { Rate: rate } = await currency(t.app, 'NOK');
      const response = await setPrice('NOK', { Rate: rate * 2, correction });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('A correction is true or false');
      expect((await currency(t.app, 'NOK')).Rate).toBe(rate);
      expect(await rateAudits('NOK')).toEqual([]);
    },
  );
});
