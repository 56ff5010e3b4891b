/**
 * A currency's daily rates over HTTP, on a bureau that opened (seeded) on 10 September 2026 and
 * repriced its euro since: reference rates before the opening, the bureau's own prices after.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateFor } from '#shared/domain/pricing.ts';
import { RateHistorySchema, type RateHistory } from '#shared/schemas/rate-history.ts';
import referenceHistory from '../../db/seed/reference-rate-history.json' with { type: 'json' };
import { ADMIN_ENV, signInAsAdmin } from '../../test-support/accounts.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';

const OPENED = new Date('2026-09-10T09:00:00Z');
const NOW = new Date('2026-10-15T10:00:00Z');
/** EUR's seeded margins (a major currency) and those staff set on 1 October. */
const FIRST_MARGINS = { Sell: -2.5, Buy: 3.5 };
const NEW_MARGINS = { Sell: -3, Buy: 4 };

/** What the bureau quotes both ways for a rate and margins, as the history reports them. */
function expected(rate: number, margins: { Sell: number; Buy: number }) {
  const priced = { value: 'EUR', Rate: rate, ...margins };
  return { sell: rateFor(priced, 'Order').toNumber(), buy: rateFor(priced, 'Sell').toNumber() };
}

/** EUR in the committed reference release of `date`, read straight from the file. */
function referenceEur(date: string): number {
  const rate = referenceHistory.rates.EUR[referenceHistory.dates.indexOf(date)];
  if (typeof rate !== 'number') throw new Error(`no reference release on ${date}`);
  return rate;
}

