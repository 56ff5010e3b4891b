/**
 * The link e-mailed at sign-up, delivered over real SMTP: it verifies the account once, within
 * 24 hours; any other token, and any token past its time, changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashSecretToken } from '#server/secret-token.ts';
import {
  ADMIN_ENV,
  sessionCookie,
  signInAsAdmin,
  signUp,
  verificationLink,
} from '#server/test-support/accounts.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { sqliteKind, testDatabaseKinds } from '#server/test-support/test-databases.ts';
import { startSmtpTestServer, type SmtpTestServer } from '#server/test-support/smtp-test-server.ts';
import { RESENDS_PER_HOUR } from './email-verification.routes.ts';

const PASSWORD = 'a-decent-passphrase';
const VERIFIED = '/?emailVerification=verified';
const INVALID = '/?emailVerification=invalid';
const HOUR = 3_600_000;

const follow = (
  t: TestApp,
  link: URL | string,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
) =>
  t.app.inject({
    url: typeof link === 'string' ? link : link.pathname + link.search,
    ...options,
  });

/** What a verification attempt could change: who is verified, the tokens, the audit log. */
async function state(t: TestApp) {
  const db = t.app.db;
  return {
    verified: (
      await db
        .selectFrom('users')
        .select('email')
        .where('emailVerifiedAt', 'is not', null)
        .execute()
    ).map((user) => user.email),
    tokens: await db.selectFrom('emailVerificationTokens').selectAll().orderBy('id').execute(),
    audit: (await db.selectFrom('auditLog').select('id').execute()).length,
  };
}

const sessionUser = async (t: TestApp, cookie: string) =>
  (await t.app.inject({ url: '/api/auth/session', headers: { cookie } })).json().user;

