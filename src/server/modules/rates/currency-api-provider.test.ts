import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currencyApiProvider } from './currency-api-provider.ts';
import type { HttpOptions } from './http-json.ts';
import { RateLookupError } from './rate-provider.ts';
import {
  currencyApiAnswers,
  startRatesTestServer,
  type RatesTestServer,
} from '../../test-support/rates-test-server.ts';

const HTTP: HttpOptions = { timeoutMs: 200, retries: 2, retryDelayMs: 1 };
const RATES = { EUR: 1.16526242, USD: 1.32382204, JPY: 208.47191146 };

async function failureOf(promise: Promise<unknown>): Promise<RateLookupError> {
  const error = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(RateLookupError);
  return error as RateLookupError;
}

describe('currency-api rates provider', () => {
  let primary: RatesTestServer;
  let fallback: RatesTestServer;
  beforeEach(async () => {
    primary = await startRatesTestServer(currencyApiAnswers(RATES));
    fallback = await startRatesTestServer(currencyApiAnswers({ ...RATES, EUR: 1.17 }));
  });
  afterEach(async () => {
    await primary.stop();
    await fallback.stop();
  });

  const provider = (http = HTTP, now?: () => number) =>
    currencyApiProvider({ baseUrls: [`${primary.url}/v1`, `${fallback.url}/v1/`], http, now });

  it('reads gbp[code] from {base}/currencies/gbp.json', async () => {
    expect(await provider().lookup('EUR')).toBe(RATES.EUR);
    expect(primary.requests.map((r) => r.path)).toEqual(['/v1/currencies/gbp.json']);
    expect(primary.requests[0]!.headers.accept).toBe('application/json');
    expect(fallback.requests).toHaveLength(0);
  });

  it('fetches the document once for a whole catalogue, and again after a minute', async () => {
    let now = 1_000_000;
    const rates = provider(HTTP, () => now);
    const looked = await Promise.all(['EUR', 'USD', 'JPY'].map((code) => rates.lookup(code)));
    expect(looked).toEqual([RATES.EUR, RATES.USD, RATES.JPY]);
    await rates.lookup('USD');
    expect(primary.requests).toHaveLength(1);
    now += 60_000;
    await rates.lookup('USD');
    expect(primary.requests).toHaveLength(2);
  });

  it('uses the fallback when the primary answers 5xx, after retrying it', async () => {
    primary.answer = () => ({ status: 503, raw: 'unavailable' });
    expect(await provider().lookup('EUR')).toBe(1.17);
    expect(primary.requests).toHaveLength(1 + HTTP.retries);
    expect(fallback.requests).toHaveLength(1);
  });

  it('uses the fallback when the primary cannot be reached', async () => {
    await primary.stop();
    expect(await provider().lookup('EUR')).toBe(1.17);
    expect(fallback.requests).toHaveLength(1);
  });

  it('fails as status when every address answers 5xx, each tried with bounded retries', async () => {
    primary.answer = fallback.answer = () => ({ status: 502 });
    const failure = await failureOf(provider().lookup('EUR'));
    expect(failure).toMatchObject({ reason: 'status', transient: true });
    expect(failure.message).toMatch(/answered 502/);
    expect(primary.requests).toHaveLength(3);
    expect(fallback.requests).toHaveLength(3);
  });

  it('fails as timeout when no address answers in time', async () => {
    primary.answer = fallback.answer = () => ({ json: { gbp: RATES }, delayMs: 2000 });
    const started = Date.now();
    const failure = await failureOf(provider({ ...HTTP, retries: 1, timeoutMs: 50 }).lookup('EUR'));
    expect(failure).toMatchObject({ reason: 'timeout', transient: true });
    expect(primary.requests).toHaveLength(2);
    expect(fallback.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('fails as network when no address can be reached', async () => {
    await primary.stop();
    await fallback.stop();
    const failure = await failureOf(provider().lookup('EUR'));
    expect(failure).toMatchObject({ reason: 'network', transient: true });
    expect(failure.message).toMatch(/ECONNREFUSED/);
  });

  it('fails as malformed on a body that is not JSON, without retrying', async () => {
    primary.answer = fallback.answer = () => ({ raw: '{"gbp": {"eur": 1.1' });
    const failure = await failureOf(provider().lookup('EUR'));
    expect(failure).toMatchObject({ reason: 'malformed', transient: false });
    expect(primary.requests).toHaveLength(1);
    expect(fallback.requests).toHaveLength(1);
  });

  it('fails as malformed on JSON without GBP rates', async () => {
    primary.answer = fallback.answer = () => ({ json: { date: '2026-11-21', usd: RATES } });
    expect(await failureOf(provider().lookup('EUR'))).toMatchObject({ reason: 'malformed' });
  });

  it('fails as missing for a currency the document does not hold, without a retry', async () => {
    expect(await failureOf(provider().lookup('XYZ'))).toMatchObject({ reason: 'missing' });
    expect(primary.requests).toHaveLength(1);
  });

  it.each([0, -1.2])('fails as not-positive for a rate of %d', async (rate) => {
    primary.answer = currencyApiAnswers({ EUR: rate });
    expect(await failureOf(provider().lookup('EUR'))).toMatchObject({ reason: 'not-positive' });
  });

  it('fails as malformed for a rate that is not a number', async () => {
    primary.answer = currencyApiAnswers({ EUR: '1.17' });
    expect(await failureOf(provider().lookup('EUR'))).toMatchObject({ reason: 'malformed' });
  });

  it('does not keep a failed fetch: the next lookup asks again', async () => {
    primary.answer = fallback.answer = () => ({ status: 500 });
    const rates = provider({ ...HTTP, retries: 0 });
    await failureOf(rates.lookup('EUR'));
    primary.answer = currencyApiAnswers(RATES);
    expect(await rates.lookup('EUR')).toBe(RATES.EUR);
  });
});
