import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, signInAsAdmin } from './test-support/accounts.ts';
import { createTestApp, type TestApp } from './test-support/test-app.ts';
import { testDatabaseKinds } from './test-support/test-databases.ts';

const [sqlite] = testDatabaseKinds;

describe('serving the web app', () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'fx-web-'));
    await mkdir(join(distDir, 'assets'));
    await writeFile(join(distDir, 'index.html'), '<!doctype html><title>app</title>');
    await writeFile(join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(
      join(distDir, 'assets', 'index-abc123.js.br'),
      brotliCompressSync('console.log(1)'),
    );
    t = await createTestApp(sqlite!, { WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(distDir, { recursive: true });
  });

  it.each(['/', '/purchase/EUR/Order', '/dashboard/Currency', '/no-such-page'])(
    'answers the page path %s with the app, never cached',
    async (url) => {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>app</title>');
    },
  );

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the Brotli copy the build wrote to a browser that accepts it, the file to others', async () => {
    const brotli = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1)');

    const plain = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it.each(['/assets/missing.js', '/api/no-such-route', '/api'])(
    'answers %s with a JSON 404',
    async (url) => {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    },
  );
});

describe('security and errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(sqlite!);
  });
  afterAll(() => t.close());

  it('refuses a state-changing request from another site', async () => {
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/currency',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error.code).toBe('FORBIDDEN');

    const foreignOrigin = await t.app.inject({
      method: 'DELETE',
      url: '/api/currency',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreignOrigin.statusCode).toBe(403);

    const sameSite = await t.app.inject({
      method: 'POST',
      url: '/api/currency',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(sameSite.statusCode).toBe(404);
  });

  it('refuses a state change with a cookie but no sign of coming from this site', async () => {
    const admin = await createTestApp(sqlite!, ADMIN_ENV);
    try {
      const cookie = await signInAsAdmin(admin.app);
      const accept = (headers: Record<string, string | undefined>) =>
        admin.app.inject({
          url: '/api/pendingToAceept/00000000-0000-4000-8000-000000000000',
          headers: { cookie, ...headers },
        });
      // Neither Origin nor Sec-Fetch-Site: a link on another site, followed by an old browser.
      expect((await accept({ 'sec-fetch-site': undefined })).statusCode).toBe(403);
      // The same origin, compared on scheme, host and port.
      expect((await accept({ origin: 'http://localhost' })).statusCode).toBe(404);
      expect((await accept({ origin: 'https://localhost' })).statusCode).toBe(403);
      expect((await accept({ origin: 'http://localhost:8080' })).statusCode).toBe(403);
      expect((await accept({ origin: 'http://localhost.evil.example' })).statusCode).toBe(403);
      expect((await accept({ origin: 'null' })).statusCode).toBe(403);
      // The web app's own header, which another site could only send after a CORS preflight.
      expect((await accept({ 'x-requested-with': 'fetch' })).statusCode).toBe(404);
      expect((await accept({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(404);
      expect((await accept({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);

      // Without a cookie nothing ambient is at stake: API clients need no browser headers.
      const lookup = await admin.app.inject({
        method: 'POST',
        url: '/api/order-status',
        payload: { orderNumber: '12345678', email: 'ada@example.com' },
        headers: { 'sec-fetch-site': undefined },
      });
      expect(lookup.statusCode).toBe(404);
    } finally {
      await admin.close();
    }
  });

  it('logs one line per request, its route as declared, never its query or parameters', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await createTestApp(sqlite!, {}, { level: 'info', stream });
    try {
      await logged.app.inject('/api/upsell?code=very-secret-code');
      await logged.app.inject('/api/singleCurrency/XXX');
      const served = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'served');
      expect(served).toEqual([
        expect.objectContaining({
          method: 'GET',
          route: '/api/upsell',
          status: 200,
          reqId: expect.any(String),
          ms: expect.any(Number),
        }),
        expect.objectContaining({ route: '/api/singleCurrency/:currency', status: 404 }),
      ]);
      expect(lines.join('')).not.toContain('very-secret-code');
      expect(lines.join('')).not.toContain('incoming request');
    } finally {
      await logged.close();
    }
  });

  it('hides the details of an unexpected failure', async () => {
    await t.app.db.destroy();
    const response = await t.app.inject('/api/singleCurrency/EUR');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong' },
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');

    const health = await t.app.inject('/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'unavailable', database: 'down' });
  });
});
