import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '#shared/schemas/user.ts';
import {
  ADMIN,
  ADMIN_ENV,
  sessionCookie,
  signIn,
  signInAsAdmin,
  signUp,
  verifyEmail,
} from '../../test-support/accounts.ts';
import { capturedLogger } from '../../test-support/captured-logger.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';

const post = (t: TestApp, url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const session = async (t: TestApp, cookie: string) =>
  (await t.app.inject({ url: '/api/auth/session', headers: { cookie } })).json().user;

describe.each(testDatabaseKinds)('accounts on $name', (kind) => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind, ADMIN_ENV, capturedLogger(logLines));
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  describe('sign-up', () => {
    it('creates a user with role user and signs them in with a safe cookie', async () => {
      const response = await post(t, '/api/auth/sign-up', {
        email: '  New.Customer@Example.com ',
        password: 'a-decent-passphrase',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        user: {
          email: 'new.customer@example.com',
          role: 'user',
          displayName: null,
          photoURL: null,
          emailVerified: false,
          branches: [],
          mlro: false,
        },
      });
      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie).toMatch(/^fx_session=[\w-]{22};/);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      expect(setCookie).not.toMatch(/Secure/);
      expect(await session(t, sessionCookie(response.headers['set-cookie']))).toMatchObject({
        email: 'new.customer@example.com',
      });
    });

    it('refuses a second account for the same e-mail in another case', async () => {
      await signUp(t.app, 'twice@example.com');
      const response = await post(t, '/api/auth/sign-up', {
        email: 'TWICE@example.com',
        password: 'another-passphrase',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(AUTH_MESSAGES.emailTaken);
    });

    it.each([
      [{ email: '', password: 'x' }, 'Enter an email'],
      [{ email: 'a@example.com', password: '' }, 'Enter a password'],
      [{ password: 'x' }, 'Enter an email'],
      [{ email: 'not-an-email', password: 'a-decent-passphrase' }, 'Enter a valid email'],
      [{ email: 'short@example.com', password: 'short' }, 'Use at least 8 characters'],
      [{ email: 'long@example.com', password: 'x'.repeat(129) }, 'Use at most 128 characters'],
      [
        { email: 'common@example.com', password: 'Password1' },
        'This password is one of the most common. Choose one that is harder to guess',
      ],
    ])('answers %o with "%s" and creates nothing', async (body, message) => {
      const response = await post(t, '/api/auth/sign-up', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
      expect(response.headers['set-cookie']).toBeUndefined();
      const emails = (await t.app.db.selectFrom('users').select('email').execute()).map(
        (u) => u.email,
      );
      expect(emails).not.toContain((body as { email?: string }).email ?? '');
    });

    it('publishes the password policy', async () => {
      const response = await t.app.inject('/api/auth/password-policy');
      expect(response.json()).toEqual({
        minLength: 8,
        maxLength: 128,
        requireLowercase: false,
        requireUppercase: false,
        requireNumeric: false,
        requireNonAlphanumeric: false,
      });
    });
  });

  describe('sign-in', () => {
    it('answers a wrong password and an unknown e-mail alike', async () => {
      await signUp(t.app, 'known@example.com', 'the-right-passphrase');
      const wrongPassword = await post(t, '/api/auth/sign-in', {
        email: 'known@example.com',
        password: 'the-wrong-passphrase',
      });
      const unknownEmail = await post(t, '/api/auth/sign-in', {
        email: 'unknown@example.com',
        password: 'the-right-passphrase',
      });
      for (const response of [wrongPassword, unknownEmail]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          error: { code: 'UNAUTHENTICATED', message: "The password doesn't match" },
        });
        expect(response.headers['set-cookie']).toBeUndefined();
      }
    });

    it('gives a new token on every sign-in and ends the one it replaces', async () => {
      await signUp(t.app, 'rotate@example.com', 'rotate-passphrase');
      const first = await signIn(t.app, 'rotate@example.com', 'rotate-passphrase');
      const second = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'rotate@example.com', password: 'rotate-passphrase' },
        headers: { cookie: first },
      });
      const secondCookie = sessionCookie(second.headers['set-cookie']);
      expect(secondCookie).not.toBe(first);
      expect(await session(t, first)).toBeNull();
      expect(await session(t, secondCookie)).toMatchObject({ email: 'rotate@example.com' });
    });

    it('revokes the session on the server at sign-out', async () => {
      const cookie = await signUp(t.app, 'leaving@example.com');
      const response = await post(t, '/api/auth/sign-out', {}, cookie);
      expect(response.statusCode).toBe(204);
      expect(String(response.headers['set-cookie'])).toMatch(/^fx_session=;/);
      expect(await session(t, cookie)).toBeNull();
    });

    it('ends a session after 30 idle minutes, sliding on activity, and after 12 hours in all', async () => {
      const cookie = await signUp(t.app, 'idle@example.com');
      const start = Date.now();
      const at = (minutes: number) =>
        vi.useFakeTimers({ toFake: ['Date'], now: start + minutes * 60_000 });

      // Active every 20 minutes: alive for 12 hours, then over.
      for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
        at(minutes);
        expect(await session(t, cookie)).not.toBeNull();
      }
      at(12 * 60 + 1);
      expect(await session(t, cookie)).toBeNull();

      vi.useRealTimers();
      const idle = await signUp(t.app, 'idle2@example.com');
      at(29);
      expect(await session(t, idle)).not.toBeNull();
      at(29 + 31);
      expect(await session(t, idle)).toBeNull();
    });

    it('logs every attempt without the password or the token', async () => {
      await signUp(t.app, 'logged@example.com', 'secret-in-no-log');
      const cookie = await signIn(t.app, 'logged@example.com', 'secret-in-no-log');
      await post(t, '/api/auth/sign-in', {
        email: 'logged@example.com',
        password: 'wrong-secret-x',
      });
      const attempts = logLines.filter((line) => line.includes('sign-in attempt'));
      expect(attempts.some((line) => line.includes('"outcome":"signed in"'))).toBe(true);
      expect(attempts.some((line) => line.includes('"outcome":"refused"'))).toBe(true);
      const everything = logLines.join('');
      expect(everything).not.toContain('secret-in-no-log');
      expect(everything).not.toContain('wrong-secret-x');
      expect(everything).not.toContain(cookie.split('=')[1]);
    });
  });

  describe('users and roles', () => {
    it('ignores the role in POST /api/user', async () => {
      const cookie = await signUp(t.app, 'climber@example.com');
      const response = await post(
        t,
        '/api/user',
        { email: 'climber@example.com', role: 'Admin' },
        cookie,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ email: 'climber@example.com', role: 'user' });
      expect(await session(t, cookie)).toMatchObject({ role: 'user' });
    });

    it('takes an e-mail longer than 100 characters in a path', async () => {
      const email = `${'a'.repeat(64)}@${'b'.repeat(60)}.example.com`;
      const cookie = await signUp(t.app, email);
      const response = await t.app.inject({ url: `/api/admincheck/${email}`, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ admin: false });
    });

    it('lets a user check only themselves, and an Admin anyone', async () => {
      const cookie = await signUp(t.app, 'curious@example.com');
      const self = await t.app.inject({
        url: '/api/admincheck/curious@example.com',
        headers: { cookie },
      });
      expect(self.json()).toEqual({ admin: false });
      const other = await t.app.inject({
        url: `/api/admincheck/${ADMIN.email}`,
        headers: { cookie },
      });
      expect(other.statusCode).toBe(403);

      const admin = await signInAsAdmin(t.app);
      const asAdmin = await t.app.inject({
        url: `/api/admincheck/${ADMIN.email}`,
        headers: { cookie: admin },
      });
      expect(asAdmin.json()).toEqual({ admin: true });
    });

    it('makes an Admin, ends their sessions, and never removes the last Admin', async () => {
      const admin = await signInAsAdmin(t.app);
      const promoted = await signUp(t.app, 'promoted@example.com');
      await verifyEmail(t.app, 'promoted@example.com');
      const make = await t.app.inject({
        method: 'PUT',
        url: '/api/updateUser/Promoted@example.com',
        headers: { cookie: admin },
      });
      expect(make.statusCode).toBe(200);
      expect(make.json()).toMatchObject({ email: 'promoted@example.com', role: 'Admin' });
      expect(await session(t, promoted)).toBeNull();

      const users = await t.app.inject({ url: '/api/allusers', headers: { cookie: admin } });
      expect(users.json()).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ email: 'promoted@example.com', role: 'Admin' }),
        ]),
      );

      const audit = await t.app.db
        .selectFrom('auditLog')
        .selectAll()
        .where('action', '=', 'user.make-admin')
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actor: ADMIN.email, entityType: 'user' });

      const removeOther = await t.app.inject({
        method: 'PUT',
        url: '/api/remove-admin/promoted@example.com',
        headers: { cookie: admin },
      });
      expect(removeOther.json()).toMatchObject({ role: 'user' });
      const removeLast = await t.app.inject({
        method: 'PUT',
        url: `/api/remove-admin/${ADMIN.email}`,
        headers: { cookie: admin },
      });
      expect(removeLast.statusCode).toBe(409);
      expect(removeLast.json().error.message).toBe('The last Admin cannot lose the Admin role');
      expect(await session(t, admin)).toMatchObject({ role: 'Admin' });
    });

    it('answers 404 for an unknown user', async () => {
      const admin = await signInAsAdmin(t.app);
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/updateUser/nobody@example.com',
        headers: { cookie: admin },
      });
      expect(response.statusCode).toBe(404);
    });
  });
});

