import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';

const [sqlite] = testDatabaseKinds;

const CRITICAL_CSS = 'h1{color:#0f2a44}';
const HOME = `<!doctype html><title>Home</title><style>${CRITICAL_CSS}</style><h1>Travel money</h1>`;
const ORDER = '<!doctype html><title>Order</title><h1>Order travel money</h1>';
const SHELL = '<!doctype html><title>app</title><div id="root"></div>';

/** A directive of the page's Content-Security-Policy, by name. */
function directive(policy: string | undefined, name: string): string | undefined {
  return policy
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
}

describe('serving the prerendered storefront', () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'fx-pages-'));
    await mkdir(join(distDir, 'pages'));
    await writeFile(join(distDir, 'index.html'), SHELL);
    await writeFile(join(distDir, 'pages', 'home.html'), HOME);
    await writeFile(join(distDir, 'pages', 'home.html.br'), brotliCompressSync(HOME));
    await writeFile(join(distDir, 'pages', 'purchase-currency-order.html'), ORDER);
    await writeFile(
      join(distDir, 'pages.json'),
      JSON.stringify([
        { route: '/', file: 'pages/home.html' },
        { route: '/purchase/:currency/Order', file: 'pages/purchase-currency-order.html' },
      ]),
    );
    t = await createTestApp(sqlite!, { WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(distDir, { recursive: true });
  });

  it('answers a prerendered route with its page, allowing its inlined CSS by hash only', async () => {
    const response = await t.app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(HOME);
    const policy = String(response.headers['content-security-policy']);
    const hash = createHash('sha256').update(CRITICAL_CSS).digest('base64');
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' 'sha256-${hash}'`);
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
  });

  it.each(['/purchase/USD/Order', '/purchase/eur/order/', '/Purchase/GBP/ORDER?amount=300'])(
    'answers %s with the page of its route, whatever the segment and the case',
    async (url) => {
      const response = await t.app.inject(url);
      expect(response.body).toBe(ORDER);
    },
  );

  it.each(['/purchase/EUR/Sell', '/purchase/EUR', '/dashboard/Currency', '/no-such-page'])(
    'answers %s, which was not prerendered, with the shell and the plain policy',
    async (url) => {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SHELL);
      expect(directive(String(response.headers['content-security-policy']), 'style-src')).toBe(
        "style-src 'self'",
      );
    },
  );

  it.each([{}, { 'accept-encoding': 'br' }])(
    'gives a page fetched as a file (%o) the same policy as at its route',
    async (headers) => {
      const file = await t.app.inject({ url: '/pages/home.html', headers });
      const route = await t.app.inject('/');
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-security-policy']).toBe(
        route.headers['content-security-policy'],
      );
    },
  );

  it('sends the Brotli copy of a page to a browser that accepts it', async () => {
    const response = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(HOME);
  });
});
