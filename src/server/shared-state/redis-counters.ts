/**
 * Counters in Redis, shared by every server of the deployment: each add is one script, atomic in
 * Redis, so a limit holds across servers even for requests that arrive at the same moment.
 *
 * While Redis cannot be reached, each process counts for itself (`fallback`), as a single server
 * does: the limits still hold per process rather than fail every throttled request (orders among
 * them) or let every attempt through. The loss and the return are logged once each.
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
      if (!(error instanceof Error && error.message.startsWith('NOSCRIPT'))) throw error;
      return toCount(await redis.eval(source, 1, key, ...args));
    }
  };
}

export function redisCounters(
  redis: Redis,
  prefix: string,
  log: Pick<FastifyBaseLogger, 'error' | 'info'>,
  fallback: Counters = memoryCounters(),
): Counters {
  const add = script(redis, ADD);
  const get = script(redis, GET);
  let away = false;

  async function shared(inRedis: () => Promise<Count>, here: () => Promise<Count>) {
    try {
      const count = await inRedis();
      if (away) {
        away = false;
        log.info('Redis is back: rate limits are shared by every server again');
      }
      return count;
    } catch (error) {
      if (!away) {
        away = true;
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
