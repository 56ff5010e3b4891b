/**
 * Latest-rates mode over HTTP with the apilayer provider against a local server: the switch,
 * the refresh it runs at once, held outliers, failures, and the key kept out of every answer
 * and log line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config/env.ts';
import referenceRates from '../../db/seed/reference-rates.json' with { type: 'json' };
import { CurrencyListSchema, LatestRatesStateSchema } from '#shared/schemas/currency.ts';
import { ADMIN, ADMIN_ENV, signInAsAdmin } from '../../test-support/accounts.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import {
  apilayerAnswers,
  startRatesTestServer,
  type RatesTestServer,
} from '../../test-support/rates-test-server.ts';

const KEY = 'apilayer-secret-key-7f3a9c';
const REFERENCE: Record<string, number> = referenceRates.rates;

/** What the provider says: the reference rates, with EUR up 1%, JPY up 40% and no USD. */
function providerRates(changes: Record<string, number> = {}): Record<string, number> {
  const rates: Record<string, number> = {
    ...REFERENCE,
    EUR: REFERENCE.EUR! * 1.01,
    JPY: REFERENCE.JPY! * 1.4,
    ...changes,
  };
  delete rates.USD;
  return rates;
}

describe.each(testDatabaseKinds)('latest-rates mode on $name', (kind) => {
  let provider: RatesTestServer;
  let t: TestApp;
  let admin: string;
  const logs: string[] = [];
  const answers: string[] = [];

  beforeAll(async () => {
    provider = await startRatesTestServer(apilayerAnswers(KEY, providerRates()));
    t = await createTestApp(
      kind,
      {
        ...ADMIN_ENV,
        RATES_PROVIDER: 'apilayer',
        RATES_API_KEY: KEY,
        RATES_APILAYER_URL: `${provider.url}/exchangerates_data/convert`,
      },
      { level: 'info', stream: { write: (line: string) => void logs.push(line) } },
    );
    admin = await signInAsAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });

  async function send(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) {
    const response = await t.app.inject({ method, url, payload, headers: { cookie: admin } });
    answers.push(response.body);
    return response;
  }
  const state = async () =>
    LatestRatesStateSchema.parse((await send('GET', '/api/rates/latest')).json());
  const switchTo = async (on: boolean) => {
    const response = await send('PUT', '/api/rates/latest', { on });
    expect(response.statusCode).toBe(200);
    return LatestRatesStateSchema.parse(response.json());
  };
  const rateOf = async (code: string) =>
    CurrencyListSchema.parse((await t.app.inject('/api/currency')).json()).find(
      (c) => c.value === code,
    )!.Rate;
  const historyCount = async (code: string) =>
    (
      await t.app.db
        .selectFrom('rateHistory')
        .select('id')
        .where('currencyCode', '=', code)
        .execute()
    ).length;
  const audit = (action: string) =>
    t.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', action)
      .orderBy('createdAt')
      .execute();

  it('starts off, with nothing refreshed', async () => {
    expect(await state()).toEqual({
      on: false,
      provider: 'apilayer',
      refreshMinutes: 15,
      outlierPercent: 25,
      lastRefreshAt: null,
      failures: [],
      held: [],
    });
  });

  it('switched on, refreshes every currency at once: applies, holds outliers, lists failures', async () => {
    const currencies = CurrencyListSchema.parse((await t.app.inject('/api/currency')).json());
    const counts = {
      EUR: await historyCount('EUR'),
      JPY: await historyCount('JPY'),
      USD: await historyCount('USD'),
      CHF: await historyCount('CHF'),
    };

    const after = await switchTo(true);

    expect(provider.requests).toHaveLength(currencies.length);
    expect(after.on).toBe(true);
    expect(Date.parse(after.lastRefreshAt!)).not.toBeNaN();
    expect(after.failures).toEqual([
      { value: 'USD', reason: 'status', message: expect.stringMatching(/answered 400/) },
    ]);
    expect(after.held).toEqual([
      {
        value: 'JPY',
        storedRate: REFERENCE.JPY,
        proposedRate: REFERENCE.JPY! * 1.4,
        changePercent: 40,
        fetchedAt: expect.any(String),
      },
    ]);

    // The catalogue shows the new EUR rate at once; the held and failed ones are unchanged.
    expect(await rateOf('EUR')).toBe(REFERENCE.EUR! * 1.01);
    expect(await rateOf('JPY')).toBe(REFERENCE.JPY);
    expect(await rateOf('USD')).toBe(REFERENCE.USD);
    expect(await historyCount('EUR')).toBe(counts.EUR + 1);
    expect(await historyCount('JPY')).toBe(counts.JPY);
    expect(await historyCount('USD')).toBe(counts.USD);
    expect(await historyCount('CHF')).toBe(counts.CHF);

    const [switched] = await audit('setting.update');
    expect(switched).toMatchObject({ actor: ADMIN.email, entityId: 'latest-rates', before: null });
    expect(JSON.parse(switched!.after!)).toEqual({ on: true });
    const [refresh] = await audit('rates.refresh');
    expect(refresh).toMatchObject({ actor: null, entityType: 'rates', entityId: 'apilayer' });
    expect(JSON.parse(refresh!.after!)).toEqual({
      applied: ['EUR'],
      skipped: [],
      held: ['JPY'],
      failed: ['USD'],
    });
    const rates = await audit('currency.rate');
    expect(rates.map((r) => [r.entityId, r.actor])).toEqual([['EUR', null]]);
  });

  it('applies a held rate when staff confirm it', async () => {
    const count = await historyCount('JPY');
    const response = await send('POST', '/api/rates/held/jpy/confirm');
    expect(response.statusCode).toBe(200);
    expect(LatestRatesStateSchema.parse(response.json()).held).toEqual([]);
    expect(await rateOf('JPY')).toBe(REFERENCE.JPY! * 1.4);
    expect(await historyCount('JPY')).toBe(count + 1);
    const confirmed = (await audit('currency.rate')).filter((r) => r.entityId === 'JPY');
    expect(confirmed.map((r) => r.actor)).toEqual([ADMIN.email]);

    const again = await send('POST', '/api/rates/held/JPY/confirm');
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('No rate is held for JPY');
  });

  it('keeps the stored rate when staff dismiss a held one', async () => {
    provider.answer = apilayerAnswers(KEY, providerRates({ CHF: REFERENCE.CHF! * 0.5 }));
    const held = await switchTo(true);
    expect(held.held).toEqual([expect.objectContaining({ value: 'CHF', changePercent: -50 })]);

    const response = await send('DELETE', '/api/rates/held/CHF');
    expect(response.statusCode).toBe(200);
    expect(LatestRatesStateSchema.parse(response.json()).held).toEqual([]);
    expect(await rateOf('CHF')).toBe(REFERENCE.CHF);
    const [dismissed] = await audit('rates.dismiss-held');
    expect(dismissed).toMatchObject({ actor: ADMIN.email, entityId: 'CHF' });
    expect(JSON.parse(dismissed!.before!)).toEqual({
      Rate: REFERENCE.CHF,
      proposedRate: REFERENCE.CHF! * 0.5,
    });
  });

  it('releases a held rate when a later refresh or a staff price supersedes it', async () => {
    expect((await switchTo(true)).held.map((h) => h.value)).toEqual(['CHF']);
    provider.answer = apilayerAnswers(KEY, providerRates({ JPY: REFERENCE.JPY! * 1.4 }));
    expect((await switchTo(true)).held).toEqual([]);
    expect(await rateOf('CHF')).toBe(REFERENCE.CHF);

    provider.answer = apilayerAnswers(KEY, providerRates({ CHF: REFERENCE.CHF! * 2 }));
    expect((await switchTo(true)).held.map((h) => h.value)).toEqual(['CHF']);
    const priced = await send('PUT', '/api/UpdateCurrencyPrice/CHF', { Rate: 1.2 });
    expect(priced.statusCode).toBe(200);
    expect((await state()).held).toEqual([]);
    expect(await rateOf('CHF')).toBe(1.2);
  });

  it('writes no rate when every lookup fails (a refused key), and says why', async () => {
    provider.answer = apilayerAnswers('another-key', providerRates());
    const before = CurrencyListSchema.parse((await t.app.inject('/api/currency')).json());
    const history = await t.app.db.selectFrom('rateHistory').select('id').execute();

    const after = await switchTo(true);

    expect(after.failures).toHaveLength(before.length);
    for (const failure of after.failures) {
      expect(failure).toMatchObject({ reason: 'status', message: expect.stringMatching(/401/) });
    }
    expect(CurrencyListSchema.parse((await t.app.inject('/api/currency')).json())).toEqual(before);
    expect(await t.app.db.selectFrom('rateHistory').select('id').execute()).toHaveLength(
      history.length,
    );
  });

  it('answers the check with 422 "Wrong currency tried" while the service refuses', async () => {
    const response = await send('GET', '/api/rates/check/EUR');
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe('Wrong currency tried');
    provider.answer = apilayerAnswers(KEY, providerRates());
    expect((await send('GET', '/api/rates/check/EUR')).json()).toEqual({
      rate: REFERENCE.EUR! * 1.01,
    });
  });

  it('switched off, stays off and says so', async () => {
    const after = await switchTo(false);
    expect(after.on).toBe(false);
    const switches = await audit('setting.update');
    expect(JSON.parse(switches.at(-1)!.after!)).toEqual({ on: false });
  });

  it('sent the key to the provider only: never in an answer or a log line', () => {
    expect(provider.requests.every((r) => r.headers.apikey === KEY)).toBe(true);
    // The failures above were logged, so the search below has something to search.
    expect(logs.some((line) => line.includes('rate check failed'))).toBe(true);
    expect(logs.some((line) => line.includes('some lookups failed'))).toBe(true);
    expect(logs.filter((line) => line.includes(KEY))).toEqual([]);
    expect(answers.filter((body) => body.includes(KEY))).toEqual([]);
  });
});

