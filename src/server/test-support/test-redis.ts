/**
 * The Redis the suites that share state across servers run on, from TEST_REDIS_URL. In CI it must
 * be set, as TEST_DATABASE_URL must: those suites are never skipped silently. Each use takes a
 * key prefix of its own, so suites running at once never count each other's attempts.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

export const testRedisUrl = process.env.TEST_REDIS_URL;
if (process.env.CI && !testRedisUrl) {
  throw new Error('TEST_REDIS_URL must be set in CI: the suites sharing state are never skipped');
}

/** A REDIS_PREFIX no other test uses. */
export const testRedisPrefix = () => `fx-test-${randomUUID()}:`;

/** Deletes what a test left under `prefix`: some windows last a month. */
export async function dropTestRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 })) {
      if (Array.isArray(keys) && keys.length > 0) await redis.del(...keys.map(String));
    }
  } finally {
    redis.disconnect();
  }
}
