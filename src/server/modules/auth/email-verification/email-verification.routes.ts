/**
 * The link e-mailed at sign-up, and sending it again. Following it is a browser navigation (often
 * from a mail app on another site), so every outcome redirects to the home page, which shows it
 * as a toast; the unguessable token is the only credential, so no session or same-site check is
 * involved.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EMAIL_VERIFICATION_PARAM,
  type EmailVerificationOutcome,
} from '#shared/email-verification.ts';
import type { Config } from '#server/config/env.ts';
import { AppError } from '#server/errors.ts';
import { getAuth, requireUser } from '#server/plugins/auth.ts';
import { limitPerAddress } from '#server/shared-state/limit-per-address.ts';
import { mailSiteUrl } from '#server/site-url.ts';
import { VERIFY_PATH, type EmailVerification } from './email-verification.service.ts';

const tags = ['Accounts'];
const WINDOW_MS = 15 * 60_000;
/** Links one account may have sent again per hour: enough for a lost e-mail, too few to flood. */
export const RESENDS_PER_HOUR = 3;

// A malformed token (repeated, over-long) reads as absent: the answer is a redirect, never JSON.
const VerifyQuerySchema = z.object({
  token: z.string().max(100).optional().catch(undefined),
});

export const emailVerificationRoutes: FastifyPluginAsyncZod<{
  config: Config;
  verification: EmailVerification;
}> = async (app, { config, verification }) => {
  // Every attempt counts against the address: the token space is far beyond guessing anyway.
  const limit = limitPerAddress(app, 'verify-ip', {
    max: config.AUTH_RATE_LIMIT_PER_IP,
    timeWindow: WINDOW_MS,
  });

  app.get(
    VERIFY_PATH,
    {
      schema: {
        tags,
        summary: `Follow the link e-mailed at sign-up: verifies the address, then redirects to /?${EMAIL_VERIFICATION_PARAM}=verified (or invalid, or throttled)`,
        description:
          'A link verifies once, within 24 hours of being sent; an unknown, used or expired one changes nothing (invalid). Past the attempts allowed from one address in 15 minutes: throttled.',
        querystring: VerifyQuerySchema,
        response: { 302: z.void().describe('Redirect (Location header)') },
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      let outcome: EmailVerificationOutcome;
      const allowance = await limit(request);
      if (!allowance.isAllowed && allowance.isExceeded) {
        request.log.warn({ route: VERIFY_PATH }, 'attempts throttled');
        outcome = 'throttled';
      } else {
        outcome = token ? await verification.verify(token) : 'invalid';
      }
      request.log.info({ outcome }, 'e-mail verification');
      return reply.redirect(`/?${EMAIL_VERIFICATION_PARAM}=${outcome}`, 302);
    },
  );

  const resendLimit = limitPerAddress(app, 'verify-resend', {
    max: RESENDS_PER_HOUR,
    timeWindow: 60 * 60_000,
    // Per account, wherever it asks from.
    key: async (request) => String((await getAuth(request))?.user?.id),
  });

  app.post(
    '/api/auth/verification-email',
    {
      schema: {
        tags,
        summary:
          "Send the signed-in user's verification link again (a new one; older ones still work)",
        description: `An address verified already is 409. At most ${RESENDS_PER_HOUR} an hour per account (429 with Retry-After).`,
        response: { 204: z.void() },
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      if (user.emailVerifiedAt !== null) {
        throw new AppError('CONFLICT', 'Your email address is already verified');
      }
      const allowance = await resendLimit(request);
      if (!allowance.isAllowed && allowance.isExceeded) {
        reply.header('retry-after', String(allowance.ttlInSeconds));
        throw new AppError(
          'RATE_LIMITED',
          'You have asked for several links already. Please check your inbox, or try again in an hour.',
        );
      }
      await verification.resend(user, mailSiteUrl(config));
      request.log.info({ user: user.email }, 'verification link sent again');
      return reply.code(204).send();
    },
  );
};
