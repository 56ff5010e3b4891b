/**
 * Slows down guessing (passwords, the Box, order lookups) without letting a stranger lock the
 * owner out. Three counts, each over 15 minutes:
 * - every attempt from one address (`perIp`): spraying many accounts from one address;
 * - failures naming one account from one address (`perAccount`): someone else's failures never
 *   count against the owner's own address;
 * - failures naming one account from every address together (`perAccount` x 5): many addresses
 *   at one account. Past it, only addresses that have succeeded for that account may go on.
 * An attempt counts as a failure until its answer says otherwise, so parallel guesses are held
 * to the limit too. Built once from AUTH_RATE_LIMIT_PER_IP and AUTH_RATE_LIMIT_PER_ACCOUNT, as
 * `app.throttleAttempts`, which each throttled route calls for its hooks.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { AUTH_MESSAGES } from '../../../shared/schemas/user.ts';
import { AppError } from '../../errors.ts';
import type { ConfigOptions } from '../../plugins/service.ts';
import { WindowCounts } from './window-counts.ts';

const WINDOW_MS = 15 * 60_000;
/** An address that succeeded for an account is trusted with it this long. */
const KNOWN_FOR_MS = 30 * 86_400_000;
/** How many more failures an account takes from every address together than from one. */
const ACCOUNT_WIDE_FACTOR = 5;

/** Route hooks: `preHandler` refuses or counts the attempt, `onResponse` settles its outcome. */
export interface ThrottleHooks {
  preHandler(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  onResponse(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Hooks that throttle a route's attempts; `account` names the account an attempt is at (an
     * e-mail, a username, an order number), normalised, from the body `schema` validated.
     */
    throttleAttempts<Body>(schema: z.ZodType<Body>, account: (body: Body) => string): ThrottleHooks;
  }
}

async function attemptThrottle(app: FastifyInstance, { config }: ConfigOptions) {
  const perIp = config.AUTH_RATE_LIMIT_PER_IP;
  const perAccount = config.AUTH_RATE_LIMIT_PER_ACCOUNT;
  // Every throttled route shares these counts, so the address allowance is one per address.
  const byAddress = new WindowCounts(WINDOW_MS);
  const failuresByAccountAndAddress = new WindowCounts(WINDOW_MS);
  const failuresByAccount = new WindowCounts(WINDOW_MS);
  const knownAddresses = new WindowCounts(KNOWN_FOR_MS);

  function refuse(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number) {
    request.log.warn({ route: request.routeOptions.url }, 'attempts throttled');
    reply.header('retry-after', String(retryAfterSeconds));
    return new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts);
  }

  app.decorate('throttleAttempts', function throttleAttempts<
    Body,
  >(schema: z.ZodType<Body>, accountOf: (body: Body) => string): ThrottleHooks {
    const counted = new WeakMap<FastifyRequest, { account: string; pair: string }>();
    return {
      async preHandler(request, reply) {
        const address = request.ip;
        // The body has passed the route's schema by now: parsing it again only types it.
        const account = accountOf(schema.parse(request.body));
        const pair = `${account}\n${address}`;

        if (byAddress.get(address) >= perIp) {
          throw refuse(request, reply, byAddress.secondsLeft(address));
        }
        byAddress.add(address);
        if (failuresByAccountAndAddress.get(pair) >= perAccount) {
          throw refuse(request, reply, failuresByAccountAndAddress.secondsLeft(pair));
        }
        if (
          failuresByAccount.get(account) >= perAccount * ACCOUNT_WIDE_FACTOR &&
          knownAddresses.get(pair) === 0
        ) {
          throw refuse(request, reply, failuresByAccount.secondsLeft(account));
        }
        failuresByAccountAndAddress.add(pair);
        failuresByAccount.add(account);
        counted.set(request, { account, pair });
      },

      async onResponse(request, reply) {
        const attempt = counted.get(request);
        if (!attempt || reply.statusCode >= 400) return;
        failuresByAccountAndAddress.add(attempt.pair, -1);
        failuresByAccount.add(attempt.account, -1);
        knownAddresses.add(attempt.pair);
      },
    };
  });
}

export default fp(attemptThrottle, { name: 'attempt-throttle' });
