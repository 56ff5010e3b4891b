/** The spec's user calls, plus removing the Admin role. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCheckSchema,
  EmailParamsSchema,
  RegisterUserBodySchema,
  UserRecordSchema,
} from '../../../shared/schemas/user.ts';
import { requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../errors.ts';
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
    async (request) => toUserRecord(await requireUser(request)),
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
        params: EmailParamsSchema,
        response: { 200: UserRecordSchema },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const actor = await requireUser(request);
      return app.users.changeRole(actor.email, request.params.email, 'Admin');
    },
  );

  app.put(
    '/api/remove-admin/:email',
    {
      schema: {
        tags,
        summary: 'Take the Admin role away (never from the last Admin)',
        params: EmailParamsSchema,
        response: { 200: UserRecordSchema },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const actor = await requireUser(request);
      return app.users.changeRole(actor.email, request.params.email, 'user');
    },
  );
};
