/**
 * "Continue with Google": `start` sends the browser to the provider, `callback` signs it in.
 * Both are browser navigations, so every failure ends on the sign-in page with
 * `?error=google` rather than a JSON error.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { landingPath } from '#shared/landing-path.ts';
import { propertyOf } from '#shared/objects.ts';
import type { Config } from '#server/config/env.ts';
import { startSession } from '#server/plugins/auth.ts';
import { requestSiteUrl } from '#server/site-url.ts';
import {
  CALLBACK_PATH,
  clearTransaction,
  readTransaction,
  safeReturnTo,
  saveTransaction,
} from './google.transaction.ts';

const FAILURE_LOCATION = '/signIn?error=google';
const tags = ['Accounts'];

// A malformed parameter (say, repeated) must not turn a browser navigation into a JSON error:
// it reads as absent, and the handler redirects as for any other failure.
const optionalText = z.string().optional().catch(undefined);

const StartQuerySchema = z.object({
  returnTo: optionalText.describe(
    'A path on this site to land on afterwards; without one, Staff and Admins land on Today and others on /',
  ),
});

const CallbackQuerySchema = z.object({
  code: optionalText,
  state: optionalText,
  iss: optionalText,
  error: optionalText,
  error_description: optionalText,
});

const Redirect = z.void().describe('Redirect (Location header)');

/** What went wrong, for the log: names, codes and messages, never tokens, codes or claims. */
function failure(error: unknown) {
  if (!(error instanceof Error)) return { reason: 'unknown' };
  const code = propertyOf(error, 'code');
  const oauthError = propertyOf(error, 'error');
  return {
    reason: error.message,
    type: error.name,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof oauthError === 'string' ? { oauthError } : {}),
    ...(error.cause instanceof Error ? { detail: error.cause.message } : {}),
  };
}

/** The routes, when Google sign-in is configured (`app.googleSignIn`); none otherwise. */
export const googleRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const google = app.googleSignIn;
  if (!google) return;
  // Must match a redirect URI registered with the provider exactly.
  const redirectUri = (request: FastifyRequest) =>
    `${requestSiteUrl(config.PUBLIC_URL, request)}${CALLBACK_PATH}`;
  const refuse = (request: FastifyRequest, step: string, error: unknown) =>
    request.log.warn({ step, ...failure(error) }, 'google sign-in failed');

  app.get(
    '/api/auth/google/start',
    {
      schema: {
        tags,
        summary: 'Start signing in with Google: redirects to Google',
        querystring: StartQuerySchema,
        response: { 302: Redirect },
      },
    },
    async (request, reply) => {
      try {
        const asked = request.query.returnTo;
        const returnTo = asked === undefined ? undefined : safeReturnTo(asked);
        const { url, transaction } = await google.begin(redirectUri(request), returnTo);
        saveTransaction(request, reply, transaction);
        return reply.redirect(url.href, 302);
      } catch (error) {
        refuse(request, 'start', error);
        return reply.redirect(FAILURE_LOCATION, 302);
      }
    },
  );

  app.get(
    CALLBACK_PATH,
    {
      schema: {
        tags,
        summary: "Google's answer: signs in, then redirects to where sign-in started",
        querystring: CallbackQuerySchema,
        response: { 302: Redirect },
      },
      // The URL carries the authorisation code: keep it out of the request log (warnings stay).
      logLevel: 'warn',
    },
    async (request, reply) => {
      const transaction = readTransaction(request);
      clearTransaction(request, reply);
      try {
        if (!transaction) throw new Error('no sign-in in progress (cookie missing or expired)');
        const callbackUrl = new URL(redirectUri(request));
        callbackUrl.search = new URL(request.url, 'http://callback.invalid').search;
        const user = await google.complete(callbackUrl, transaction);
        await startSession(request, reply, user.id);
        app.log.info({ reqId: request.id, user: user.email }, 'signed in with google');
        const { returnTo } = transaction;
        const landing = returnTo === undefined ? landingPath(user.role) : safeReturnTo(returnTo);
        return reply.redirect(landing, 302);
      } catch (error) {
        refuse(request, 'callback', error);
        return reply.redirect(FAILURE_LOCATION, 302);
      }
    },
  );
};