describe.each(testDatabaseKinds)('e-mail verification on $name', (kind) => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp(kind, {
      ...ADMIN_ENV,
      SMTP_URL: smtp.url,
      // Delivery passes are run by the tests.
      MAIL_POLL_SECONDS: '3600',
      AUTH_RATE_LIMIT_PER_IP: '1000',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  afterEach(() => vi.useRealTimers());

  it('e-mails a single-use link at sign-up that verifies the account, even followed from another site', async () => {
    // Sent to a forged Host: the link still points at the site's own address (PUBLIC_URL unset:
    // this server on localhost, at the default PORT).
    const email = 'new-customer@example.com';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password: PASSWORD },
      headers: { host: 'shop.example.test' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ email, role: 'user', emailVerified: false });
    const cookie = sessionCookie(response.headers['set-cookie']);

    await t.app.mail.deliverDue();
    const mails = smtp.received.filter((mail) => mail.to.includes(email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Please verify your email address');
    const link = new URL(/^http\S+$/m.exec(mails[0]!.text)![0]);
    expect(link.origin + link.pathname).toBe('http://localhost:3000/api/auth/verify');
    expect(mails[0]!.html).toContain(
      `<a href="${link.href.replaceAll('&', '&amp;')}">Verify my email address</a>`,
    );
    expect(mails[0]!.text).toContain('within 24 hours');

    // Stored as a hash, valid for 24 hours.
    const token = link.searchParams.get('token')!;
    const [stored] = (await state(t)).tokens;
    expect(stored).toMatchObject({ id: hashSecretToken(token) });
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(24 * HOUR);

    // Webmail opens it in a new tab: a cross-site navigation, with no session.
    const followed = await follow(t, link, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe(VERIFIED);
    expect(await sessionUser(t, cookie)).toMatchObject({ email, emailVerified: true });
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select(['actor', 'before', 'after'])
      .where('action', '=', 'user.verify-email')
      .execute();
    expect(audit).toEqual([
      {
        actor: email,
        before: '{"emailVerified":false}',
        after: '{"emailVerified":true,"by":"link"}',
      },
    ]);

    const before = await state(t);
    expect(before.tokens).toEqual([]);
    const again = await follow(t, link);
    expect(again.headers.location).toBe(INVALID);
    expect(await state(t)).toEqual(before);
  });

  it('verifies within 24 hours, and past them changes nothing', async () => {
    await signUp(t.app, 'slow@example.com');
    await signUp(t.app, 'in-time@example.com');
    const late = await verificationLink(t.app, 'slow@example.com');
    const inTime = await verificationLink(t.app, 'in-time@example.com');

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 24 * HOUR - 60_000 });
    expect((await follow(t, inTime)).headers.location).toBe(VERIFIED);

    vi.setSystemTime(Date.now() + 2 * 60_000);
    const before = await state(t);
    expect((await follow(t, late)).headers.location).toBe(INVALID);
    expect(await state(t)).toEqual(before);
    expect(before.verified).not.toContain('slow@example.com');
  });

  it.each([
    ['no token', '/api/auth/verify'],
    ['an empty token', '/api/auth/verify?token='],
    ['an unknown token', `/api/auth/verify?token=${'A'.repeat(43)}`],
    ['an over-long token', `/api/auth/verify?token=${'A'.repeat(101)}`],
    ['a repeated token', '/api/auth/verify?token=a&token=b'],
  ])('answers %s with the invalid outcome and changes nothing', async (_case, url) => {
    await signUp(t.app, `waiting-${randomUUID()}@example.com`);
    const before = await state(t);
    const response = await follow(t, url);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(INVALID);
    expect(await state(t)).toEqual(before);
  });

  it('queues nothing for a refused sign-up', async () => {
    await signUp(t.app, 'taken@example.com');
    const outbox = () => t.app.db.selectFrom('outbox').select('id').execute();
    const [mailsBefore, before] = [await outbox(), await state(t)];
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'TAKEN@example.com', password: PASSWORD },
    });
    expect(refused.statusCode).toBe(409);
    expect(await outbox()).toEqual(mailsBefore);
    expect(await state(t)).toEqual(before);
  });

  it('sends a new link on request, until the address is verified', async () => {
    const email = 'lost-the-mail@example.com';
    const cookie = await signUp(t.app, email);
    const first = await verificationLink(t.app, email);
    const resend = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/verification-email', headers: { cookie } });

    expect((await resend()).statusCode).toBe(204);
    const second = await verificationLink(t.app, email);
    expect(second.href).not.toBe(first.href);
    await t.app.mail.deliverDue();
    expect(smtp.received.filter((mail) => mail.to.includes(email))).toHaveLength(2);

    expect((await follow(t, second)).headers.location).toBe(VERIFIED);
    // The first link has nothing left to prove.
    expect((await follow(t, first)).headers.location).toBe(INVALID);
    const verified = await resend();
    expect(verified.statusCode).toBe(409);
    expect(verified.json().error.message).toBe('Your email address is already verified');
  });

  it(`sends at most ${RESENDS_PER_HOUR} links again per hour to one account`, async () => {
    const email = 'impatient@example.com';
    const cookie = await signUp(t.app, email);
    const resend = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/verification-email', headers: { cookie } });
    for (let i = 0; i < RESENDS_PER_HOUR; i++) expect((await resend()).statusCode).toBe(204);
    const before = await state(t);
    const refused = await resend();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.message).toMatch(/check your inbox/);
    expect(await state(t)).toEqual(before);
  });

  it("shows each user's verification in the user list", async () => {
    await signUp(t.app, 'listed-unverified@example.com');
    const admin = await signInAsAdmin(t.app);
    const users = (await t.app.inject({ url: '/api/allusers', headers: { cookie: admin } })).json();
    expect(users).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: ADMIN_ENV.ADMIN_EMAIL, emailVerified: true }),
        expect.objectContaining({ email: 'new-customer@example.com', emailVerified: true }),
        expect.objectContaining({ email: 'listed-unverified@example.com', emailVerified: false }),
      ]),
    );
  });
});

describe('e-mail verification configuration', () => {
  it('builds the link on PUBLIC_URL when it is set', async () => {
    const t = await createTestApp(sqliteKind, { PUBLIC_URL: 'https://travel.example.com/' });
    try {
      await signUp(t.app, 'public@example.com');
      const link = await verificationLink(t.app, 'public@example.com');
      expect(link.origin + link.pathname).toBe('https://travel.example.com/api/auth/verify');
    } finally {
      await t.close();
    }
  });

  it('throttles attempts per address, changing nothing, and leaves others alone', async () => {
    const t = await createTestApp(sqliteKind, { AUTH_RATE_LIMIT_PER_IP: '3' });
    try {
      await signUp(t.app, 'throttled@example.com');
      const link = await verificationLink(t.app, 'throttled@example.com');
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await follow(t, '/api/auth/verify?token=guess')).headers.location).toBe(INVALID);
      }
      const before = await state(t);
      const throttled = await follow(t, link);
      expect(throttled.headers.location).toBe('/?emailVerification=throttled');
      expect(await state(t)).toEqual(before);

      const elsewhere = await follow(t, link, { remoteAddress: '192.0.2.7' });
      expect(elsewhere.headers.location).toBe(VERIFIED);
    } finally {
      await t.close();
    }
  });
});
