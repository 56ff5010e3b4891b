/**
 * Google sign-in end to end over real HTTP: the app listens on 127.0.0.1, a real OpenID
 * provider stands in for Google, and a small cookie-keeping client plays the browser, following
 * redirects and submitting the provider's login and consent forms.
 */
import { capturedLogger } from '#server/test-support/captured-logger.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, verifyEmail } from '#server/test-support/accounts.ts';
import {
  freePort,
  startOidcProvider,
  TEST_CLIENT,
  type RunningOidcProvider,
} from '#server/test-support/oidc-provider.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { testDatabaseKinds } from '#server/test-support/test-databases.ts';

const CALLBACK = '/api/auth/google/callback';
const TRANSACTION_COOKIE = 'fx_google_signin';
const REFUSED = '/signIn?error=google';

/** A browser's cookie store, reduced to what these flows need: one host, paths and expiry. */
class CookieJar {
  readonly #cookies = new Map<string, { name: string; value: string; path: string }>();

  store(url: URL, response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      let path = url.pathname.slice(0, url.pathname.lastIndexOf('/')) || '/';
      let expired = false;
      for (const attribute of attributes) {
        const [key = '', argument = ''] = attribute.trim().split('=');
        if (/^path$/i.test(key)) path = argument;
        if (/^max-age$/i.test(key) && Number(argument) <= 0) expired = true;
        if (/^expires$/i.test(key) && Date.parse(argument) <= Date.now()) expired = true;
      }
      if (expired) this.#cookies.delete(`${name} ${path}`);
      else this.#cookies.set(`${name} ${path}`, { name, value, path });
    }
  }

  header(url: URL): string {
    return [...this.#cookies.values()]
      .filter(
        ({ path }) =>
          url.pathname === path ||
          (url.pathname.startsWith(path) &&
            (path.endsWith('/') || url.pathname[path.length] === '/')),
      )
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
  }

  get(name: string): string | undefined {
    return [...this.#cookies.values()].find((cookie) => cookie.name === name)?.value;
  }

  delete(name: string): void {
    for (const [key, cookie] of this.#cookies) if (cookie.name === name) this.#cookies.delete(key);
  }
}

async function visit(jar: CookieJar, url: URL, form?: Record<string, string>): Promise<Response> {
  const response = await fetch(url, {
    redirect: 'manual',
    method: form ? 'POST' : 'GET',
    headers: {
      cookie: jar.header(url),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(form ? { body: new URLSearchParams(form).toString() } : {}),
  });
  jar.store(url, response);
  return response;
}

interface Journey {
  login?: string;
  returnTo?: string;
  jar?: CookieJar;
  /** Cancel at the provider's login page instead of signing in. */
  cancel?: boolean;
  /** Meddle with the provider's redirect back to the app before the browser follows it. */
  beforeCallback?: (callback: URL, jar: CookieJar) => void;
}

/** Clicks "Continue with Google" and plays the user until the app sends the browser on. */
async function continueWithGoogle(appUrl: string, journey: Journey = {}) {
  const jar = journey.jar ?? new CookieJar();
  const app = new URL(appUrl);
  let url = new URL('/api/auth/google/start', app);
  if (journey.returnTo !== undefined) url.searchParams.set('returnTo', journey.returnTo);
  let response = await visit(jar, url);
  for (let step = 0; step < 20; step++) {
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin === app.origin && next.pathname === CALLBACK) {
        journey.beforeCallback?.(next, jar);
      } else if (next.origin === app.origin) {
        return { landing: next.pathname + next.search, jar };
      }
      url = next;
      response = await visit(jar, url);
      continue;
    }
    const page = await response.text();
    expect(response.status, `${url}: ${page}`).toBe(200);
    const action = page.match(/<form[^>]* action="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&');
    const prompt = page.match(/name="prompt" value="(\w+)"/)?.[1];
    if (!action || !prompt) throw new Error(`no login or consent form at ${url}`);
    if (journey.cancel) {
      url = new URL(`${url.pathname}/abort`, url);
      response = await visit(jar, url);
      continue;
    }
    const form: Record<string, string> =
      prompt === 'login'
        ? { prompt, login: journey.login ?? 'verified-someone@example.com', password: 'any' }
        : { prompt };
    url = new URL(action, url);
    response = await visit(jar, url, form);
  }
  throw new Error('the sign-in never came back to the app');
}

/** The signed-in user as the app sees it, for a browser's cookies or a bare `name=value`. */
async function sessionUser(appUrl: string, cookies: CookieJar | string) {
  const url = new URL('/api/auth/session', appUrl);
  const cookie = typeof cookies === 'string' ? cookies : cookies.header(url);
  return (await (await fetch(url, { headers: { cookie } })).json()).user;
}

const googleEnv = (providerPort: number) => ({
  GOOGLE_ISSUER: `http://127.0.0.1:${providerPort}`,
  GOOGLE_CLIENT_ID: TEST_CLIENT.clientId,
  GOOGLE_CLIENT_SECRET: TEST_CLIENT.clientSecret,
});

describe.each(testDatabaseKinds)('Google sign-in on $name', (kind) => {
  let t: TestApp;
  let provider: RunningOidcProvider;
  let appUrl: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    // The app must know the issuer before the provider can know the app's redirect URI.
    const providerPort = await freePort();
    t = await createTestApp(kind, googleEnv(providerPort), capturedLogger(logLines));
    appUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    provider = await startOidcProvider({
      port: providerPort,
      redirectUris: [`${appUrl}${CALLBACK}`],
    });
  });
  afterAll(async () => {
    await provider?.close();
    await t?.close();
  });

  it('sends the browser to the provider with PKCE (S256), state and nonce, remembered in a short-lived cookie', async () => {
    const jar = new CookieJar();
    const start = new URL('/api/auth/google/start?returnTo=/orders', appUrl);
    const first = await visit(jar, start);
    expect(first.status).toBe(302);
    const authorize = new URL(first.headers.get('location')!);
    expect(authorize.origin).toBe(provider.issuer);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: TEST_CLIENT.clientId,
      redirect_uri: `${appUrl}${CALLBACK}`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.stringMatching(/^[\w-]{22,}$/),
      nonce: expect.stringMatching(/^[\w-]{22,}$/),
    });
    const cookie = first.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(new RegExp(`^${TRANSACTION_COOKIE}=[\\w-]+;`));
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookie).toMatch(new RegExp(`Path=${CALLBACK}`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);

    // A repeated returnTo reads as none: still on to the provider, never a JSON error.
    start.search = '?returnTo=/a&returnTo=/b';
    const second = new URL((await visit(new CookieJar(), start)).headers.get('location')!);
    expect(second.origin).toBe(provider.issuer);
    for (const parameter of ['state', 'nonce', 'code_challenge']) {
      expect(second.searchParams.get(parameter)).not.toBe(authorize.searchParams.get(parameter));
    }
  });

  it('signs a new Google user up with role user and lands where sign-in started', async () => {
    const { landing, jar } = await continueWithGoogle(appUrl, {
      login: 'verified-new@example.com',
      returnTo: '/orders?tab=open',
    });
    expect(landing).toBe('/orders?tab=open');
    expect(await sessionUser(appUrl, jar)).toEqual({
      email: 'verified-new@example.com',
      role: 'user',
      displayName: 'Test verified-new',
      photoURL: 'https://example.com/avatars/verified-new.png',
      emailVerified: true,
      branches: [],
      mlro: false,
    });
    expect(jar.get(TRANSACTION_COOKIE)).toBeUndefined();
    const logged = logLines.join('');
    expect(logged).toContain('signed in with google');
    expect(logged).not.toMatch(/"(code|id_token|access_token|codeVerifier)"/);
  });

  it('signs the same Google account in to the same user, with a new session token', async () => {
    const login = 'verified-again@example.com';
    const { jar } = await continueWithGoogle(appUrl, { login });
    const user = await t.app.users.findByEmail(login);
    const firstToken = jar.get('fx_session');

    // The provider remembers the user, so this time there is no login form to fill in.
    const again = await continueWithGoogle(appUrl, { jar });
    expect(again.landing).toBe('/');
    expect(jar.get('fx_session')).not.toBe(firstToken);
    expect(await sessionUser(appUrl, jar)).toMatchObject({ email: login, role: 'user' });
    expect((await t.app.users.findByEmail(login))?.id).toBe(user?.id);
    expect(await sessionUser(appUrl, `fx_session=${firstToken}`)).toBeNull();
  });

  it("lands an Admin at the dashboard's Today when no page was asked for, else at the page asked for", async () => {
    const login = 'verified-manager@example.com';
    const { jar } = await continueWithGoogle(appUrl, { login });
    await t.app.users.makeAdmin(null, login);

    const unasked = await continueWithGoogle(appUrl, { jar });
    expect(unasked.landing).toBe('/dashboard/today');
    expect(await sessionUser(appUrl, jar)).toMatchObject({ email: login, role: 'Admin' });
    const asked = await continueWithGoogle(appUrl, { jar, returnTo: '/dashboard/Users' });
    expect(asked.landing).toBe('/dashboard/Users');
  });

  it('links a verified password account with the same verified e-mail', async () => {
    const login = 'verified-linked@example.com';
    await signUp(t.app, login);
    await verifyEmail(t.app, login);
    const account = await t.app.users.findByEmail(login);

    const { landing, jar } = await continueWithGoogle(appUrl, { login });
    expect(landing).toBe('/');
    expect(await sessionUser(appUrl, jar)).toMatchObject({
      email: login,
      role: 'user',
      displayName: 'Test verified-linked',
      emailVerified: true,
    });
    const linked = await t.app.users.findByEmail(login);
    expect(linked?.id).toBe(account?.id);
    expect(linked?.passwordHash).toBe(account?.passwordHash);
  });

  it('gives an unverified password account to the owner Google vouches for, without the password or sessions someone else may have set', async () => {
    const login = 'verified-squatted@example.com';
    const squatter = await signUp(t.app, login, 'squatters-passphrase');

    const { landing, jar } = await continueWithGoogle(appUrl, { login });
    expect(landing).toBe('/');
    expect(await sessionUser(appUrl, jar)).toMatchObject({ email: login, emailVerified: true });
    expect(await sessionUser(appUrl, squatter)).toBeNull();
    expect((await t.app.users.findByEmail(login))?.passwordHash).toBeNull();
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: login, password: 'squatters-passphrase' },
    });
    expect(signIn.statusCode).toBe(401);
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select(['action', 'actor', 'after'])
      .where('entityId', '=', (await t.app.users.findByEmail(login))!.id)
      .orderBy('action')
      .execute();
    expect(audit).toEqual([
      { action: 'user.remove-unproven-password', actor: login, after: '{"password":false}' },
      {
        action: 'user.verify-email',
        actor: login,
        after: '{"emailVerified":true,"by":"google"}',
      },
    ]);
  });

  it('refuses a Google account whose e-mail is not verified, creating nobody', async () => {
    const login = 'unverified-someone@example.com';
    const { landing, jar } = await continueWithGoogle(appUrl, { login });
    expect(landing).toBe(REFUSED);
    expect(await sessionUser(appUrl, jar)).toBeNull();
    expect(await t.app.users.findByEmail(login)).toBeUndefined();
    expect(logLines.join('')).toContain('no verified email address');
  });

  it('refuses a callback whose state is not the one this browser started with', async () => {
    let code = '';
    const login = 'verified-tampered@example.com';
    const { landing, jar } = await continueWithGoogle(appUrl, {
      login,
      beforeCallback: (callback) => {
        code = callback.searchParams.get('code') ?? '';
        callback.searchParams.set('state', 'forged-state');
      },
    });
    expect(landing).toBe(REFUSED);
    expect(await sessionUser(appUrl, jar)).toBeNull();
    expect(await t.app.users.findByEmail(login)).toBeUndefined();
    expect(jar.get(TRANSACTION_COOKIE)).toBeUndefined();
    const warning = logLines.filter((line) => line.includes('google sign-in failed')).at(-1);
    expect(warning).toMatch(/"level":40/);
    expect(code).not.toBe('');
    expect(logLines.join('')).not.toContain(code);
  });

  it('refuses a callback in a browser without the sign-in cookie (expired or never set)', async () => {
    const { landing, jar } = await continueWithGoogle(appUrl, {
      login: 'verified-late@example.com',
      beforeCallback: (_callback, jar) => jar.delete(TRANSACTION_COOKIE),
    });
    expect(landing).toBe(REFUSED);
    expect(await sessionUser(appUrl, jar)).toBeNull();
  });

  it('ends on the sign-in page when the user cancels at the provider', async () => {
    const { landing, jar } = await continueWithGoogle(appUrl, { cancel: true });
    expect(landing).toBe(REFUSED);
    expect(await sessionUser(appUrl, jar)).toBeNull();
    expect(logLines.join('')).toContain('access_denied');
  });

  it.each(['https://evil.example', '//evil.example'])(
    'lands on / instead of returnTo=%s',
    async (returnTo) => {
      const { landing, jar } = await continueWithGoogle(appUrl, {
        login: 'verified-traveller@example.com',
        returnTo,
      });
      expect(landing).toBe('/');
      expect(await sessionUser(appUrl, jar)).toMatchObject({
        email: 'verified-traveller@example.com',
      });
    },
  );
});

