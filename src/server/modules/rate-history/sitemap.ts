/** The sitemap and robots.txt that tell search engines which pages the storefront has. */

/** The storefront's public pages worth finding by search (not sign-in, the box or order pages). */
export const PUBLIC_PAGES = [
  '/',
  '/exchangeRates',
  '/contact',
  '/sendmony',
  '/termsCoditition',
  '/privacyPolicy',
] as const;

/** The pages that show rates: they change when any rate does. */
const RATE_PAGES = new Set<string>(['/', '/exchangeRates']);

/** A currency's own page, as the web app routes it. */
export function currencyPagePath(code: string): string {
  return `/currency/${code}`;
}

export interface SitemapCurrency {
  value: string;
  updatedAt: string;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

function urlEntry(loc: string, lastmod: string | undefined): string {
  const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  return `  <url><loc>${escapeXml(loc)}</loc>${modified}</url>`;
}

/** The sitemap (sitemaps.org 0.9): the public pages, then each currency's page. */
export function sitemapXml(site: string, currencies: readonly SitemapCurrency[]): string {
  const ratesChanged = currencies
    .map((c) => c.updatedAt)
    .toSorted()
    .at(-1);
  const entries = [
    ...PUBLIC_PAGES.map((path) =>
      urlEntry(`${site}${path}`, RATE_PAGES.has(path) ? ratesChanged : undefined),
    ),
    ...currencies.map((c) => urlEntry(`${site}${currencyPagePath(c.value)}`, c.updatedAt)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: staff pages and the API are no search results; the sitemap lists the rest. */
export function robotsTxt(site: string): string {
  return [
    'User-agent: *',
    'Disallow: /dashboard',
    'Disallow: /api/',
    '',
    `Sitemap: ${site}/sitemap.xml`,
    '',
  ].join('\n');
}
