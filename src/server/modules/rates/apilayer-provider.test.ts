import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apilayerProvider } from './apilayer-provider.ts';
import type { HttpOptions } from './http-json.ts';
import { RateLookupError } from './rate-provider.ts';
import {
  apilayerAnswers,
  startRatesTestServer,
  type RatesTestServer,
} from '../../test-support/rates-test-server.ts';

const HTTP: HttpOptions = { timeoutMs: 200, retries: 2, retryDelayMs: 1 };
const KEY = 'live-key-0123456789abcdef';
const RATES = { EUR: 1.16526242, JPY: 208.47191146 };

async function failureOf(promise: Promise<unknown>): Promise<RateLookupError> {
  const error = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(RateLookupError);
  // Whatever failed, the key is in no message.
  expect((error as Error).message).not.toContain(KEY);
  return error as RateLookupError;
}

describe('apilayer rates provider', () => {
  let server: RatesTestServer;
  beforeEach(async () => {
    server = await startRatesTestServer(apilayerAnswers(KEY, RATES));
  });
  afterEach(() => server.stop());

  const provider = (http = HTTP, apiKey = KEY) =>
    apilayerProvider({ url: `${server.url}/exchangerates_data/convert`, apiKey, http });

  it('asks to={code}&from=GBP&amount=1 with the key in the apikey header and reads info.rate', async () => {
    expect(await provider().lookup('JPY')).toBe(RATES.JPY);
    const [request] = server.requests;
    expect(request!.path).toBe('/exchangerates_data/convert');
    expect([...request!.query]).toEqual([
      ['to', 'JPY'],
      ['from', 'GBP'],
      ['amount', '1'],
    ]);
    expect(request!.headers.apikey).toBe(KEY);
  });

  it.each([500, 503, 429])('retries a %d and takes the answer that follows', async (status) => {
    const answers = apilayerAnswers(KEY, RATES);
    server.answer = (request) => (server.requests.length === 1 ? { status } : answers(request));
    expect(await provider().lookup('EUR')).toBe(RATES.EUR);
    expect(server.requests).toHaveLength(2);
  });

  it('gives up after bounded retries as status', async () => {
    server.answer = () => ({ status: 503 });
    const failure = await failureOf(provider().lookup('EUR'));
    expect(failure).toMatchObject({ reason: 'status', transient: true });
    expect(server.requests).toHaveLength(1 + HTTP.retries);
  });

  it('fails as status at once on a refused key, and says nothing of the key', async () => {
    const failure = await failureOf(provider(HTTP, 'wrong-key').lookup('EUR'));
    expect(failure).toMatchObject({ reason: 'status', transient: false });
    expect(failure.message).toMatch(/answered 401/);
    expect(server.requests).toHaveLength(1);
  });

  it('fails as status for a currency the service does not know', async () => {
    expect(await failureOf(provider().lookup('XYZ'))).toMatchObject({ reason: 'status' });
  });

  it('fails as timeout when the answer is too slow, within the injected time', async () => {
    server.answer = () => ({ json: { info: { rate: 1 } }, delayMs: 2000 });
    const started = Date.now();
    const failure = await failureOf(provider({ ...HTTP, timeoutMs: 50 }).lookup('EUR'));
    expect(failure).toMatchObject({ reason: 'timeout', transient: true });
    expect(server.requests).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('fails as timeout when the body stalls after the headers', async () => {
    server.answer = () => ({ stallAfter: '{"info": ' });
    const failure = await failureOf(provider({ ...HTTP, retries: 0, timeoutMs: 50 }).lookup('EUR'));
    expect(failure).toMatchObject({ reason: 'timeout' });
  });

  it('fails as malformed on a body that is not JSON', async () => {
    server.answer = () => ({ raw: '<html>Bad gateway</html>' });
    const failure = await failureOf(provider().lookup('EUR'));
    expect(failure).toMatchObject({ reason: 'malformed', transient: false });
    expect(server.requests).toHaveLength(1);
  });

  it('fails as missing when the answer carries no info.rate', async () => {
    server.answer = () => ({
      json: { success: false, error: { code: 104, info: 'Monthly limit reached' } },
    });
    expect(await failureOf(provider().lookup('EUR'))).toMatchObject({ reason: 'missing' });
  });

  it.each([0, -3])('fails as not-positive for a rate of %d', async (rate) => {
    server.answer = apilayerAnswers(KEY, { EUR: rate });
    expect(await failureOf(provider().lookup('EUR'))).toMatchObject({ reason: 'not-positive' });
  });

  it('fails as network when the service cannot be reached', async () => {
    await server.stop();
    const failure = await failureOf(provider().lookup('EUR'));
    expect(failure).toMatchObject({ reason: 'network', transient: true });
    server = await startRatesTestServer();
  });
});
