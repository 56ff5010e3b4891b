/**
 * @fastify/rate-limit's store over our counters, so its limits count where every other throttle
 * does (in Redis with REDIS_URL). A route's own limit (`config.rateLimit`) counts per route; the
 * limiters made with `createRateLimit` share one space, so each names its keys (`contact-ip:…`).
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Counters } from './counters.ts';

/** The route a child store is for, from the options the plugin passes (`routeInfo`). */
function routeOf(options: object): string {
  const route = 'routeInfo' in options ? options.routeInfo : undefined;
  if (typeof route === 'object' && route && 'method' in route && 'url' in route) {
    return `${String(route.method)} ${String(route.url)}:`;
  }
  return '';
}

export function rateLimitStore(counters: Counters): FastifyRateLimitStoreCtor {
  return class CountersStore implements FastifyRateLimitStore {
    readonly #prefix: string;

    constructor(_options?: object, prefix = 'rate-limit:') {
      this.#prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counters.add(this.#prefix + key, 1, timeWindow).then(
        ({ count, msLeft }) => callback(null, { current: count, ttl: msLeft }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: object): FastifyRateLimitStore {
      return new CountersStore(undefined, `rate-limit:${routeOf(options)}`);
    }
  };
}