describe.each(testDatabaseKinds)('latest-rates mode across a restart on $name', (kind) => {
  it('keeps the switch on, and its last refresh', async () => {
    const database = await kind.create();
    const config = loadConfig({
      ...ADMIN_ENV,
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      WEB_DIST_DIR: 'test-fixtures/no-web-build',
    });
    const stateOf = async (app: Awaited<ReturnType<typeof buildApp>>) => {
      const cookie = await signInAsAdmin(app);
      const response = await app.inject({ url: '/api/rates/latest', headers: { cookie } });
      return LatestRatesStateSchema.parse(response.json());
    };
    try {
      const first = await buildApp(config);
      await first.ready();
      const cookie = await signInAsAdmin(first);
      await first.inject({
        method: 'PUT',
        url: '/api/rates/latest',
        payload: { on: true },
        headers: { cookie, 'sec-fetch-site': 'same-origin' },
      });
      const before = await stateOf(first);
      expect(before).toMatchObject({ on: true, provider: 'reference' });
      expect(before.lastRefreshAt).not.toBeNull();
      await first.close();

      const second = await buildApp(config);
      await second.ready();
      await second.rates.job.idle();
      expect(await stateOf(second)).toEqual(before);
      await second.close();
    } finally {
      await database.drop();
    }
  });
});
