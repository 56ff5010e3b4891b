/**
 * Every route's own request limit, made one way: counted per client address, where an IPv6
 * address counts by its /64 network (one household or office gets a /64 whole, so stepping
 * through its addresses gains nothing). The counts are the deployment's (rate-limit-store.ts).
 * - `limitPerAddress` gives a limiter the route calls from its own hook, answering as it likes;
 *   the limiters share one space of keys, so each is named (`contact-ip`);
 * - `routeLimitPerAddress` gives a route's `config.rateLimit`, counted before the request is
 *   read and counted per route.
 */
import { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How many requests, and over how many milliseconds. */
export interface Allowance {
  max: number;
  timeWindow: number;
}

/**
 * What a request counts by: an IPv4 address as it is, an IPv6 address as its /64 network. A
 * client that has hung up has no address left: its requests count together.
 */
export function clientNetwork(request: FastifyRequest): string {
  const address: string | undefined = request.ip;
  return address === undefined ? 'undefined' : normalizeIP(address, 64);
}

export type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * A limiter counting each request it is called with against `<name>:<client network>`, or
 * `<name>:<key>` when the count is another's (an account, an e-mail address).
 */
export function limitPerAddress(
  app: FastifyInstance,
  name: string,
  {
    max,
    timeWindow,
    key = clientNetwork,
  }: Allowance & { key?: (request: FastifyRequest) => string | Promise<string> },
): Limiter {
  return app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: async (request) => `${name}:${await key(request)}`,
  });
}

/** A route's `config.rateLimit`, per client network; past it, the route answers `refusal`. */
export function routeLimitPerAddress(
  { max, timeWindow }: Allowance,
  refusal: (retryAfterSeconds: number) => Error,
): RateLimitOptions {
  return {
    max,
    timeWindow,
    keyGenerator: clientNetwork,
    errorResponseBuilder: (_request, context) => refusal(context.ttl / 1000),
  };
}
