/**
 * PostgreSQL goes away while the server runs (a TCP proxy between them is cut), then comes back:
 * requests fail fast with a 503 and a clear message, health says not ready, nothing crashes,
 * and service resumes by itself.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAVAILABLE_MESSAGE } from '../plugins/error-handler.ts';
import { twoItemOrder } from '../test-support/orders.ts';
import {
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../test-support/server-process.ts';
import { startTcpProxy, type TcpProxy } from '../test-support/tcp-proxy.ts';
import { testDatabaseKinds, type TestDatabase } from '../test-support/test-databases.ts';

const postgres = testDatabaseKinds.find((kind) => kind.name === 'postgres');

// A request that hangs instead of failing fast fails the test here rather than at its timeout.
const ANSWER_WITHIN_MS = 5000;

describe.runIf(postgres)('a PostgreSQL outage', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let order: object;

  beforeAll(async () => {
    database = await postgres!.create();
    const direct = new URL(database.url);
    proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
    const proxied = new URL(database.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    // At error level: the outage's warnings are expected here.
    server = await startServerProcess({ DATABASE_URL: proxied.toString(), LOG_LEVEL: 'error' });
    order = await twoItemOrder(server.baseUrl);
  });
  afterAll(async () => {
    if (server.child.exitCode === null) await stopServerProcess(server, 'SIGTERM');
    await proxy.close();
    await database.drop();
  });

  const get = (path: string) =>
    fetch(`${server.baseUrl}${path}`, { signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
  const placeOrder = () =>
    fetch(`${server.baseUrl}/api/Order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify(order),
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
    });

  async function expectUnavailable(response: Response) {
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: { code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGE },
    });
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  }

  it('answers 503 while the database is unreachable, and resumes by itself', async () => {
    expect((await get('/api/health')).status).toBe(200);
    expect((await placeOrder()).status).toBe(201);

    await proxy.cut();
    // What a server holds of the currencies is good for a second (db/reference-version.ts): after
    // it, a currency's answer needs the database too.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // Twice each: a first request may meet a pooled connection that has just died.
    for (let round = 0; round < 2; round++) {
      await expectUnavailable(await get('/api/singleCurrency/EUR'));
      await expectUnavailable(await placeOrder());
      const health = await get('/api/health');
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: 'unavailable', database: 'down' });
    }
    expect(server.child.exitCode).toBeNull();

    await proxy.restore();
    let healthy = false;
    for (let attempt = 0; attempt < 50 && !healthy; attempt++) {
      healthy = (await get('/api/health')).status === 200;
      if (!healthy) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(healthy).toBe(true);
    expect((await get('/api/singleCurrency/EUR')).status).toBe(200);
    expect((await placeOrder()).status).toBe(201);
  });
});
