/**
 * Orders one address may attempt in an hour. Every attempt with a valid body counts, placed or
 * refused, and counts before its answer, so parallel requests are held to the limit too. IPv6
 * addresses count by their /64 network, which one household or office gets whole.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, RateLimitedError } from '#server/errors.ts';
import { limitPerAddress } from '#server/shared-state/limit-per-address.ts';

const HOUR_MS = 3_600_000;

const TOO_MANY_FROM_ADDRESS =
  'We have had many orders from your connection in the last hour. Please try again later, or call or visit a branch.';

export function orderThrottle(app: FastifyInstance, perHour: number) {
  const limit = limitPerAddress(app, 'order-ip', { max: perHour, timeWindow: HOUR_MS });

  return async function throttle(request: FastifyRequest): Promise<void> {
    // A client that has hung up has no address left to count by, and reads no answer: its
    // attempt stops here rather than go uncounted.
    if (request.ip === undefined) throw new AppError('BAD_REQUEST', 'The connection was closed');
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) {
      request.log.warn('orders throttled');
      throw new RateLimitedError(TOO_MANY_FROM_ADDRESS, result.ttlInSeconds);
    }
  };
}
