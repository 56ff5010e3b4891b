/**
 * The security headers on every kind of answer (API, page, asset, docs, redirect) and every
 * class of status, over http and over https behind a trusted proxy; the cookie flags of every
 * cookie the server sets; the error shape without inner details; 429 with Retry-After on every
 * throttled route. The fuzz test checks the same on arbitrary requests.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES_PER_HOUR } from '../modules/contact/contact.routes.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { ADMIN_ENV, sessionCookie, signUp } from '../test-support/accounts.ts';
import { basketItem, orderBody } from '../test-support/orders.ts';
import {
  freePort,
  startOidcProvider,
  TEST_CLIENT,
  type RunningOidcProvider,
} from '../test-support/oidc-provider.ts';
import {
  cookieProblems,
  errorBodyProblems,
  securityHeaderProblems,
} from '../test-support/response-checks.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { sqliteKind } from '../test-support/test-databases.ts';

/** Attempts per address for the rate-limit checks; the other checks use the default. */
const PER_IP_LIMIT = 3;
/** Orders per e-mail for the rate-limit checks: below the address limit, so it trips first. */
const PER_EMAIL_LIMIT = 2;
const contact = { name: 'Ada', email: 'ada@example.com', message: 'Hello' };

let distDir: string;
let provider: RunningOidcProvider;
let providerPort: number;
beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'fx-web-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  providerPort = await freePort();
  provider = await startOidcProvider({
    port: providerPort,
    redirectUris: ['http://localhost:80/api/auth/google/callback'],
  });
});
afterAll(async () => {
  await provider.close();
  await rm(distDir, { recursive: true });
});

async function app(overrides: Record<string, string> = {}) {
  return createTestApp(sqliteKind, {
    ...ADMIN_ENV,
    WEB_DIST_DIR: distDir,
    BOX_USERNAME: 'keeper',
    BOX_PASSWORD_HASH: await hashPassword('box-passphrase'),
    GOOGLE_ISSUER: `http://127.0.0.1:${providerPort}`,
    GOOGLE_CLIENT_ID: TEST_CLIENT.clientId,
    GOOGLE_CLIENT_SECRET: TEST_CLIENT.clientSecret,
    ...overrides,
  });
}

