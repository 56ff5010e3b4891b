/**
 * Sessions and access control for every route. A route declares who may call it with
 * `config: { access: 'user' | 'staff' | 'admin' }`; one hook enforces it before the body is even
 * read (401 when not signed in, 403 when the role falls short) and logs every refusal. Routes
 * without `access` are public. `staff` routes let Staff and Admins in; which branches' data a
 * Staff member reaches is checked in the services (branch-scope.ts).
 */
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { propertyOf } from '#shared/objects.ts';
import { AUTH_MESSAGES, type Role } from '#shared/schemas/user.ts';
import type { ConfigOptions } from './service.ts';
import { AppError } from '../errors.ts';
import type { ActiveSession } from '../modules/sessions/sessions.service.ts';
import type { UserRow } from '../modules/users/users.table.ts';

export type Access = 'user' | 'staff' | 'admin';

const ROLES_FOR: Record<Exclude<Access, 'user'>, readonly Role[]> = {
  staff: ['Staff', 'Admin'],
  admin: ['Admin'],
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Answers about the signed-in account without needing a session: never stored by a cache. */
    personal?: true;
  }
}

export interface Auth {
  session: ActiveSession;
  user: UserRow | null;
  /** The branches of a Staff user; empty for anyone else. */
  branches: string[];
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

/** The branch key a request's params or query names under `name`, if any. */
function namedBranch(values: unknown, name: string): string | undefined {
  const value = propertyOf(values, name);
  return typeof value === 'string' && value !== '' ? value : undefined;
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
      const branches = user?.role === 'Staff' ? await request.server.users.branchesOf(user.id) : [];
      return { session, user, branches };
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

  // What a session reads is the account's own or the bureau's customers': no browser, proxy or
  // service worker keeps it. Public routes keep their caching, cookie or not.
  const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
  };

  const authorize = async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const user = (await getAuth(request))?.user;
    const refusal = !user
      ? new AppError('UNAUTHENTICATED', AUTH_MESSAGES.signInRequired)
      : access !== 'user' && !ROLES_FOR[access].includes(user.role)
        ? new AppError('FORBIDDEN', AUTH_MESSAGES.staffOnly)
        : undefined;
    if (refusal) {
      request.log.warn(
        { route: request.routeOptions.url, method: request.method, user: user?.email ?? null },
        'authorization refused',
      );
      throw refusal;
    }
    // A branch named in the path or the query is checked here, before the body is read; the
    // services check the branch of every order, transfer and list they serve.
    if (access === 'staff' && user?.role === 'Staff') {
      const named = [
        namedBranch(request.params, 'branchKey'),
        namedBranch(request.query, 'branch'),
      ];
      const scope = (await getAuth(request))?.branches ?? [];
      for (const branch of named) {
        if (branch !== undefined && !scope.includes(branch)) {
          request.log.warn(
            { route: request.routeOptions.url, user: user.email, branch },
            'authorization refused: another branch',
          );
          throw new AppError('FORBIDDEN', AUTH_MESSAGES.otherBranch);
        }
      }
    }
  };

  // Only the routes that need them run these hooks, first of their own: a public route, the
  // currency list among them, pays for neither.
  app.addHook('onRoute', (route) => {
    const { access, personal } = route.config ?? {};
    if (access || personal) route.onSend = [noStore, ...[route.onSend ?? []].flat()];
    if (access) route.onRequest = [authorize, ...[route.onRequest ?? []].flat()];
  });

  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    // A new Admin's password is hashed on the thread pool while the rest of the app is built;
    // the app is ready only once the account is. Its failure fails ready(), not the process.
    const admin = app.users.ensureAdmin(
      { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
      app.log,
    );
    admin.catch(() => {});
    app.addHook('onReady', () => admin);
  }
}

export default fp(auth, { name: 'auth', dependencies: ['database', 'sessions', 'users'] });
