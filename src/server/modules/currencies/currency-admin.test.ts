/** The staff's currency calls over HTTP: check, add, update, price update and the upsell. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrencyListSchema } from '#shared/schemas/currency.ts';
import { ADMIN, ADMIN_ENV, signInAsAdmin } from '../../test-support/accounts.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import {
  currencyApiAnswers,
  startRatesTestServer,
  type RatesTestServer,
} from '../../test-support/rates-test-server.ts';

const PROVIDER_RATES = { MNT: 4567.8912, EUR: 1.17, USD: 1.33, JPY: 208.5 };

describe.each(testDatabaseKinds)('staff currency calls on $name', (kind) => {
  let provider: RatesTestServer;
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    provider = await startRatesTestServer(currencyApiAnswers(PROVIDER_RATES));
    t = await createTestApp(kind, {
      ...ADMIN_ENV,
      RATES_PROVIDER: 'currency-api',
      RATES_CURRENCY_API_URL: `${provider.url}/v1`,
    });
    admin = await signInAsAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: admin } });
  const catalogue = async () =>
    CurrencyListSchema.parse((await t.app.inject('/api/currency')).json());
  const history = (code: string) =>
    t.app.db
      .selectFrom('rateHistory')
      .select(['rate', 'sellMargin', 'buyMargin', 'recordedAt'])
      .where('currencyCode', '=', code)
      .orderBy('recordedAt')
      .execute();
  const audit = (action: string, entityId: string) =>
    t.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', action)
      .where('entityId', '=', entityId)
      .execute();
  const error = (code: string, message: string) => ({ error: { code, message } });

  describe('check', () => {
    it("answers the provider's rate for a code, in any case", async () => {
      const response = await send('GET', '/api/rates/check/mnt');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ rate: PROVIDER_RATES.MNT });
    });

    it('answers 422 "Wrong currency tried" for a code the provider does not know', async () => {
      const response = await send('GET', '/api/rates/check/XYZ');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(error('UNPROCESSABLE', 'Wrong currency tried'));
    });

    it('answers 400 for a code that is not three letters', async () => {
      const response = await send('GET', '/api/rates/check/EURO');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('A currency code is three letters');
    });
  });

  describe('add', () => {
    const mnt = { label: 'Mongolian Tugrik', value: 'mnt', Sell: -4, Buy: '5.5', Rate: 4560 };

    it('adds a checked currency at the end of the list, shown at once, with history and audit', async () => {
      const before = await catalogue();
      const response = await send('POST', '/api/AddCurrency', mnt);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        value: 'MNT',
        label: 'Mongolian Tugrik',
        Rate: 4560,
        Sell: -4,
        Buy: 5.5,
      });

      // Within the catalogue's one-second revalidation window: the change shows at once.
      const after = await catalogue();
      expect(after).toHaveLength(before.length + 1);
      expect(after.at(-1)).toMatchObject({ value: 'MNT', Rate: 4560, Sell: -4, Buy: 5.5 });
      expect((await t.app.inject('/api/singleCurrency/MNT')).json()).toMatchObject({
        value: 'MNT',
      });

      expect(await history('MNT')).toEqual([
        { rate: 4560, sellMargin: -4, buyMargin: 5.5, recordedAt: expect.any(Date) },
      ]);
      const [entry] = await audit('currency.add', 'MNT');
      expect(entry).toMatchObject({ actor: ADMIN.email, entityType: 'currency', before: null });
      expect(JSON.parse(entry!.after!)).toEqual({
        label: 'Mongolian Tugrik',
        Rate: 4560,
        Sell: -4,
        Buy: 5.5,
      });
    });

    it.each(['MNT', 'eur'])(
      'refuses %s as "Already added" without asking the provider',
      async (value) => {
        const asked = provider.requests.length;
        const response = await send('POST', '/api/AddCurrency', { ...mnt, value });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual(error('CONFLICT', 'Already added'));
        expect(provider.requests).toHaveLength(asked);
      },
    );

    it('refuses a code that fails the check, and adds nothing', async () => {
      const count = (await catalogue()).length;
      const response = await send('POST', '/api/AddCurrency', { ...mnt, value: 'XYZ' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(error('UNPROCESSABLE', 'Wrong currency tried'));
      expect(await catalogue()).toHaveLength(count);
      expect(await history('XYZ')).toEqual([]);
    });

    it('refuses GBP, the base currency', async () => {
      const response = await send('POST', '/api/AddCurrency', { ...mnt, value: 'GBP' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(
        'GBP is the base currency: every rate is per 1 GBP',
      );
    });

    it.each([
      [{ Sell: 50.5 }, 'A margin is a percentage from -50 to 50'],
      [{ Buy: -51 }, 'A margin is a percentage from -50 to 50'],
      [{ Buy: 'abc' }, 'A margin is a percentage from -50 to 50'],
      [{ Rate: 0 }, 'The rate must be above zero'],
      [{ Rate: -2 }, 'The rate must be above zero'],
      [{ value: 'EURO' }, 'A currency code is three letters'],
      [{ label: '  ' }, 'Give the currency a name'],
    ])('answers 400 for %o: %s', async (change, message) => {
      const response = await send('POST', '/api/AddCurrency', { ...mnt, value: 'KZT', ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    });
  });

  describe('update', () => {
    it('changes the name and margins, shown at once, with history and audit', async () => {
      await catalogue(); // cached
      const [last] = (await history('USD')).slice(-1);
      const response = await send('PUT', '/api/updateCurrency/usd', {
        label: 'US Dollar (notes)',
        value: 'USD',
        Sell: -3,
        Buy: 4,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        value: 'USD',
        label: 'US Dollar (notes)',
        Sell: -3,
        Buy: 4,
      });
      expect((await catalogue()).find((c) => c.value === 'USD')).toMatchObject({
        label: 'US Dollar (notes)',
        Sell: -3,
        Buy: 4,
      });

      const rows = await history('USD');
      expect(rows.at(-1)).toMatchObject({ rate: last!.rate, sellMargin: -3, buyMargin: 4 });
      const [entry] = await audit('currency.update', 'USD');
      expect(entry!.actor).toBe(ADMIN.email);
      expect(JSON.parse(entry!.before!)).toMatchObject({
        label: 'US Dollar',
        Sell: -2.5,
        Buy: 3.5,
      });
      expect(JSON.parse(entry!.after!)).toMatchObject({
        label: 'US Dollar (notes)',
        Sell: -3,
        Buy: 4,
      });
    });

    it('renames without a rate-history row when the margins stay', async () => {
      const rows = (await history('USD')).length;
      const response = await send('PUT', '/api/updateCurrency/USD', {
        label: 'US Dollar',
        value: 'usd',
        Sell: -3,
        Buy: '4',
      });
      expect(response.statusCode).toBe(200);
      expect((await catalogue()).find((c) => c.value === 'USD')!.label).toBe('US Dollar');
      expect(await history('USD')).toHaveLength(rows);
    });

    it('refuses to change the code, and changes nothing', async () => {
      const response = await send('PUT', '/api/updateCurrency/USD', {
        label: 'Renamed',
        value: 'USN',
        Sell: -1,
        Buy: 1,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(
        "A currency's code cannot be changed: add the new code as a new currency",
      );
      expect((await catalogue()).find((c) => c.value === 'USD')!.label).toBe('US Dollar');
    });

    it('answers 404 for a currency not offered', async () => {
      const response = await send('PUT', '/api/updateCurrency/XYZ', {
        label: 'Nothing',
        value: 'XYZ',
        Sell: -1,
        Buy: 1,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(error('NOT_FOUND', "We don't offer the currency XYZ"));
    });
  });

  describe('price update', () => {
    it('sets the market rate, shown at once, with history and audit', async () => {
      await catalogue(); // cached
      const before = (await history('JPY')).length;
      const response = await send('PUT', '/api/UpdateCurrencyPrice/jpy', { Rate: 210.5 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ value: 'JPY', Rate: 210.5 });
      expect((await catalogue()).find((c) => c.value === 'JPY')!.Rate).toBe(210.5);

      const rows = await history('JPY');
      expect(rows).toHaveLength(before + 1);
      expect(rows.at(-1)).toMatchObject({ rate: 210.5 });
      const [entry] = await audit('currency.rate', 'JPY');
      expect(entry!.actor).toBe(ADMIN.email);
      expect(JSON.parse(entry!.after!)).toEqual({ Rate: 210.5 });
    });

    it('writes nothing when the rate is the same', async () => {
      const before = (await history('JPY')).length;
      const response = await send('PUT', '/api/UpdateCurrencyPrice/JPY', { Rate: '210.5' });
      expect(response.statusCode).toBe(200);
      expect(await history('JPY')).toHaveLength(before);
      expect(await audit('currency.rate', 'JPY')).toHaveLength(1);
    });

    it('answers 404 for a currency not offered and 400 for a rate that is not positive', async () => {
      expect((await send('PUT', '/api/UpdateCurrencyPrice/XYZ', { Rate: 2 })).statusCode).toBe(404);
      const response = await send('PUT', '/api/UpdateCurrencyPrice/JPY', { Rate: 0 });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('The rate must be above zero');
    });
  });

  describe('upsell', () => {
    it('writes the promotional line and its amount, audited, and the storefront reads it', async () => {
      const before = (await t.app.inject('/api/upsell')).json().Upsell;
      const upsell = { text: 'Free travel wallet with orders of £750 or more', amount: 750 };
      const response = await send('PUT', '/api/upsell', upsell);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ Upsell: upsell });
      expect((await t.app.inject('/api/upsell')).json()).toEqual({ Upsell: upsell });

      const [entry] = await audit('setting.update', 'upsell');
      expect(entry!.actor).toBe(ADMIN.email);
      expect(JSON.parse(entry!.before!)).toEqual(before);
      expect(JSON.parse(entry!.after!)).toEqual(upsell);
    });

    it.each([
      [{ text: '', amount: 10 }, 'Write the promotional line'],
      [{ text: 'x', amount: -1 }, 'The amount cannot be negative'],
      [{ text: 'x', amount: 10.005 }, 'The amount is in pounds and pence'],
      // zod's multipleOf(0.01) let this through to be stored as a non-amount.
      [{ text: 'x', amount: 4.4e-178 }, 'The amount is in pounds and pence'],
    ])('answers 400 for %o', async (body, message) => {
      const response = await send('PUT', '/api/upsell', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    });
  });
});
