/**
 * Slows down guessing (passwords, the Box, order lookups) without letting a stranger lock the
 * owner out. Three counts, each over 15 minutes:
 * - every attempt from one address (`perIp`): spraying many accounts from one address;
 * - failures naming one account from one address (`perAccount`): someone else's failures never
 *   count against the owner's own address;
 * - failures naming one account from every address together (`perAccount` x 5): many addresses
 *   at one account. Past it, only addresses that have succeeded for that account may go on.
 * An attempt counts as a failure until its answer says otherwise, so parallel guesses are held
 * to the limit too.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../../shared/schemas/user.ts';
import { AppError } from '../../errors.ts';
import { WindowCounts } from './window-counts.ts';

const WINDOW_MS = 15 * 60_000;
/** An address that succeeded for an account is trusted with it this long. */
const KNOWN_FOR_MS = 30 * 86_400_000;
/** How many more failures an account takes from every address together than from one. */
const ACCOUNT_WIDE_FACTOR = 5;

/** The counts every throttled route shares, so the address allowance is one per address. */
export function createAttemptLedger() {
  return {
    byAddress: new WindowCounts(WINDOW_MS),
    failuresByAccountAndAddress: new WindowCounts(WINDOW_MS),
    failuresByAccount: new WindowCounts(WINDOW_MS),
    knownAddresses: new WindowCounts(KNOWN_FOR_MS),
  };
}
export type AttemptLedger = ReturnType<typeof createAttemptLedger>;

declare module 'fastify' {
  interface FastifyInstance {
    attempts: AttemptLedger;
  }
}

export interface ThrottleOptions {
  perIp: number;
  perAccount: number;
  /** The account an attempt names (an e-mail, a username, an order number), normalised. */
  account: (request: FastifyRequest) => string;
}

/** Route hooks: `preHandler` refuses or counts the attempt, `onResponse` settles its outcome. */
export function authThrottle(app: FastifyInstance, options: ThrottleOptions) {
  const ledger = app.attempts;
  const counted = new WeakMap<FastifyRequest, { account: string; pair: string }>();

  function refuse(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number) {
    request.log.warn({ route: request.routeOptions.url }, 'attempts throttled');
    reply.header('retry-after', String(retryAfterSeconds));
    return new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts);
  }

  return {
    async preHandler(request: FastifyRequest, reply: FastifyReply) {
      const address = request.ip;
      const account = options.account(request);
      const pair = `${account}\n${address}`;
      const { byAddress, failuresByAccountAndAddress, failuresByAccount, knownAddresses } = ledger;

      if (byAddress.get(address) >= options.perIp) {
        throw refuse(request, reply, byAddress.secondsLeft(address));
      }
      byAddress.add(address);
      if (failuresByAccountAndAddress.get(pair) >= options.perAccount) {
        throw refuse(request, reply, failuresByAccountAndAddress.secondsLeft(pair));
      }
      if (
        failuresByAccount.get(account) >= options.perAccount * ACCOUNT_WIDE_FACTOR &&
        knownAddresses.get(pair) === 0
      ) {
        throw refuse(request, reply, failuresByAccount.secondsLeft(account));
      }
      failuresByAccountAndAddress.add(pair);
      failuresByAccount.add(account);
      counted.set(request, { account, pair });
    },

    async onResponse(request: FastifyRequest, reply: FastifyReply) {
      const attempt = counted.get(request);
      if (!attempt || reply.statusCode >= 400) return;
      ledger.failuresByAccountAndAddress.add(attempt.pair, -1);
      ledger.failuresByAccount.add(attempt.account, -1);
      ledger.knownAddresses.add(attempt.pair);
    },
  };
}
