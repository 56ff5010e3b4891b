import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PasswordPolicySchema } from '#shared/domain/password-policy.ts';
import {
  AuthProvidersSchema,
  CredentialsSchema,
  SessionResponseSchema,
} from '#shared/schemas/user.ts';
import type { Config } from '../../config/env.ts';
import { endSession, getAuth, startSession } from '../../plugins/auth.ts';
import { normalizeEmail, toSessionUser } from '#server/modules/users/index.ts';
import { emailVerificationRoutes } from './email-verification/email-verification.routes.ts';
import { passwordPolicyFrom } from './passwords.ts';
import { mailSiteUrl } from '../../site-url.ts';

const tags = ['Accounts'];

export const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const policy = passwordPolicyFrom(config);
  const { accounts: auth, emailVerification: verification } = app;
  const throttle = app.throttleAttempts(CredentialsSchema, (body) => normalizeEmail(body.email));
  const googleEnabled = Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
  await app.register(emailVerificationRoutes, { config, verification });

  app.get(
    '/api/auth/password-policy',
    {
      schema: {
        tags,
        summary: 'The password rules sign-up enforces',
        response: { 200: PasswordPolicySchema },
      },
    },
    () => policy,
  );

  app.get(
    '/api/auth/providers',
    {
      schema: {
        tags,
        summary: 'Which external sign-in providers are configured',
        response: { 200: AuthProvidersSchema },
      },
    },
    () => ({
      google: googleEnabled
        ? { enabled: true }
        : { enabled: false, reason: 'Google sign-in is not set up for this site yet.' },
    }),
  );

  app.get(
    '/api/auth/session',
    {
      schema: {
        tags,
        summary: 'The signed-in user, or null',
        response: { 200: SessionResponseSchema },
      },
      config: { personal: true },
    },
    async (request) => {
      const auth = await getAuth(request);
      return { user: auth?.user ? toSessionUser(auth.user, auth.branches) : null };
    },
  );

  app.post(
    '/api/auth/sign-up',
    {
      schema: {
        tags,
        summary: 'Create an account (role user), e-mail it a verification link, and sign in',
        description:
          'Answers `{ user }` and sets the session cookie. The password follows `GET /api/auth/password-policy`; an address already signed up is 409.',
        body: CredentialsSchema,
        response: { 201: SessionResponseSchema },
      },
      ...throttle,
    },
    async (request, reply) => {
      const user = await auth.signUp(request.body, mailSiteUrl(config));
      request.log.info({ user: user.email }, 'signed up');
      await startSession(request, reply, user.id);
      return reply.code(201).send({ user: toSessionUser(user, []) });
    },
  );

  app.post(
    '/api/auth/sign-in',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password',
        description:
          'Answers `{ user }` and sets the session cookie (a new one at every sign-in). A wrong e-mail or password is one answer for both: 401 "The password doesn\'t match".',
        body: CredentialsSchema,
        response: { 200: SessionResponseSchema },
      },
      ...throttle,
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const user = await auth.signIn(request.body).catch((error: unknown) => {
        request.log.info({ email, outcome: 'refused' }, 'sign-in attempt');
        throw error;
      });
      request.log.info({ email, outcome: 'signed in' }, 'sign-in attempt');
      await startSession(request, reply, user.id);
      const branches = user.role === 'Staff' ? await app.users.branchesOf(user.id) : [];
      return { user: toSessionUser(user, branches) };
    },
  );

  app.post(
    '/api/auth/sign-out',
    { schema: { tags, summary: 'End the session', response: { 204: z.void() } } },
    async (request, reply) => {
      await endSession(request, reply);
      return reply.code(204).send();
    },
  );
};
