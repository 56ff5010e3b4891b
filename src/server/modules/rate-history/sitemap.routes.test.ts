/** /sitemap.xml and /robots.txt over HTTP, with the site's configured address. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrencyListSchema } from '#shared/schemas/currency.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';

const SITE = 'https://travel.example';

describe.each(testDatabaseKinds)('sitemap on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: `${SITE}/` });
  });
  afterAll(() => t.close());

  it('lists the public pages and every currency page, with absolute addresses, as XML', async () => {
    const response = await t.app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml.trimEnd()).toMatch(/<\/urlset>$/);

    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const page of ['/', '/exchangeRates', '/contact', '/termsCoditition', '/privacyPolicy']) {
      expect(locs).toContain(`${SITE}${page}`);
    }
    expect(locs.filter((loc) => loc?.includes('dashboard') || loc?.includes('/api/'))).toEqual([]);

    const currencies = CurrencyListSchema.parse((await t.app.inject('/api/currency')).json());
    const currencyLocs = locs.filter((loc) => loc?.startsWith(`${SITE}/currency/`));
    expect(currencyLocs).toEqual(currencies.map((c) => `${SITE}/currency/${c.value}`));
    const eur = currencies.find((c) => c.value === 'EUR');
    expect(xml).toContain(
      `<url><loc>${SITE}/currency/EUR</loc><lastmod>${eur?.updatedAt}</lastmod></url>`,
    );
  });

  it('serves robots.txt naming the sitemap and keeping crawlers off the dashboard and the API', async () => {
    const response = await t.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /dashboard',
        'Disallow: /api/',
        `Sitemap: ${SITE}/sitemap.xml`,
      ]),
    );
  });
});
