/** The spec's user calls, plus removing the Admin role and setting a user's role and branches. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCheckSchema,
  EmailParamsSchema,
  RegisterUserBodySchema,
  UserAccessBodySchema,
  UserRecordSchema,
} from '#shared/schemas/user.ts';
import { getAuth, requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../errors.ts';
import { refusals } from '../../refusals.ts';
import { normalizeEmail, toUserRecord } from './users.service.ts';

const tags = ['Users'];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user',
    {
      schema: {
        tags,
        summary: "The signed-in user's record (the role in the body is ignored)",
        body: RegisterUserBodySchema,
        response: { 200: UserRecordSchema },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const user = await requireUser(request);
      return toUserRecord(user, (await getAuth(request))?.branches ?? []);
    },
  );

  app.get(
    '/api/admincheck/:email',
    {
      schema: {
        tags,
        summary: 'Whether the user with this email is an Admin (yourself, or anyone for an Admin)',
        params: EmailParamsSchema,
        response: { 200: AdminCheckSchema },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const me = await requireUser(request);
      const email = normalizeEmail(request.params.email);
      if (email !== me.email && me.role !== 'Admin') {
        throw new AppError('FORBIDDEN', 'You can only check your own account');
      }
      return { admin: await app.users.isAdmin(email) };
    },
  );

  app.get(
    '/api/allusers',
    {
      schema: { tags, summary: 'Every user', response: { 200: z.array(UserRecordSchema) } },
      config: { access: 'admin' },
    },
    () => app.users.list(),
  );

  app.put(
    '/api/updateUser/:email',
    {
      schema: {
        tags,
        summary: 'Make the user an Admin',
        description:
          'An account whose address is not verified is 409. The change ends every session of the user.',
        params: EmailParamsSchema,
        response: { 200: UserRecordSchema, ...refusals({ CONFLICT: ['ADDRESS_NOT_VERIFIED'] }) },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const actor = await requireUser(request);
      return app.users.makeAdmin(actor.email, request.params.email);
    },
  );

  app.put(
    '/api/remove-admin/:email',
    {
      schema: {
        tags,
        summary: 'Take the Admin role away (never from the last Admin)',
        description:
          'The last Admin is 409; of two Admins removing each other at once, one succeeds. The change ends every session of the user.',
        params: EmailParamsSchema,
        response: { 200: UserRecordSchema, ...refusals({ CONFLICT: ['LAST_ADMIN'] }) },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const actor = await requireUser(request);
      return app.users.removeAdmin(actor.email, request.params.email);
    },
  );

  app.put(
    '/api/users/:email/access',
    {
      schema: {
        tags,
        summary:
          "Set the user's role, for Staff the branches they work at, and whether they are the MLRO",
        description:
          "Staff need at least one branch, each a known branch key (400 naming `branches`); a user or an Admin has none. Admin needs a verified address (409), the last Admin keeps the role (409). `mlro` (optional: left out, it stays as it is) makes the user the business's nominated officer: only Staff or an Admin (400 naming `mlro`) with a verified address (409); several may be. A user who becomes a plain `user` is no longer the MLRO. A change ends every session of the user.",
        params: EmailParamsSchema,
        body: UserAccessBodySchema,
        response: {
          200: UserRecordSchema,
          ...refusals({ CONFLICT: ['ADDRESS_NOT_VERIFIED', 'LAST_ADMIN'] }),
        },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const actor = await requireUser(request);
      const branchKeys = (await app.branches.list()).map((branch) => branch.key);
      return app.users.setAccess(actor.email, request.params.email, request.body, branchKeys);
    },
  );
};
