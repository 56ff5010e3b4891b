/** The connections to REDIS_URL: made at start-up, where an unreachable Redis stops the server. */
import type { Redis } from 'ioredis';
import { ConfigError } from '../config/env.ts';

/** Where Redis is, without credentials: for messages and logs. */
export function redisLocation(url: string): string {
  const { protocol, hostname, port, pathname } = new URL(url);
  return `${protocol}//${hostname}:${port || 6379}${pathname === '/' ? '' : pathname}`;
}

/**
 * A connection, ready. Later, while Redis is away, a command fails at once (within a second when
 * Redis hangs) rather than wait in a queue: the callers fall back, and the client reconnects by
 * itself. Unreachable now, it throws one line naming REDIS_URL.
 */
export async function connectRedis(url: string): Promise<Redis> {
  // Loaded only with REDIS_URL: a single server starts without its 45 modules.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 3000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 1000,
  });
  // The callers report what a failure costs; unheard, ioredis prints every reconnect failure.
  // The first one says why the start failed, better than connect()'s "Connection is closed".
  let cause: unknown;
  redis.on('error', (error: unknown) => (cause ??= error));
  try {
    await redis.connect();
    return redis;
  } catch (error) {
    redis.disconnect();
    const failure = cause ?? error;
    const reason = failure instanceof Error ? failure.message : String(failure);
    throw new ConfigError(`Redis is not reachable at ${redisLocation(url)} (REDIS_URL): ${reason}`);
  }
}
