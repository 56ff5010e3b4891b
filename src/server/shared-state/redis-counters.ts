/**
 * Counters in Redis, shared by every server of the deployment: each add is one script, atomic in
 * Redis, so a limit holds across servers even for requests that arrive at the same moment.
 *
 * While Redis cannot be reached, each process counts for itself (`fallback`), as a single server
 * does: the limits still hold per process rather than fail every throttled request (orders among
 * them) or let every attempt through. A count waits for Redis `deadlineMs` at most; after one
 * failure or stall, counts stay in the process for `backoffMs` without asking Redis, then one
 * check in the background (not on any request's way) tells whether it is back. So a stalled or
 * unreachable Redis costs one request a few milliseconds, and the others nothing. The loss and
 * the return are logged once each.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { memoryCounters, type Count, type Counters } from './counters.ts';

/** KEYS[1]: the key; ARGV: delta, window in ms. Answers {count, ms left}. */
const ADD = `
local delta = tonumber(ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  if delta <= 0 then return {0, 0} end
  redis.call('SET', KEYS[1], delta, 'PX', ARGV[2])
  return {delta, tonumber(ARGV[2])}
end
local count = redis.call('INCRBY', KEYS[1], delta)
if count < 0 then
  redis.call('SET', KEYS[1], 0, 'KEEPTTL')
  count = 0
end
return {count, ttl}
`;

const GET = `
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then return {0, 0} end
return {tonumber(redis.call('GET', KEYS[1])), ttl}
`;

function toCount(reply: unknown): Count {
  if (Array.isArray(reply) && typeof reply[0] === 'number' && typeof reply[1] === 'number') {
    return { count: reply[0], msLeft: reply[1] };
  }
  throw new Error(`unexpected reply from Redis: ${JSON.stringify(reply)}`);
}

/** Runs `script` by its digest, sending it whole only when Redis does not have it yet. */
function script(redis: Redis, source: string) {
  const sha = createHash('sha1').update(source).digest('hex');
  return async (key: string, ...args: Array<string | number>): Promise<Count> => {
    try {
      return toCount(await redis.evalsha(sha, 1, key, ...args));
    } catch (error) {
      // Redis names its errors only by the reply's first word: there is no code to read.
      // eslint-disable-next-line no-restricted-syntax
      if (!(error instanceof Error && error.message.startsWith('NOSCRIPT'))) throw error;
      return toCount(await redis.eval(source, 1, key, ...args));
    }
  };
}

export interface RedisCountersOptions {
  /** How long a count waits for Redis before this process counts it itself. */
  deadlineMs?: number;
  /** After a failure, how long counts stay in the process before Redis is checked again. */
  backoffMs?: number;
  fallback?: Counters;
  now?: () => number;
}

/** Rejects after `ms`: Redis took longer than a request should wait for a count. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function redisCounters(
  redis: Redis,
  prefix: string,
  log: Pick<FastifyBaseLogger, 'error' | 'info'>,
  {
    // Far above a Redis command's own time (well under a millisecond on a LAN), so a busy
    // process is not taken for a stalled Redis; only the first request after a stall waits it.
    deadlineMs = 100,
    backoffMs = 5_000,
    fallback = memoryCounters(),
    // Windows shared by servers are on the wall clock, which they share.
    // eslint-disable-next-line no-restricted-syntax -- counters take no app clock; tests pass `now`
    now = () => Date.now(),
  }: RedisCountersOptions = {},
): Counters {
  const add = script(redis, ADD);
  const get = script(redis, GET);
  /** While Redis is away: when to check on it next, and whether a check is under way. */
  let away: { checkAt: number; checking: boolean } | undefined;

  function checkInBackground(state: NonNullable<typeof away>) {
    state.checking = true;
    redis.ping().then(
      () => {
        away = undefined;
        log.info('Redis is back: rate limits are shared by every server again');
      },
      () => {
        state.checking = false;
        state.checkAt = now() + backoffMs;
      },
    );
  }

  async function shared(inRedis: () => Promise<Count>, here: () => Promise<Count>) {
    if (away) {
      if (!away.checking && now() >= away.checkAt) checkInBackground(away);
      return here();
    }
    try {
      return await within(deadlineMs, inRedis());
    } catch (error) {
      if (!away) {
        away = { checkAt: now() + backoffMs, checking: false };
        log.error(
          { err: error },
          'Redis cannot be reached: each process counts rate limits for itself until it is back',
        );
      }
      return here();
    }
  }

  return {
    add: (key, delta, windowMs) =>
      shared(
        () => add(prefix + key, delta, windowMs),
        () => fallback.add(key, delta, windowMs),
      ),
    get: (key) =>
      shared(
        () => get(prefix + key),
        () => fallback.get(key),
      ),
  };
}
