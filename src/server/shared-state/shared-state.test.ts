/**
 * Two servers on one database and one Redis: a limit holds across them whichever server an
 * attempt reaches, and a change to the catalogue on one is on the other's currency list at once,
 * with no wait for the other's own check of the database, and a server that lost Redis for a while
 * drops its list when it is back. An unreachable Redis stops the start.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../app.ts';
import { ConfigError } from '../config/env.ts';
import { MANY_ORDERS_ENV } from '../test-support/orders.ts';
import { startTcpProxy } from '../test-support/tcp-proxy.ts';
import { startTestApp } from '../test-support/test-app.ts';
import {
  sqliteKind,
  testDatabaseKinds,
  type TestDatabase,
} from '../test-support/test-databases.ts';
import { dropTestRedisKeys, testRedisPrefix, testRedisUrl } from '../test-support/test-redis.ts';

describe('starting with REDIS_URL where no Redis answers', () => {
  it('stops with one line naming REDIS_URL', async () => {
    const [kind] = testDatabaseKinds;
    const database = await kind!.create();
    try {
      const start = startTestApp(database.url, { REDIS_URL: 'redis://127.0.0.1:1' });
      await expect(start).rejects.toThrow(ConfigError);
      await expect(start).rejects.toThrow(
        /^Redis is not reachable at redis:\/\/127\.0\.0\.1:1 \(REDIS_URL\): .*ECONNREFUSED/,
      );
    } finally {
      await database.drop();
    }
  });
});

const eurRate = async (app: App) =>
  ((await app.inject('/api/currency')).json() as Array<{ value: string; Rate: number }>).find(
    (currency) => currency.value === 'EUR',
  )!.Rate;

describe.skipIf(!testRedisUrl).each(testDatabaseKinds)('two servers on $name', (kind) => {
  let database: TestDatabase;
  let servers: App[];
  const prefix = testRedisPrefix();

  beforeAll(async () => {
    database = await kind.createMigrated();
    const env = {
      ...MANY_ORDERS_ENV,
      REDIS_URL: testRedisUrl!,
      REDIS_PREFIX: prefix,
      AUTH_RATE_LIMIT_PER_ACCOUNT: '3',
      QUOTE_RATE_LIMIT_PER_MINUTE: '4',
    };
    // One after the other: the first seeds the new database (migrated already).
    servers = [await startTestApp(database.url, env)];
    servers.push(await startTestApp(database.url, env));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    for (const app of servers) await app.close();
    await database.drop();
    await dropTestRedisKeys(testRedisUrl!, prefix);
  });

  it('hold the sign-in throttle to its limit whichever server each attempt reaches', async () => {
    const signIn = (app: App, i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'someone@example.com', password: `wrong-guess-${i}` },
        remoteAddress: '203.0.113.50',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signIn(servers[i % 2]!, i)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it("hold a route's own limit (quotes) whichever server each request reaches", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        servers[i % 2]!.inject({
          method: 'POST',
          url: '/api/quotes',
          payload: { currency: 'EUR', way: 'Order', amount: '100' },
          remoteAddress: '203.0.113.51',
        }),
      ),
    ).then((responses) => responses.map((response) => response.statusCode));
    expect(statuses.filter((status) => status === 201)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });

  it("show a price change on the other server's currency list at once", async () => {
    const [one, two] = servers as [App, App];
    const before = await eurRate(two);
    // Time stands still: the other server's check of the catalogue's version never comes due.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    expect(await eurRate(two)).toBe(before);
    const changed = Number((before * 1.01).toFixed(4));
    await one.currencies.setRate('admin', 'EUR', { rate: changed });
    let seen = before;
    for (let i = 0; i < 100 && seen !== changed; i++) {
      await sleep(10);
      seen = await eurRate(two);
    }
    expect(seen).toBe(changed);
  });
});

describe.each(testDatabaseKinds)('two servers on $name without Redis', (kind) => {
  it('see a price change only when their own check of the database comes due', async () => {
    const database = await kind.createMigrated();
    const servers = [await startTestApp(database.url)];
    servers.push(await startTestApp(database.url));
    const [one, two] = servers as [App, App];
    try {
      const before = await eurRate(two);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      expect(await eurRate(two)).toBe(before);
      await one.currencies.setRate('admin', 'EUR', { rate: Number((before * 1.01).toFixed(4)) });
      await sleep(100);
      expect(await eurRate(two)).toBe(before);
      vi.setSystemTime(Date.now() + 1000);
      expect(await eurRate(two)).not.toBe(before);
    } finally {
      vi.useRealTimers();
      for (const app of servers) await app.close();
      await database.drop();
    }
  });
});

describe.skipIf(!testRedisUrl)('a server that lost Redis for a while', () => {
  it('drops its currency list when Redis is back: it may have missed a change', async () => {
    const database = await sqliteKind.create();
    const redis = new URL(testRedisUrl!);
    const proxy = await startTcpProxy(redis.hostname, Number(redis.port || 6379));
    const throughProxy = new URL(testRedisUrl!);
    throughProxy.hostname = '127.0.0.1';
    throughProxy.port = String(proxy.port);
    const prefix = testRedisPrefix();
    const env = { REDIS_PREFIX: prefix };
    const servers = [await startTestApp(database.url, { ...env, REDIS_URL: testRedisUrl! })];
    servers.push(await startTestApp(database.url, { ...env, REDIS_URL: throughProxy.toString() }));
    const [one, two] = servers as [App, App];
    try {
      const before = await eurRate(two);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      expect(await eurRate(two)).toBe(before);
      await proxy.cut();
      const changed = Number((before * 1.01).toFixed(4));
      await one.currencies.setRate('admin', 'EUR', { rate: changed });
      await sleep(100);
      // Unheard: the other server still has the list it had.
      expect(await eurRate(two)).toBe(before);
      await proxy.restore();
      let seen = before;
      for (let i = 0; i < 100 && seen !== changed; i++) {
        await sleep(50);
        seen = await eurRate(two);
      }
      expect(seen).toBe(changed);
    } finally {
      vi.useRealTimers();
      for (const app of servers) await app.close();
      await proxy.close();
      await database.drop();
      await dropTestRedisKeys(testRedisUrl!, prefix);
    }
  });
});
