/**
 * Sessions and access control for every route. A route declares who may call it with
 * `config: { access: 'user' | 'admin' }`; one hook enforces it before the body is even read
 * (401 when not signed in, 403 when not Admin) and logs every refusal. Routes without `access`
 * are public.
 */
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES } from '../../shared/schemas/user.ts';
import type { ConfigOptions } from './service.ts';
import { AppError } from '../errors.ts';
import {
  createSessionService,
  type ActiveSession,
  type SessionService,
} from '../modules/sessions/sessions.service.ts';
import type { UserRow } from '../modules/users/users.table.ts';
import { createUserService, type UserService } from '../modules/users/users.service.ts';
import { every } from '../periodic.ts';

export type Access = 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    sessions: SessionService;
    users: UserService;
  }
}

export interface Auth {
  session: ActiveSession;
  user: UserRow | null;
}

const resolved = new WeakMap<FastifyRequest, Promise<Auth | null>>();

function cookieName(request: FastifyRequest): string {
  // The __Host- prefix makes the browser refuse the cookie unless Secure, host-only, path /.
  return request.protocol === 'https' ? '__Host-fx_session' : 'fx_session';
}

/** The same on setting and clearing: a browser drops a `__Host-` cookie only when told Secure. */
function cookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  };
}

/** The request's session and user, looked up once per request. */
export function getAuth(request: FastifyRequest): Promise<Auth | null> {
  let auth = resolved.get(request);
  if (!auth) {
    auth = (async () => {
      const token = request.cookies[cookieName(request)];
      if (!token) return null;
      const session = await request.server.sessions.resolve(token);
      if (!session) return null;
      const user = session.userId
        ? ((await request.server.users.findById(session.userId)) ?? null)
        : null;
      return { session, user };
    })();
    resolved.set(request, auth);
  }
  return auth;
}

/**
 * A fresh session (new token) replacing the browser's current one, which keeps its Secure Box
 * mark. `userId` is null for a visitor who has only opened the Box.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string | null,
  options: { boxAccess?: boolean } = {},
): Promise<void> {
  const previous = await getAuth(request);
  if (previous) await request.server.sessions.end(previous.session.id);
  const { token, expiresAt } = await request.server.sessions.start(userId, {
    boxAccess: options.boxAccess ?? previous?.session.boxAccess ?? false,
  });
  reply.setCookie(cookieName(request), token, { ...cookieOptions(request), expires: expiresAt });
  resolved.delete(request);
}

export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const auth = await getAuth(request);
  if (auth) await request.server.sessions.end(auth.session.id);
  reply.clearCookie(cookieName(request), cookieOptions(request));
  resolved.delete(request);
}

/** The signed-in user, or a 401. */
export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const user = (await getAuth(request))?.user;
  if (!user) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.signInRequired);
  return user;
}

async function auth(app: FastifyInstance, { config }: ConfigOptions) {
  await app.register(cookie);
  const sessions = createSessionService(app.db, {
    idleMs: config.SESSION_IDLE_MINUTES * 60_000,
    absoluteMs: config.SESSION_ABSOLUTE_HOURS * 3_600_000,
  });
  app.decorate('sessions', sessions);
  app.decorate('users', createUserService(app.db, app.dialect, sessions));

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const user = (await getAuth(request))?.user;
    const refusal = !user
      ? new AppError('UNAUTHENTICATED', AUTH_MESSAGES.signInRequired)
      : access === 'admin' && user.role !== 'Admin'
        ? new AppError('FORBIDDEN', AUTH_MESSAGES.staffOnly)
        : undefined;
    if (refusal) {
      request.log.warn(
        { route: request.routeOptions.url, method: request.method, user: user?.email ?? null },
        'authorization refused',
      );
      throw refusal;
    }
  });

  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await app.users.ensureAdmin(
      { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
      app.log,
    );
  }

  await sessions.deleteExpired();
  every(app, 3_600_000, 'session sweep', () => sessions.deleteExpired());
}

export default fp(auth, { name: 'auth', dependencies: ['database'] });
