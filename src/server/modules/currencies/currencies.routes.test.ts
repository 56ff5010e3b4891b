import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CurrencyListSchema } from '#shared/schemas/currency.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';

describe.each(testDatabaseKinds)('currency catalogue on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('lists at least 72 seeded currencies with the spec fields, EUR first', async () => {
    const response = await t.app.inject('/api/currency');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const currencies = CurrencyListSchema.parse(response.json());
    expect(currencies.length).toBeGreaterThanOrEqual(72);
    expect(currencies[0]).toMatchObject({ value: 'EUR', label: 'Euro' });
    for (const currency of currencies) {
      expect(currency.value).toMatch(/^[A-Z]{3}$/);
      expect(currency.Rate).toBeGreaterThan(0);
      expect(currency.Sell).toBeLessThan(0);
      expect(currency.Buy).toBeGreaterThan(0);
      expect(Date.parse(currency.updatedAt)).not.toBeNaN();
    }
    expect(new Set(currencies.map((c) => c.value)).size).toBe(currencies.length);
  });

  it('answers a repeat fetch with 304 until a rate changes, within a second', async () => {
    const first = await t.app.inject('/api/currency');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);

    const repeat = await t.app.inject({ url: '/api/currency', headers: { 'if-none-match': etag } });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.body).toBe('');

    await t.app.db
      .updateTable('currencies')
      .set({ rate: 1.2, updatedAt: new Date() })
      .where('code', '=', 'EUR')
      .execute();
    const stale = await t.app.inject({ url: '/api/currency', headers: { 'if-none-match': etag } });
    expect(stale.statusCode).toBe(304);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1001 });
    const changed = await t.app
      .inject({ url: '/api/currency', headers: { 'if-none-match': etag } })
      .finally(() => vi.useRealTimers());
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(CurrencyListSchema.parse(changed.json())[0]).toMatchObject({ value: 'EUR', Rate: 1.2 });
  });

  it('finds one currency by code, in any case', async () => {
    const response = await t.app.inject('/api/singleCurrency/usd');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      value: 'USD',
      label: 'US Dollar',
      Sell: -2.5,
      Buy: 3.5,
    });
  });

  it('answers 404 with a clear message for a currency it does not offer', async () => {
    const response = await t.app.inject('/api/singleCurrency/XYZ');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: "We don't offer the currency XYZ" },
    });
  });

  it.each(['EU', 'EURO', 'E1R', '%20'])('answers 400 for the malformed code %s', async (code) => {
    const response = await t.app.inject(`/api/singleCurrency/${code}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'A currency code is three letters',
    });
  });
});