describe('accounts configuration', () => {
  const [sqlite] = testDatabaseKinds;

  it('names each unmet optional rule in its own message', async () => {
    const t = await createTestApp(sqlite!, {
      PASSWORD_MIN_LENGTH: '10',
      PASSWORD_REQUIRE_LOWERCASE: 'true',
      PASSWORD_REQUIRE_UPPERCASE: 'true',
      PASSWORD_REQUIRE_NUMERIC: 'true',
      PASSWORD_REQUIRE_NON_ALPHANUMERIC: 'true',
    });
    try {
      const response = await post(t, '/api/auth/sign-up', {
        email: 'r@example.com',
        password: 'ÉÉÉ',
      });
      expect(response.json().error.issues.map((i: { message: string }) => i.message)).toEqual([
        'Use at least 10 characters',
        'Include a lowercase letter',
        'Include a number',
        'Include a symbol (a character that is not a letter or number)',
      ]);
      const ok = await post(t, '/api/auth/sign-up', {
        email: 'r@example.com',
        password: 'Ab3$ghijkl',
      });
      expect(ok.statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });

  it('throttles attempts per account and per address, with Retry-After', async () => {
    const t = await createTestApp(sqlite!, {
      AUTH_RATE_LIMIT_PER_ACCOUNT: '3',
      AUTH_RATE_LIMIT_PER_IP: '6',
    });
    try {
      const attempt = (email: string) =>
        post(t, '/api/auth/sign-in', { email, password: 'guess-guess' });
      for (let i = 0; i < 3; i++)
        expect((await attempt('target@example.com')).statusCode).toBe(401);
      const limited = await attempt('TARGET@example.com');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.message).toBe(AUTH_MESSAGES.tooManyAttempts);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

      // Another account from the same address still gets through, until the address limit.
      expect((await attempt('other@example.com')).statusCode).toBe(401);
      expect((await attempt('third@example.com')).statusCode).toBe(401);
      expect((await attempt('fourth@example.com')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('uses a __Host- Secure cookie over https', async () => {
    const t = await createTestApp(sqlite!, { TRUST_PROXY: 'loopback' });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email: 'secure@example.com', password: 'a-decent-passphrase' },
        headers: { 'x-forwarded-proto': 'https' },
      });
      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie).toMatch(/^__Host-fx_session=/);
      expect(setCookie).toMatch(/Secure/);
      expect(setCookie).toMatch(/Path=\//);
    } finally {
      await t.close();
    }
  });

  it('bootstraps the configured Admin once, across restarts', async () => {
    const database = await sqlite!.create();
    const env = { ...ADMIN_ENV, DATABASE_URL: database.url };
    try {
      for (let start = 0; start < 2; start++) {
        const t = await createTestApp(
          { name: 'sqlite', create: async () => ({ ...database, drop: async () => {} }) },
          env,
        );
        const users = await t.app.db.selectFrom('users').selectAll().execute();
        expect(users).toHaveLength(1);
        expect(users[0]).toMatchObject({ email: ADMIN.email, role: 'Admin' });
        expect(await signInAsAdmin(t.app)).toMatch(/^fx_session=/);
        await t.close();
      }
    } finally {
      await database.drop();
    }
  });
});