describe.each(testDatabaseKinds)('rate history on $name', (kind) => {
  let t: TestApp;
  let openingRate: number;

  /** A staff call made at `time` (UTC), as an Admin signed in then. */
  async function staffAt(time: string, method: 'POST' | 'PUT', url: string, payload: object) {
    vi.setSystemTime(new Date(time));
    const cookie = await signInAsAdmin(t.app);
    const response = await t.app.inject({ method, url, payload, headers: { cookie } });
    expect(response.statusCode, response.body).toBeLessThan(300);
  }

  async function history(code: string, days?: number): Promise<RateHistory> {
    const query = days === undefined ? '' : `?days=${days}`;
    const response = await t.app.inject(`/api/rates/history/${code}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return RateHistorySchema.parse(response.json());
  }

  const on = (result: RateHistory, date: string) => result.points.find((p) => p.date === date);

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: OPENED });
    t = await createTestApp(kind, ADMIN_ENV);
    openingRate = (await t.app.inject('/api/singleCurrency/EUR')).json().Rate;
    // New margins one afternoon; a new rate late on 5 October (23:30 in the UK), and another
    // half past midnight UK time on the 6th, which is still the 5th in UTC.
    await staffAt('2026-10-01T12:00:00Z', 'PUT', '/api/updateCurrency/EUR', {
      label: 'Euro',
      value: 'EUR',
      ...NEW_MARGINS,
    });
    await staffAt('2026-10-05T22:30:00Z', 'PUT', '/api/UpdateCurrencyPrice/EUR', { Rate: 1.15 });
    await staffAt('2026-10-05T23:30:00Z', 'PUT', '/api/UpdateCurrencyPrice/EUR', { Rate: 1.16 });
    // A currency staff took on later: no reference rates for it.
    await staffAt('2026-10-10T12:00:00Z', 'POST', '/api/AddCurrency', {
      label: 'Mongolian Tugrik',
      value: 'MNT',
      Sell: -4,
      Buy: 5.5,
      Rate: 4560,
    });
    await staffAt('2026-10-15T09:00:00Z', 'PUT', '/api/UpdateCurrencyPrice/EUR', { Rate: 1.17 });
    vi.setSystemTime(NOW);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it('gives one point per UK day of 30, 90 or 365 days, oldest first, ending today', async () => {
    for (const days of [30, 90, 365]) {
      const result = await history('EUR', days);
      expect(result).toMatchObject({ code: 'EUR', label: 'Euro', days });
      expect(result.points).toHaveLength(days);
      const dates = result.points.map((p) => p.date);
      expect(dates.at(-1)).toBe('2026-10-15');
      expect(dates).toEqual(dates.toSorted());
      expect(new Set(dates).size).toBe(days);
    }
    expect((await history('EUR')).days).toBe(30);
  });

  it('gives today the current price, at the current margins', async () => {
    const current = (await t.app.inject('/api/singleCurrency/EUR')).json();
    expect(current).toMatchObject({ Rate: 1.17, ...NEW_MARGINS });
    const today = (await history('eur')).points.at(-1);
    expect(today).toEqual({ date: '2026-10-15', ...expected(1.17, NEW_MARGINS), source: 'bureau' });
  });

  it('applies the margins in force at the end of each day', async () => {
    const result = await history('EUR');
    expect(on(result, '2026-09-30')).toEqual({
      date: '2026-09-30',
      ...expected(openingRate, FIRST_MARGINS),
      source: 'bureau',
    });
    expect(on(result, '2026-10-01')).toMatchObject(expected(openingRate, NEW_MARGINS));
    expect(expected(openingRate, NEW_MARGINS)).not.toEqual(expected(openingRate, FIRST_MARGINS));
  });

  it('shows a rate change from the UK day it was made on', async () => {
    const result = await history('EUR');
    expect(on(result, '2026-10-04')).toMatchObject(expected(openingRate, NEW_MARGINS));
    expect(on(result, '2026-10-05')).toMatchObject(expected(1.15, NEW_MARGINS));
    expect(on(result, '2026-10-06')).toMatchObject(expected(1.16, NEW_MARGINS));
    expect(on(result, '2026-10-14')).toMatchObject(expected(1.16, NEW_MARGINS));
  });

  it("fills the days before the bureau's first price with reference rates at its first margins", async () => {
    const result = await history('EUR', 90);
    expect(result.points[0]?.date).toBe('2026-07-18');
    // No release on 18 July: the one before it stands.
    expect(result.points[0]).toEqual({
      date: '2026-07-18',
      ...expected(referenceEur('2026-07-17'), FIRST_MARGINS),
      source: 'reference',
    });
    expect(on(result, '2026-08-10')).toEqual({
      date: '2026-08-10',
      ...expected(referenceEur('2026-08-10'), FIRST_MARGINS),
      source: 'reference',
    });
    expect(on(result, '2026-09-09')?.source).toBe('reference');
    // Opened on the 10th: that day ended on the bureau's own price.
    expect(on(result, '2026-09-10')).toMatchObject({
      ...expected(openingRate, FIRST_MARGINS),
      source: 'bureau',
    });
    const sources = result.points.map((p) => p.source);
    expect(sources.lastIndexOf('reference')).toBe(sources.indexOf('bureau') - 1);
  });

  it('starts a currency with no reference rates on the day staff added it', async () => {
    const result = await history('MNT', 30);
    expect(result.points.map((p) => p.date)).toEqual([
      '2026-10-10',
      '2026-10-11',
      '2026-10-12',
      '2026-10-13',
      '2026-10-14',
      '2026-10-15',
    ]);
    expect(result.points.every((p) => p.source === 'bureau')).toBe(true);
  });

  it('shows a new price at once, though it keeps series between changes', async () => {
    const before = await history('EUR');
    expect(before.points.at(-1)).toMatchObject(expected(1.17, NEW_MARGINS));
    await staffAt('2026-10-15T10:00:00Z', 'PUT', '/api/UpdateCurrencyPrice/EUR', { Rate: 1.18 });
    const after = await history('EUR');
    expect(after.points.at(-1)).toMatchObject(expected(1.18, NEW_MARGINS));
    expect(after.points.slice(0, -1)).toEqual(before.points.slice(0, -1));
  });

  it('lets browsers keep an answer for a minute', async () => {
    const response = await t.app.inject('/api/rates/history/EUR?days=90');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  it('refuses another window with 400 and a currency not offered with 404', async () => {
    for (const days of ['7', '0', 'year', '']) {
      const response = await t.app.inject(`/api/rates/history/EUR?days=${days}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('days must be 30, 90 or 365');
    }
    const unknown = await t.app.inject('/api/rates/history/xyz');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: { code: 'NOT_FOUND', message: "We don't offer the currency XYZ" },
    });
    const malformed = await t.app.inject('/api/rates/history/EURO');
    expect(malformed.statusCode).toBe(400);
  });
});
