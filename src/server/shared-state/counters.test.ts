/**
 * The counters behave the same in this process and in Redis; in Redis two servers count as one,
 * and while Redis is away each process counts for itself, then shares again once it is back.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../test-support/tcp-proxy.ts';
import { dropTestRedisKeys, testRedisPrefix, testRedisUrl } from '../test-support/test-redis.ts';
import { memoryCounters, secondsLeft, type Counters } from './counters.ts';
import { redisCounters, type RedisCountersOptions } from './redis-counters.ts';
import { connectRedis } from './redis.ts';

type Log = Parameters<typeof redisCounters>[2];
const silent: Log = { error: () => {}, info: () => {} };
const prefix = testRedisPrefix();
const connections: Redis[] = [];
afterAll(async () => {
  for (const redis of connections) redis.disconnect();
  if (testRedisUrl) await dropTestRedisKeys(testRedisUrl, prefix);
});

async function inRedis(
  url = testRedisUrl!,
  log: Log = silent,
  options: RedisCountersOptions = {},
): Promise<Counters> {
  const redis = await connectRedis(url);
  connections.push(redis);
  return redisCounters(redis, prefix, log, options);
}

const kinds: Array<[string, () => Promise<Counters>]> = [
  ['in memory', async () => memoryCounters()],
  ...(testRedisUrl ? [['in Redis', () => inRedis()] as [string, () => Promise<Counters>]] : []),
];

describe.each(kinds)('counters %s', (_name, make) => {
  let counters: Counters;
  let key: string;
  beforeAll(async () => {
    counters = await make();
  });
  let n = 0;
  const freshKey = () => `key-${process.pid}-${Date.now()}-${n++}`;

  it('count within a window, take counts back, never below 0, and forget after it', async () => {
    key = freshKey();
    expect(await counters.get(key)).toEqual({ count: 0, msLeft: 0 });
    expect((await counters.add(key, 1, 300)).count).toBe(1);
    const second = await counters.add(key, 1, 300);
    expect(second.count).toBe(2);
    expect(second.msLeft).toBeGreaterThan(0);
    expect(second.msLeft).toBeLessThanOrEqual(300);
    expect(secondsLeft(second)).toBe(1);
    expect((await counters.add(key, -1, 300)).count).toBe(1);
    expect((await counters.add(key, -5, 300)).count).toBe(0);
    expect((await counters.get(key)).count).toBe(0);
    await sleep(350);
    expect(await counters.get(key)).toEqual({ count: 0, msLeft: 0 });
  });

  it('start no window with a count taken back', async () => {
    key = freshKey();
    expect((await counters.add(key, -1, 1000)).count).toBe(0);
    expect((await counters.add(key, 1, 1000)).count).toBe(1);
  });

  it('give each of many adds at once its own count', async () => {
    key = freshKey();
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => counters.add(key, 1, 60_000)),
    );
    expect(counts.map((c) => c.count).toSorted((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });
});

describe('counters in memory', () => {
  it('keep at most their number of keys, dropping the oldest', async () => {
    let now = 0;
    const counters = memoryCounters(2, () => now);
    await counters.add('first', 1, 1000);
    now = 1;
    await counters.add('second', 1, 1000);
    now = 2;
    await counters.add('third', 1, 1000);
    const counts = await Promise.all(['first', 'second', 'third'].map((k) => counters.get(k)));
    expect(counts.map((c) => c.count)).toEqual([0, 1, 1]);
  });
});

describe.skipIf(!testRedisUrl)('counters in Redis', () => {
  it('are one count for every server', async () => {
    const [one, two] = [await inRedis(), await inRedis()];
    const key = `shared-${Date.now()}`;
    await one.add(key, 1, 60_000);
    await two.add(key, 1, 60_000);
    expect((await one.get(key)).count).toBe(2);
  });

  describe('while Redis cannot be reached', () => {
    let proxy: TcpProxy;
    afterEach(() => proxy.close());

    /** Counters whose Redis is behind a proxy the test cuts or stalls, and what they log. */
    async function throughProxy(options: RedisCountersOptions) {
      const target = new URL(testRedisUrl!);
      proxy = await startTcpProxy(target.hostname, Number(target.port || 6379));
      const logged: string[] = [];
      const log: Log = {
        error: (_details: object, message?: string) => void logged.push(`error: ${message}`),
        info: (message: string) => void logged.push(`info: ${message}`),
      };
      const url = new URL(testRedisUrl!);
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      return { counters: await inRedis(url.toString(), log, options), logged };
    }

    it('count in this process, log the loss and the return once, and share again after', async () => {
      const { counters, logged } = await throughProxy({ backoffMs: 100 });
      const direct = await inRedis();
      const key = `away-${Date.now()}`;
      expect((await counters.add(key, 1, 60_000)).count).toBe(1);

      await proxy.cut();
      // Each process still holds its limit: counted here, from zero.
      expect((await counters.add(key, 1, 60_000)).count).toBe(1);
      expect((await counters.add(key, 1, 60_000)).count).toBe(2);
      expect(logged).toEqual([expect.stringMatching(/^error: Redis cannot be reached/)]);

      await proxy.restore();
      // The client reconnects by itself.
      for (let i = 0; i < 100 && logged.length < 2; i++) {
        await counters.get(key);
        await sleep(50);
      }
      expect(logged[1]).toMatch(/^info: Redis is back/);
      expect((await counters.add(key, 1, 60_000)).count).toBe(2);
      expect((await direct.get(key)).count).toBe(2);
    });

    it('wait for a stalled Redis once, then count here without asking it until it answers', async () => {
      let now = 0;
      const { counters, logged } = await throughProxy({ backoffMs: 5_000, now: () => now });
      const key = `stalled-${Date.now()}`;
      expect((await counters.add(key, 1, 60_000)).count).toBe(1);

      proxy.stall();
      // One count waits out the deadline, far short of the client's one-second timeout...
      const started = performance.now();
      expect((await counters.add(key, 1, 60_000)).count).toBe(1);
      expect(performance.now() - started).toBeLessThan(900);
      expect(logged).toEqual([expect.stringMatching(/^error: Redis cannot be reached/)]);
      // ...and through the back-off the others do not ask Redis at all.
      const sent = proxy.bytesToTarget();
      for (let i = 0; i < 50; i++) await counters.add(key, 1, 60_000);
      expect((await counters.get(key)).count).toBe(51);
      expect(proxy.bytesToTarget()).toBe(sent);

      // Past the back-off one check goes out in the background, and Redis is used once it answers.
      proxy.resume();
      now += 5_000;
      for (let i = 0; i < 100 && logged.length < 2; i++) {
        await counters.get(key);
        await sleep(20);
      }
      expect(logged[1]).toMatch(/^info: Redis is back/);
      expect(proxy.bytesToTarget()).toBeGreaterThan(sent);
    });
  });
});
