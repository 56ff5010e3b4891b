import type { SessionResponse } from '#shared/schemas/user.ts';
import type { App } from '../app.ts';

export const ADMIN = { email: 'admin@bureau.test', password: 'staff-only-passphrase' };
export const ADMIN_ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

/** The `name=value` of the session cookie a response set, ready for a `cookie` header. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const header = [setCookie ?? []].flat().find((c) => /^(__Host-)?fx_session=/.test(c));
  if (!header) throw new Error('no session cookie was set');
  return header.split(';')[0]!;
}

async function authenticate(app: App, path: string, email: string, password: string) {
  const response = await app.inject({ method: 'POST', url: path, payload: { email, password } });
  if (response.statusCode >= 300) throw new Error(`${path} failed: ${response.body}`);
  return sessionCookie(response.headers['set-cookie']);
}

export const signUp = (app: App, email: string, password = 'a-decent-passphrase') =>
  authenticate(app, '/api/auth/sign-up', email, password);

export const signIn = (app: App, email: string, password: string) =>
  authenticate(app, '/api/auth/sign-in', email, password);

export const signInAsAdmin = (app: App) => signIn(app, ADMIN.email, ADMIN.password);

/** The verification link in the newest e-mail queued to `email` (sign-up queues one). */
export async function verificationLink(app: App, email: string): Promise<URL> {
  const mail = await app.db
    .selectFrom('outbox')
    .select('textBody')
    .where('toAddress', '=', email)
    .where('subject', '=', 'Please verify your email address')
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  const link = mail && /^https?:\/\/\S+\/api\/auth\/verify\?token=\S+$/m.exec(mail.textBody)?.[0];
  if (!link) throw new Error(`no verification link was queued to ${email}`);
  return new URL(link);
}

/** Follows the link e-mailed at sign-up, as the owner of the address does. */
export async function verifyEmail(app: App, email: string): Promise<void> {
  const link = await verificationLink(app, email);
  const response = await app.inject(link.pathname + link.search);
  if (response.headers.location !== '/?emailVerification=verified') {
    throw new Error(
      `verifying ${email} failed: ${response.statusCode} ${response.headers.location}`,
    );
  }
}

/**
 * Signs up `email` and makes it Staff at `branches`, as an Admin's access change does; answers
 * its session cookie (signed in after the change, which ends earlier sessions).
 */
export async function makeStaff(app: App, email: string, branches: string[]): Promise<string> {
  const password = 'a-decent-passphrase';
  await signUp(app, email, password);
  const user = await app.db
    .updateTable('users')
    .set({ role: 'Staff' })
    .where('email', '=', email)
    .returning('id')
    .executeTakeFirstOrThrow();
  if (branches.length > 0) {
    await app.db
      .insertInto('userBranches')
      .values(branches.map((branchKey) => ({ userId: user.id, branchKey })))
      .execute();
  }
  return signIn(app, email, password);
}

/** An Admin (`cookie`) sets a user's access: `PUT /api/users/:email/access`. */
export const setAccess = (app: App, cookie: string, email: string, payload: object) =>
  app.inject({
    method: 'PUT',
    url: `/api/users/${encodeURIComponent(email)}/access`,
    headers: { cookie },
    payload,
  });

/**
 * Signs up `email`, verifies its address and has the Admin (`adminCookie`) give it `access` as the
 * MLRO, through the route; answers its session cookie (signed in after the change).
 */
export async function makeMlro(
  app: App,
  adminCookie: string,
  email: string,
  access: { role: 'Admin' | 'Staff'; branches: string[] },
): Promise<string> {
  const password = 'a-decent-passphrase';
  await signUp(app, email, password);
  await verifyEmail(app, email);
  const made = await setAccess(app, adminCookie, email, { ...access, mlro: true });
  if (made.statusCode !== 200) {
    throw new Error(`Making ${email} the MLRO was refused: ${made.statusCode} ${made.body}`);
  }
  return signIn(app, email, password);
}

/** The signed-in user a session cookie stands for, as `GET /api/auth/session` gives it. */
export const sessionUserOf = async (app: App, cookie: string) =>
  (await app.inject({ url: '/api/auth/session', headers: { cookie } })).json<SessionResponse>()
    .user;
