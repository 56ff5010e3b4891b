/**
 * Staff correcting a mistyped market rate (`PUT /api/UpdateCurrencyPrice/:value` with
 * `{ Rate, correction: true }`): the prices computed from the replaced rate are withdrawn, so a
 * basket quoted at it is no longer honoured. A plain change keeps honouring it for 30 minutes.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/constants.ts';
import { ADMIN, ADMIN_ENV, signInAsAdmin } from '../../test-support/accounts.ts';
import { basketItem, currency, orderBody, placeOrder } from '../../test-support/orders.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';

const MINUTE = 60_000;

describe.each(testDatabaseKinds)('rate corrections on $name', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind, ADMIN_ENV);
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
  const history = (code: string) =>
    t.app.db
      .selectFrom('rateHistory')
      .select(['id', 'rate', 'sellMargin', 'recordedAt', 'withdrawnAt'])
      .where('currencyCode', '=', code)
      .orderBy('recordedAt')
      .execute();
  const rateAudits = (code: string) =>
    t.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'currency.rate')
      .where('entityId', '=', code)
      .orderBy('createdAt')
      .execute();
  /** Moves the newest rate-history row of `code` back to `ago` milliseconds before now. */
  const backdateNewest = async (code: string, ago: number) => {
    const newest = (await history(code)).at(-1)!;
    await t.app.db
      .updateTable('rateHistory')
      .set({ recordedAt: new Date(Date.now() - ago) })
      .where('id', '=', newest.id)
      .execute();
  };
  const ratesChanged = { error: { code: 'CONFLICT', message: MESSAGES.ratesChanged } };

  it('refuses a basket quoted at the mistyped rate once staff correct it, both ways', async () => {
    const { Rate: rate } = await currency(t.app, 'AUD');
    expect((await setPrice('AUD', { Rate: rate * 10 })).statusCode).toBe(200);
    const collect = await basketItem(t.app, 'AUD', 'Order', '100');
    const sell = await basketItem(t.app, 'AUD', 'Sell', '500');

    const corrected = await setPrice('AUD', { Rate: rate, correction: true });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({ value: 'AUD', Rate: rate });

    for (const item of [collect, sell]) {
      const refused = await placeOrder(t.app, orderBody([item]));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual(ratesChanged);
    }
    // The corrected rate is quoted and honoured.
    const fresh = await placeOrder(
      t.app,
      orderBody([await basketItem(t.app, 'AUD', 'Order', '100')]),
    );
    expect(fresh.statusCode).toBe(201);
  });

  it('keeps honouring the replaced rate after a plain change', async () => {
    const { Rate: rate } = await currency(t.app, 'CAD');
    await setPrice('CAD', { Rate: rate * 10 });
    const item = await basketItem(t.app, 'CAD', 'Order', '100');

    for (const body of [{ Rate: rate }, { Rate: rate * 2, correction: false }]) {
      expect((await setPrice('CAD', body)).statusCode).toBe(200);
      const honoured = await placeOrder(t.app, orderBody([{ ...item, Id: randomUUID() }]));
      expect(honoured.statusCode).toBe(201);
    }
    expect((await history('CAD')).every((row) => row.withdrawnAt === null)).toBe(true);
    const [, plain] = await rateAudits('CAD');
    expect(JSON.parse(plain!.after!)).toEqual({ Rate: rate });
  });

  it('withdraws every price made from the replaced rate, margin changes included, and audits how many', async () => {
    const nzd = await currency(t.app, 'NZD');
    const mistyped = nzd.Rate * 10;
    await setPrice('NZD', { Rate: mistyped });
    const before = await basketItem(t.app, 'NZD', 'Order', '100');
    const margins = await t.app.inject({
      method: 'PUT',
      url: '/api/updateCurrency/NZD',
      payload: { label: nzd.label, value: 'NZD', Sell: nzd.Sell - 1, Buy: nzd.Buy },
      headers: { cookie: admin },
    });
    expect(margins.statusCode).toBe(200);
    const afterMargins = await basketItem(t.app, 'NZD', 'Order', '100');
    expect(afterMargins.Rate).not.toBe(before.Rate);

    expect((await setPrice('NZD', { Rate: nzd.Rate, correction: true })).statusCode).toBe(200);
    for (const item of [before, afterMargins]) {
      expect((await placeOrder(t.app, orderBody([item]))).statusCode).toBe(409);
    }

    const rows = await history('NZD');
    expect(rows.filter((row) => row.withdrawnAt !== null)).toEqual([
      expect.objectContaining({
        rate: mistyped,
        sellMargin: nzd.Sell,
        withdrawnAt: expect.any(Date),
      }),
      expect.objectContaining({ rate: mistyped, sellMargin: nzd.Sell - 1 }),
    ]);
    expect(
      rows.filter((row) => row.rate !== mistyped).every((row) => row.withdrawnAt === null),
    ).toBe(true);
    const correction = (await rateAudits('NZD')).at(-1)!;
    expect(correction.actor).toBe(ADMIN.email);
    expect(JSON.parse(correction.before!)).toEqual({ Rate: mistyped });
    expect(JSON.parse(correction.after!)).toEqual({
      Rate: nzd.Rate,
      correction: true,
      withdrawnPrices: 2,
    });
  });

  it('withdraws the price in force when the 30 minutes began, and none from before them', async () => {
    const { Rate: rate } = await currency(t.app, 'CHF');
    const mistyped = rate * 10;
    await t.app.db
      .updateTable('rateHistory')
      .set({ recordedAt: new Date(Date.now() - 180 * MINUTE) })
      .where('currencyCode', '=', 'CHF')
      .execute();
    // The same mistake 2 hours ago (put right 90 minutes ago), and again 40 minutes ago.
    await setPrice('CHF', { Rate: mistyped });
    await backdateNewest('CHF', 120 * MINUTE);
    await setPrice('CHF', { Rate: rate });
    await backdateNewest('CHF', 90 * MINUTE);
    await setPrice('CHF', { Rate: mistyped });
    await backdateNewest('CHF', 40 * MINUTE);
    const item = await basketItem(t.app, 'CHF', 'Order', '100', new Date(Date.now() - MINUTE));

    expect((await setPrice('CHF', { Rate: rate, correction: true })).statusCode).toBe(200);
    expect((await placeOrder(t.app, orderBody([item]))).statusCode).toBe(409);

    const withdrawn = (await history('CHF')).map((row) => row.withdrawnAt !== null);
    expect(withdrawn).toEqual([false, false, false, true, false]);
    const correction = (await rateAudits('CHF')).at(-1)!;
    expect(JSON.parse(correction.after!)).toMatchObject({ correction: true, withdrawnPrices: 1 });
  });

  it('changes nothing for a correction to the same rate', async () => {
    const { Rate: rate } = await currency(t.app, 'SEK');
    const rows = await history('SEK');
    expect((await setPrice('SEK', { Rate: rate, correction: true })).statusCode).toBe(200);
    expect(await history('SEK')).toEqual(rows);
    expect(await rateAudits('SEK')).toEqual([]);
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
