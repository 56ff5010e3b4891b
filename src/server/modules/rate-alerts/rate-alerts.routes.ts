/**
 * Rate alerts: asking for one (public, throttled per address and per e-mail), and the links its
 * e-mails carry. Following a link is a browser navigation from a mail app, often on another site,
 * so each outcome redirects to the alerts page, which shows it; the unguessable token is the only
 * credential. Mail clients unsubscribe with one click by posting to the unsubscribe link
 * (RFC 8058).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RATE_ALERT_MESSAGES,
  RATE_ALERT_PARAM,
  RATE_ALERTS_PAGE,
  RateAlertBodySchema,
  RateAlertReceiptSchema,
  RateAlertUnsubscribedSchema,
  type RateAlertOutcome,
} from '#shared/schemas/rate-alert.ts';
import { propertyOf } from '#shared/objects.ts';
import type { Config } from '../../config/env.ts';
import { AppError, RateLimitedError } from '../../errors.ts';
import { limitPerAddress } from '../../shared-state/limit-per-address.ts';
import { mailSiteUrl } from '../../site-url.ts';
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from './rate-alerts.service.ts';

const tags = ['Rate alerts'];
const HOUR_MS = 3_600_000;
/** Alerts one address may ask for in an hour: several currencies, not a flood of e-mails. */
export const RATE_ALERTS_PER_HOUR_PER_ADDRESS = 10;
/** Alerts asked for one e-mail address in an hour: each sends it a confirmation. */
export const RATE_ALERTS_PER_HOUR_PER_EMAIL = 5;
/** Link follows one address may make in 15 minutes (the token space is beyond guessing anyway). */
const LINK_WINDOW_MS = 15 * 60_000;

// A malformed token (repeated, over-long) reads as absent: the answer is a redirect, never JSON.
const TokenQuerySchema = z.object({
  token: z.string().max(100).optional().catch(undefined),
});
const redirected = { 303: z.void().describe('Redirect (Location header)') };
const outcomePage = (outcome: RateAlertOutcome) =>
  `${RATE_ALERTS_PAGE}?${RATE_ALERT_PARAM}=${outcome}`;

export const rateAlertRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const { rateAlerts } = app;
  const perAddress = limitPerAddress(app, 'rate-alert-ip', {
    max: RATE_ALERTS_PER_HOUR_PER_ADDRESS,
    timeWindow: HOUR_MS,
  });
  const perEmail = limitPerAddress(app, 'rate-alert-email', {
    max: RATE_ALERTS_PER_HOUR_PER_EMAIL,
    timeWindow: HOUR_MS,
    // Validated (and lower-cased) by the time the preHandler runs.
    key: (request) => String(propertyOf(request.body, 'email')),
  });
  const linkFollows = limitPerAddress(app, 'rate-alert-link-ip', {
    max: config.AUTH_RATE_LIMIT_PER_IP,
    timeWindow: LINK_WINDOW_MS,
  });

  app.post(
    '/api/rate-alerts',
    {
      schema: {
        tags,
        summary:
          'E-mail me once when the Click & Collect rate of a currency reaches my rate: queues a confirmation e-mail; nothing else is sent until its link is followed',
        description: `\`target\` is units of the currency per £1, above today's Click & Collect rate and at most 50% above it. The answer is the same whether or not the address has alerts already. Limits: ${RATE_ALERTS_PER_HOUR_PER_ADDRESS} an hour from one address and ${RATE_ALERTS_PER_HOUR_PER_EMAIL} an hour for one e-mail (429 with Retry-After).`,
        body: RateAlertBodySchema,
        response: { 201: RateAlertReceiptSchema },
      },
      // Counted after validation: every well-formed request counts, stored or refused.
      preHandler: async (request) => {
        for (const limit of [perAddress, perEmail]) {
          const result = await limit(request);
          if (!result.isAllowed && result.isExceeded) {
            request.log.warn('rate alerts throttled');
            throw new RateLimitedError(RATE_ALERT_MESSAGES.tooMany, result.ttlInSeconds);
          }
        }
      },
    },
    async (request, reply) => {
      const stored = await rateAlerts.create(request.body, mailSiteUrl(config));
      if (!stored) request.log.info('rate alert not stored: the address has the most waiting');
      return reply.code(201).send({ message: RATE_ALERT_MESSAGES.created });
    },
  );

  /** The link's outcome, or `throttled` when the address has followed too many links. */
  async function follow(
    request: FastifyRequest,
    token: string | undefined,
    act: (token: string, now: Date) => Promise<RateAlertOutcome>,
  ): Promise<RateAlertOutcome> {
    const allowance = await linkFollows(request);
    if (!allowance.isAllowed && allowance.isExceeded) {
      request.log.warn({ route: request.routeOptions.url }, 'attempts throttled');
      return 'throttled';
    }
    return token ? act(token, app.clock.now()) : 'invalid';
  }

  app.get(
    CONFIRM_PATH,
    {
      schema: {
        tags,
        summary: `Follow the link of a confirmation e-mail: switches the alert on, then redirects to ${outcomePage('confirmed')} (or invalid, expired, throttled)`,
        description:
          'Only a pending alert within its 90 days becomes active; following the link again still says confirmed.',
        querystring: TokenQuerySchema,
        response: redirected,
      },
    },
    async (request, reply) => {
      const outcome = await follow(request, request.query.token, (token, now) =>
        rateAlerts.confirm(token, now),
      );
      request.log.info({ outcome }, 'rate alert confirmation');
      return reply.redirect(outcomePage(outcome), 303);
    },
  );

  app.get(
    UNSUBSCRIBE_PATH,
    {
      schema: {
        tags,
        summary: `Follow an unsubscribe link: ends every alert waiting for the address, then redirects to ${outcomePage('unsubscribed')} (or invalid, throttled)`,
        querystring: TokenQuerySchema,
        response: redirected,
      },
    },
    async (request, reply) => {
      const outcome = await follow(request, request.query.token, (token, now) =>
        rateAlerts.unsubscribe(token, now),
      );
      request.log.info({ outcome }, 'rate alert unsubscribe');
      return reply.redirect(outcomePage(outcome), 303);
    },
  );

  await app.register(async (oneClick) => {
    // RFC 8058: the mail client posts `List-Unsubscribe=One-Click` as a form; the link is all
    // that counts, so the body is read and set aside.
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      oneClick.addContentTypeParser(type, { parseAs: 'string' }, (_request, _body, done) =>
        done(null, undefined),
      );
    }
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      UNSUBSCRIBE_PATH,
      {
        schema: {
          tags,
          summary:
            'One-click unsubscribe (RFC 8058), as mail clients post it: ends every alert waiting for the address',
          description: 'An unknown link is 404.',
          querystring: TokenQuerySchema,
          response: { 200: RateAlertUnsubscribedSchema },
        },
      },
      async (request) => {
        const outcome = await follow(request, request.query.token, (token, now) =>
          rateAlerts.unsubscribe(token, now),
        );
        if (outcome === 'throttled') {
          throw new AppError('RATE_LIMITED', 'Too many attempts. Please try again later.');
        }
        if (outcome !== 'unsubscribed') {
          throw new AppError('NOT_FOUND', 'This unsubscribe link is not valid');
        }
        return { outcome };
      },
    );
  });
};