describe.each(testDatabaseKinds)('Google sign-in, provider trouble, on $name', (kind) => {
  let t: TestApp;
  let provider: RunningOidcProvider | undefined;
  afterAll(async () => {
    await provider?.close();
    await t?.close();
  });

  it('sends the browser back to the sign-in page while the provider is unreachable, then retries', async () => {
    const providerPort = await freePort();
    t = await createTestApp(kind, googleEnv(providerPort));
    const appUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const start = new URL('/api/auth/google/start', appUrl);
    const down = await fetch(start, { redirect: 'manual' });
    expect(down.status).toBe(302);
    expect(down.headers.get('location')).toBe(REFUSED);

    provider = await startOidcProvider({
      port: providerPort,
      redirectUris: [`${appUrl}${CALLBACK}`],
    });
    const up = await fetch(start, { redirect: 'manual' });
    expect(new URL(up.headers.get('location')!).origin).toBe(provider.issuer);
  });
});

describe.each(testDatabaseKinds)('Google sign-in behind an https proxy, on $name', (kind) => {
  const site = 'https://shop.example.com';
  let t: TestApp;
  let provider: RunningOidcProvider;
  const logLines: string[] = [];
  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUris: [`${site}${CALLBACK}`] });
    const providerPort = Number(new URL(provider.issuer).port);
    t = await createTestApp(
      kind,
      { ...googleEnv(providerPort), TRUST_PROXY: 'loopback', PUBLIC_URL: `${site}/` },
      capturedLogger(logLines),
    );
  });
  afterAll(async () => {
    await provider?.close();
    await t?.close();
  });

  it('sends PUBLIC_URL as the redirect URI and keeps the sign-in in a Secure cookie', async () => {
    const headers = { host: 'internal:3000', 'x-forwarded-proto': 'https' };
    const start = await t.app.inject({ url: '/api/auth/google/start', headers });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(String(start.headers.location));
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${site}${CALLBACK}`);
    const cookie = String(start.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^__Secure-${TRANSACTION_COOKIE}=[\\w-]+;.*; Secure`));

    const forged = await t.app.inject({
      url: `${CALLBACK}?code=x&state=forged-state&iss=${encodeURIComponent(provider.issuer)}`,
      headers: { ...headers, cookie: cookie.split(';')[0]! },
    });
    expect(forged.headers.location).toBe(REFUSED);
    expect(String(forged.headers['set-cookie'])).toMatch(
      new RegExp(`^__Secure-${TRANSACTION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`),
    );
    // The cookie was read (the state was compared), not merely missing.
    expect(logLines.join('')).toContain('unexpected \\"state\\" response parameter value');
  });
});

describe.each(testDatabaseKinds)('Google sign-in not configured, on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('says Google is disabled and has no Google routes', async () => {
    const providers = await t.app.inject('/api/auth/providers');
    expect(providers.json()).toMatchObject({ google: { enabled: false } });
    for (const url of ['/api/auth/google/start?returnTo=/', `${CALLBACK}?code=x&state=y`]) {
      expect((await t.app.inject(url)).statusCode).toBe(404);
    }
  });
});