describe.each([
  { scheme: 'http', https: false },
  { scheme: 'https behind a trusted proxy', https: true },
])('every kind of answer over $scheme', ({ https }) => {
  let t: TestApp;
  const send = (request: InjectOptions) =>
    t.app.inject({
      ...request,
      headers: { ...request.headers, ...(https ? { 'x-forwarded-proto': 'https' } : {}) },
    });
  beforeAll(async () => {
    t = await app(https ? { TRUST_PROXY: 'loopback' } : {});
    await signUp(t.app, 'taken@example.com');
  });
  afterAll(() => t.close());

  const currencyEtag = async () => String((await send({ url: '/api/currency' })).headers.etag);
  const cases: Array<{ kind: string; status: number; request: () => Promise<InjectOptions> }> = [
    { kind: 'API JSON', status: 200, request: async () => ({ url: '/api/currency' }) },
    {
      kind: 'not modified',
      status: 304,
      request: async () => ({
        url: '/api/currency',
        headers: { 'if-none-match': await currencyEtag() },
      }),
    },
    { kind: 'a page', status: 200, request: async () => ({ url: '/exchangeRates' }) },
    {
      kind: 'a hashed asset',
      status: 200,
      request: async () => ({ url: '/assets/index-abc123.js' }),
    },
    { kind: 'the API docs', status: 200, request: async () => ({ url: '/api/docs/json' }) },
    {
      kind: 'a redirect',
      status: 302,
      request: async () => ({ url: '/api/docs/static/index.html' }),
    },
    {
      kind: 'a redirect to Google',
      status: 302,
      request: async () => ({ url: '/api/auth/google/start' }),
    },
    {
      kind: 'created',
      status: 201,
      request: async () => ({ method: 'POST', url: '/api/contact', payload: contact }),
    },
    {
      kind: 'no content',
      status: 204,
      request: async () => ({ method: 'POST', url: '/api/auth/sign-out' }),
    },
    { kind: 'invalid input', status: 400, request: async () => ({ url: '/api/singleCurrency/1' }) },
    {
      kind: 'a malformed URL',
      status: 400,
      request: async () => ({ url: '/api/singleCurrency/%zz' }),
    },
    { kind: 'not signed in', status: 401, request: async () => ({ url: '/api/PendingOrder' }) },
    {
      kind: 'from another site',
      status: 403,
      request: async () => ({
        method: 'POST',
        url: '/api/Order',
        headers: { 'sec-fetch-site': 'cross-site' },
      }),
    },
    { kind: 'no such API route', status: 404, request: async () => ({ url: '/api/nothing-here' }) },
    { kind: 'no such file', status: 404, request: async () => ({ url: '/assets/missing.js' }) },
    {
      kind: 'a conflict',
      status: 409,
      request: async () => ({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email: 'taken@example.com', password: 'a-decent-passphrase' },
      }),
    },
    {
      kind: 'too large',
      status: 413,
      request: async () => ({
        method: 'POST',
        url: '/api/contact',
        payload: { ...contact, message: 'x'.repeat(70_000) },
      }),
    },
    {
      kind: 'an over-long parameter',
      status: 414,
      request: async () => ({ url: `/api/admincheck/${'a'.repeat(301)}` }),
    },
    {
      kind: 'an unsupported body',
      status: 415,
      request: async () => ({
        method: 'POST',
        url: '/api/Order',
        headers: { 'content-type': 'application/xml' },
        payload: '<order/>',
      }),
    },
  ];

  it.each(cases)('$kind ($status)', async ({ status, request }) => {
    const response = await send(await request());
    expect(response.statusCode).toBe(status);
    expect(securityHeaderProblems(response.headers, https)).toEqual([]);
    expect(cookieProblems(response.headers['set-cookie'], https)).toEqual([]);
    if (status >= 400) expect(errorBodyProblems(response.body)).toEqual([]);
  });

  it("gives a page every header, and a JSON answer only a JSON answer's", async () => {
    const page = await send({ url: '/exchangeRates' });
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const json = await send({ url: '/api/currency' });
    expect(json.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(json.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(json.headers).not.toHaveProperty('cross-origin-opener-policy');
    expect(json.headers).not.toHaveProperty('referrer-policy');
    // The API's documentation is pages: it keeps theirs.
    const docs = await send({ url: '/api/docs/json' });
    expect(docs.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('a failure inside (500): the headers, and nothing of the failure in the body', async () => {
    const broken = await app(https ? { TRUST_PROXY: 'loopback' } : {});
    try {
      await broken.app.db.destroy();
      const response = await broken.app.inject({
        url: '/api/singleCurrency/EUR',
        headers: https ? { 'x-forwarded-proto': 'https' } : {},
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: { code: 'INTERNAL', message: 'Something went wrong' },
      });
      expect(securityHeaderProblems(response.headers, https)).toEqual([]);
    } finally {
      await broken.close().catch(() => {});
    }
  });

  it('sets every cookie HttpOnly, SameSite, host-only, and Secure with a prefix over https', async () => {
    const credentials = { email: 'cookies@example.com', password: 'a-decent-passphrase' };
    const setCookies = [
      await send({ method: 'POST', url: '/api/auth/sign-up', payload: credentials }),
      await send({ method: 'POST', url: '/api/auth/sign-in', payload: credentials }),
      await send({
        method: 'POST',
        url: '/api/box',
        payload: { username: 'keeper', password: 'box-passphrase' },
      }),
      await send({ url: '/api/auth/google/start' }),
    ].map((response) => response.headers['set-cookie']);
    const session = sessionCookie(setCookies[1]);
    const signOut = await send({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: session },
    });
    setCookies.push(signOut.headers['set-cookie']);

    expect(setCookies.every((cookie) => cookie !== undefined)).toBe(true);
    for (const cookie of setCookies) expect(cookieProblems(cookie, https)).toEqual([]);
    const names = setCookies.flat().map((cookie) => String(cookie).split('=')[0]);
    expect(new Set(names)).toEqual(
      https
        ? new Set(['__Host-fx_session', '__Secure-fx_google_signin'])
        : new Set(['fx_session', 'fx_google_signin']),
    );
  });
});

describe('rate limits', () => {
  let t: TestApp;
  let order: ReturnType<typeof orderBody>;
  beforeAll(async () => {
    t = await app({
      AUTH_RATE_LIMIT_PER_IP: String(PER_IP_LIMIT),
      ORDER_RATE_LIMIT_PER_IP: String(PER_IP_LIMIT),
      ORDER_RATE_LIMIT_PER_EMAIL: String(PER_EMAIL_LIMIT),
    });
    order = orderBody([await basketItem(t.app, 'EUR', 'Order', '50')]);
  });
  afterAll(() => t.close());
  const orderFor = (email: string) => ({ ...order, email, confirmEmail: email });

  // Each throttled route, and a request it counts: distinct accounts, so the address limit trips.
  // Sign-in, sign-up and the Box share one allowance per address: each route gets its own address.
  const throttled: Array<[string, (n: number) => InjectOptions, number]> = [
    [
      'sign-in',
      (n) => ({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: `in${n}@example.com`, password: 'guess-guess' },
      }),
      PER_IP_LIMIT,
    ],
    [
      'sign-up',
      (n) => ({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email: `up${n}@example.com`, password: 'password' },
      }),
      PER_IP_LIMIT,
    ],
    [
      'the Secure Box',
      (n) => ({ method: 'POST', url: '/api/box', payload: { username: `u${n}`, password: 'x' } }),
      PER_IP_LIMIT,
    ],
    [
      'order status',
      (n) => ({
        method: 'POST',
        url: '/api/order-status',
        payload: { orderNumber: String(10_000_000 + n), email: 'ada@example.com' },
      }),
      PER_IP_LIMIT,
    ],
    [
      'contact',
      () => ({ method: 'POST', url: '/api/contact', payload: contact }),
      CONTACT_MESSAGES_PER_HOUR,
    ],
    [
      'orders from one address',
      (n) => ({ method: 'POST', url: '/api/Order', payload: orderFor(`from${n}@example.com`) }),
      PER_IP_LIMIT,
    ],
    [
      'orders for one e-mail',
      () => ({ method: 'POST', url: '/api/Order', payload: orderFor('one@example.com') }),
      PER_EMAIL_LIMIT,
    ],
  ];

  it.each(throttled)(
    '%s answers 429 with Retry-After past its limit',
    async (route, request, limit) => {
      const remoteAddress = `192.0.2.${throttled.findIndex(([name]) => name === route) + 1}`;
      for (let n = 0; n < limit; n++) {
        expect((await t.app.inject({ ...request(n), remoteAddress })).statusCode).not.toBe(429);
      }
      const limited = await t.app.inject({ ...request(limit), remoteAddress });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(securityHeaderProblems(limited.headers)).toEqual([]);
      expect(errorBodyProblems(limited.body)).toEqual([]);
    },
  );
});

describe('behind a reverse proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await app({ TRUST_PROXY: 'loopback', AUTH_RATE_LIMIT_PER_IP: String(PER_IP_LIMIT) });
  });
  afterAll(() => t.close());

  const signIn = (n: number, forwardedFor: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: `proxied${n}@example.com`, password: 'guess-guess' },
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress,
    });

  it('takes the client address the proxy saw: a spoofed prefix changes nothing', async () => {
    const statuses: number[] = [];
    for (let n = 0; n <= PER_IP_LIMIT; n++) {
      // The client writes any prefix it likes; the proxy appends the address it saw.
      statuses.push((await signIn(n, `10.9.${n}.1, 192.0.2.77, 203.0.113.80`)).statusCode);
    }
    expect(statuses.slice(0, PER_IP_LIMIT)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });

  it('ignores X-Forwarded-For from a peer that is not a configured proxy', async () => {
    const statuses: number[] = [];
    for (let n = 0; n <= PER_IP_LIMIT; n++) {
      statuses.push((await signIn(n, `10.8.${n}.1`, '203.0.113.81')).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
