/**
 * Slows down password guessing: each attempt counts against the caller's address and against the
 * account it names. Limits are per time window, so the real owner is never locked out for good.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../../shared/schemas/user.ts';
import { AppError } from '../../errors.ts';

const WINDOW_MS = 15 * 60_000;

export interface ThrottleOptions {
  perIp: number;
  perAccount: number;
  /** The account an attempt names (an e-mail, a username), normalised. */
  account: (request: FastifyRequest) => string;
}

export function authThrottle(app: FastifyInstance, options: ThrottleOptions) {
  const byIp = app.createRateLimit({
    max: options.perIp,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `auth-ip:${request.ip}`,
  });
  const byAccount = app.createRateLimit({
    max: options.perAccount,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `auth-account:${options.account(request)}`,
  });

  return async function throttle(request: FastifyRequest, reply: FastifyReply) {
    for (const limiter of [byIp, byAccount]) {
      const limit = await limiter(request);
      if (!limit.isAllowed && limit.isExceeded) {
        request.log.warn({ route: request.routeOptions.url }, 'sign-in attempts throttled');
        reply.header('retry-after', String(limit.ttlInSeconds));
        throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts);
      }
    }
  };
}
