/**
 * Slows down guessing (passwords, the Box, order lookups) without letting a stranger lock the
 * owner out. Three counts, each over 15 minutes:
 * - every attempt from one address (`perIp`): spraying many accounts from one address;
 * - failures naming one account from one address (`perAccount`): someone else's failures never
 *   count against the owner's own address;
 * - failures naming one account from every address together (`perAccount` x 5): many addresses
 *   at one account. Past it, only addresses that have succeeded for that account may go on.
 * An attempt counts as a failure until its answer says otherwise, so parallel guesses are held
 * to the limit too: each count is taken and compared in one step, and taken back when refused.
 * The counts are the deployment's (app.sharedState: every server's, with REDIS_URL). Built once
 * from AUTH_RATE_LIMIT_PER_IP and AUTH_RATE_LIMIT_PER_ACCOUNT, as `app.throttleAttempts`, which
 * each throttled route calls for its hooks.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { AUTH_MESSAGES } from '#shared/schemas/user.ts';
import { AppError } from '../../errors.ts';
import type { ConfigOptions } from '../../plugins/service.ts';
import { secondsLeft, type Count } from '../../shared-state/counters.ts';
import { clientNetwork } from '../../shared-state/limit-per-address.ts';

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
  const { counters } = app.sharedState;
  // Every throttled route shares these counts, so the address allowance is one per address.
  const count = (kind: string, key: string, delta = 1, windowMs = WINDOW_MS) =>
    counters.add(`attempts-${kind}:${key}`, delta, windowMs);
  const byAddress = (address: string, delta?: number) => count('ip', address, delta);
  const failuresByPair = (pair: string, delta?: number) => count('pair', pair, delta);
  const failuresByAccount = (account: string, delta?: number) => count('account', account, delta);

  function refuse(request: FastifyRequest, reply: FastifyReply, counted: Count) {
    request.log.warn({ route: request.routeOptions.url }, 'attempts throttled');
    reply.header('retry-after', String(secondsLeft(counted)));
    return new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts);
  }

  app.decorate('throttleAttempts', function throttleAttempts<
    Body,
  >(schema: z.ZodType<Body>, accountOf: (body: Body) => string): ThrottleHooks {
    const counted = new WeakMap<FastifyRequest, { account: string; pair: string }>();
    return {
      async preHandler(request, reply) {
        const address = clientNetwork(request);
        // The body has passed the route's schema by now: parsing it again only types it.
        const account = accountOf(schema.parse(request.body));
        const pair = `${account}\n${address}`;

        const fromAddress = await byAddress(address);
        if (fromAddress.count > perIp) {
          await byAddress(address, -1);
          throw refuse(request, reply, fromAddress);
        }
        const fromPair = await failuresByPair(pair);
        if (fromPair.count > perAccount) {
          await failuresByPair(pair, -1);
          throw refuse(request, reply, fromPair);
        }
        const atAccount = await failuresByAccount(account);
        if (
          atAccount.count > perAccount * ACCOUNT_WIDE_FACTOR &&
          (await counters.get(`attempts-known:${pair}`)).count === 0
        ) {
          await Promise.all([failuresByPair(pair, -1), failuresByAccount(account, -1)]);
          throw refuse(request, reply, atAccount);
        }
        counted.set(request, { account, pair });
      },

      async onResponse(request, reply) {
        const attempt = counted.get(request);
        if (!attempt || reply.statusCode >= 400) return;
        await Promise.all([
          failuresByPair(attempt.pair, -1),
          failuresByAccount(attempt.account, -1),
          count('known', attempt.pair, 1, KNOWN_FOR_MS),
        ]);
      },
    };
  });
}

export default fp(attemptThrottle, { name: 'attempt-throttle', dependencies: ['shared-state'] });
