/**
 * The Secure Box: a second door whose username and argon2 password hash live only in the
 * server's configuration. A match marks the session; a miss is 401.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BoxCredentialsSchema } from '#shared/schemas/user.ts';
import type { Config } from '../../config/env.ts';
import { AppError } from '../../errors.ts';
import { getAuth, startSession } from '../../plugins/auth.ts';
import { sameSecret } from '../../secret-token.ts';
import { verifyAgainstNothing, verifyPassword } from '#server/modules/auth/index.ts';

export const boxRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const throttle = app.throttleAttempts(BoxCredentialsSchema, (body) => `box:${body.username}`);

  app.post(
    '/api/box',
    {
      schema: {
        tags: ['Accounts'],
        summary: 'Open the Secure Box for this session',
        description: 'Wrong credentials, or no Box configured (BOX_USERNAME unset), are 401.',
        body: BoxCredentialsSchema,
        response: { 204: z.void() },
      },
      ...throttle,
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const { BOX_USERNAME: expectedUser, BOX_PASSWORD_HASH: expectedHash } = config;
      const passwordMatches = expectedHash
        ? await verifyPassword(expectedHash, password)
        : await verifyAgainstNothing(password);
      const match =
        Boolean(expectedUser) && sameSecret(username, expectedUser ?? '') && passwordMatches;
      request.log.info({ outcome: match ? 'opened' : 'refused' }, 'secure box attempt');
      if (!match) throw new AppError('UNAUTHENTICATED', 'Access refused');

      const auth = await getAuth(request);
      if (auth) await app.sessions.grantBoxAccess(auth.session.id);
      else await startSession(request, reply, null, { boxAccess: true });
      return reply.code(204).send();
    },
  );
};
