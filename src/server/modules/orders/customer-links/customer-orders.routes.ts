/**
 * The customer's own order page's calls, opened by the link's token (no sign-in). Every attempt
 * from one address counts against AUTH_RATE_LIMIT_PER_IP per 15 minutes, as the e-mailed sign-up
 * link does: the token is far beyond guessing, and this keeps order numbers from being probed.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES } from '#shared/schemas/user.ts';
import {
  CustomerOrderParamsSchema,
  CustomerOrderSchema,
  CustomerOrderTokenSchema,
} from '#shared/schemas/order.ts';
import { RateLimitedError } from '#server/errors.ts';
import type { ConfigOptions } from '#server/plugins/service.ts';
import { limitPerAddress } from '#server/shared-state/limit-per-address.ts';
import { mailSiteUrl } from '#server/site-url.ts';

const tags = ['Orders'];
const WINDOW_MS = 15 * 60_000;

export const customerOrderRoutes: FastifyPluginAsyncZod<ConfigOptions> = async (
  app,
  { config },
) => {
  const { customerOrders } = app;
  const limit = limitPerAddress(app, 'order-link-ip', {
    max: config.AUTH_RATE_LIMIT_PER_IP,
    timeWindow: WINDOW_MS,
  });
  const throttle = {
    async preHandler(request: FastifyRequest) {
      const allowance = await limit(request);
      if (!allowance.isAllowed && allowance.isExceeded) {
        request.log.warn('order link attempts throttled');
        throw new RateLimitedError(AUTH_MESSAGES.tooManyAttempts, allowance.ttlInSeconds);
      }
    },
  };

  app.get(
    '/api/customer-orders/:orderNumber',
    {
      schema: {
        tags,
        summary: "The customer's own order, opened by the link e-mailed to them (`?t=` token)",
        description:
          'A wrong number or token answers 404 with one message for both. `canCancel`: the order is Pending or Accepted and its collection day (UK) has not begun.',
        params: CustomerOrderParamsSchema,
        querystring: CustomerOrderTokenSchema,
        response: { 200: CustomerOrderSchema },
      },
      ...throttle,
    },
    async (request, reply) => {
      // Personal details behind a bearer link: no cache keeps them, and a reload is current.
      reply.header('cache-control', 'no-store');
      return customerOrders.find(request.params.orderNumber, request.query.t);
    },
  );

  app.post(
    '/api/customer-orders/:orderNumber/cancel',
    {
      schema: {
        tags,
        summary: 'The customer cancels their order, by its link (body `{ t }`)',
        description:
          'Allowed while `canCancel`; otherwise 409 with whom to call. The customer gets a cancellation e-mail and the audit log records `customer:<email>`.',
        params: CustomerOrderParamsSchema,
        body: CustomerOrderTokenSchema,
        response: { 200: CustomerOrderSchema },
      },
      ...throttle,
    },
    (request) =>
      customerOrders.cancel(request.params.orderNumber, request.body.t, mailSiteUrl(config)),
  );
};
