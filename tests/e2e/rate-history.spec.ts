/**
 * Rates for customers: the chart of a currency's rates on /exchangeRates and on its own page,
 * the page's ways to order, and what search engines get (titles, descriptions, structured data,
 * the sitemap). Reads rates only: other journeys quote EUR and USD.
 */
import type { Page, TestInfo } from '@playwright/test';
import referenceHistory from '#server/db/seed/reference-rate-history.json' with { type: 'json' };
import { formatRate, rateFor } from '#shared/domain/pricing.ts';
import { addDays, ukDate } from '#shared/domain/uk-time.ts';
import type { Currency } from '#shared/schemas/currency.ts';
import { expectNoAxeViolations } from './dashboard-helpers.ts';
import { expect, test } from './fixtures.ts';

let errors: string[] = [];

// The page's console must stay clean: a Content-Security-Policy refusal is logged as an error.
test.beforeEach(({ page }) => {
  errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
});
test.afterEach(() => {
  expect(errors).toEqual([]);
});

/** One line of the summary: its high and low with their days and today's rate, or steady. */
const LINE = String.raw`(high \d+\.\d{4} on \d{1,2} \w+( \d{4})?, low \d+\.\d{4} on \d{1,2} \w+( \d{4})?; today \d+\.\d{4}|steady at \d+\.\d{4})`;
const SUMMARY_30 = new RegExp(
  `^Click & Collect over 30 days: ${LINE}\\. Click & Sell: ${LINE}\\.$`,
);
/**
 * The server opens with this run, so its year is the reference releases' (and today's rate). They
 * end at the snapshot's date: once the last of them is more than a year old, the year is steady.
 */
const yearOfReleases = referenceHistory.dates.some(
  (date) => date > addDays(ukDate(new Date()), -365),
);
const YEAR_LINE = (rate: string) =>
  new RegExp(
    `^Click & Collect over 365 days: ${yearOfReleases ? `high ${rate} on ` : `steady at ${rate}\\.`}`,
  );

async function euro(page: Page): Promise<Currency> {
  const response = await page.request.get('/api/singleCurrency/EUR');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Currency;
}

/** The page at 375 and 1280 px wide, in the test's output folder; nothing wider than the screen. */
async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  const size = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // The chart follows the width it is given.
    const canvas = page.getByTestId('rate-plot').locator('canvas').first();
    await expect.poll(async () => (await canvas.boundingBox())?.width).toBeGreaterThan(300);
    await expect.poll(async () => (await canvas.boundingBox())?.width).toBeLessThan(width - 30);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
    await page
      .getByTestId('rate-history')
      .screenshot({ path: testInfo.outputPath(`${name}-chart-${width}.png`) });
  }
  if (size) await page.setViewportSize(size);
}

test('/exchangeRates charts the euro over 30 days or a year, and each currency leads to its page', async ({
  page,
}, testInfo) => {
  await page.goto('/exchangeRates');
  const chart = page.getByTestId('rate-history');
  await expect(page.getByLabel('Currency')).toHaveValue('EUR');
  await expect(chart.locator('canvas').first()).toBeVisible();
  const summary = chart.getByTestId('rate-history-summary');
  await expect(summary).toHaveText(SUMMARY_30);
  const month = await summary.textContent();

  await chart.getByRole('button', { name: '1 year' }).click();
  await expect(chart.getByRole('button', { name: '1 year' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(summary).toHaveText(YEAR_LINE(String.raw`\d+\.\d{4}`));
  expect(await summary.textContent()).not.toBe(month);
  // The server opened with this run: the year before it comes from the reference releases.
  await expect(chart.getByTestId('rate-history-reference-note')).toContainText(
    'published market rates with our margins applied',
  );
  await expectNoAxeViolations(page);
  await screenshots(page, testInfo, 'exchange-rates');

  await page.getByLabel('Currency').selectOption('JPY');
  await expect(summary).toHaveText(YEAR_LINE(String.raw`\d{3}\.\d{4}`));

  await page
    .getByTestId('currency-row')
    .filter({ hasText: 'Euro' })
    .getByRole('link', { name: 'Euro' })
    .click();
  await expect(page).toHaveURL('/currency/EUR');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Euro exchange rate today');
});

test("/currency/eur shows today's rates both ways, the chart and the ways to order", async ({
  page,
}, testInfo) => {
  const eur = await euro(page);
  await page.goto('/currency/eur');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Euro exchange rate today');
  await expect(page).toHaveTitle('Euro exchange rate today | Global Currency Connect');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    new RegExp(`^Today's Euro rate: £1 buys ${formatRate(rateFor(eur, 'Order'))} EUR`),
  );

  const weSell = page.getByTestId('rate-Order');
  const weBuy = page.getByTestId('rate-Sell');
  await expect(weSell.getByRole('heading')).toHaveText('We sell');
  await expect(weSell).toContainText(`£1 = ${formatRate(rateFor(eur, 'Order'))} EUR`);
  await expect(weBuy.getByRole('heading')).toHaveText('We buy');
  await expect(weBuy).toContainText(`£1 = ${formatRate(rateFor(eur, 'Sell'))} EUR`);
  await expect(page.getByTestId('rates-time')).toHaveText(
    /^Rates at \d{1,2} \w+ \d{4} at \d\d:\d\d/,
  );

  const chart = page.getByTestId('rate-history');
  await expect(chart.locator('canvas').first()).toBeVisible();
  await expect(chart.getByTestId('rate-history-summary')).toHaveText(SUMMARY_30);
  // Today's point is the price the cards show.
  const todaySell = formatRate(rateFor(eur, 'Order')).replace('.', '\\.');
  await expect(chart.getByTestId('rate-history-summary')).toHaveText(
    new RegExp(`(today|steady at) ${todaySell}\\. Click & Sell`),
  );

  // Structured data: the rate each way, as a data block the CSP leaves alone.
  const structured = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as { '@graph': Array<{ '@type': string; currentExchangeRate: { price: number } }> };
  expect(structured['@graph'].map((spec) => spec['@type'])).toEqual([
    'ExchangeRateSpecification',
    'ExchangeRateSpecification',
  ]);
  expect(structured['@graph'].map((spec) => spec.currentExchangeRate.price)).toEqual([
    rateFor(eur, 'Order').toNumber(),
    rateFor(eur, 'Sell').toNumber(),
  ]);

  // Under the chart, an alert for this currency.
  const alert = page.getByRole('region', { name: 'Waiting for a better rate?' });
  await expect(alert.getByLabel('E-mail me when £1 buys at least (EUR)')).toBeVisible();

  await expectNoAxeViolations(page);
  await screenshots(page, testInfo, 'currency-eur');

  await weSell.getByRole('link', { name: 'Click & Collect' }).click();
  await expect(page).toHaveURL('/purchase/EUR/Order');
  await page.goBack();
  await page.getByTestId('rate-Sell').getByRole('link', { name: 'Click & Sell' }).click();
  await expect(page).toHaveURL('/purchase/EUR/Sell');
});

test('a currency the bureau does not offer has no page', async ({ page }) => {
  await page.goto('/currency/xyz');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('every public page has a title and a description of its own', async ({ page }) => {
  const paths = [
    '/',
    '/exchangeRates',
    '/currency/EUR',
    '/contact',
    '/termsCoditition',
    '/privacyPolicy',
    '/sendmony',
    '/comingSoon',
    '/orderStatus',
    '/signIn',
    '/signUp',
    '/purchase/EUR/Order',
    '/purchase/EUR/Sell',
  ];
  const seen = new Map<string, string>();
  for (const path of paths) {
    await page.goto(path);
    await expect(page).toHaveTitle(/^[^|]+ \| Global Currency Connect$/);
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveCount(1);
    await expect(description).toHaveAttribute('content', /.{40,}/);
    const title = await page.title();
    expect(seen.get(title), `${path} has the title of ${seen.get(title)}`).toBeUndefined();
    seen.set(title, path);
  }
});

test('the home page describes the bureau and its branches as structured data', async ({ page }) => {
  const branches = (await (await page.request.get('/api/branches')).json()) as unknown[];
  await page.goto('/');
  const data = page.locator('script[type="application/ld+json"]');
  await expect(data).toHaveCount(1);
  const business = JSON.parse((await data.textContent()) ?? '{}') as {
    '@type': string;
    location: Array<{ '@type': string; openingHoursSpecification: unknown[] }>;
  };
  expect(business['@type']).toBe('FinancialService');
  expect(business.location).toHaveLength(branches.length);
  expect(business.location[0]?.openingHoursSpecification.length).toBeGreaterThan(0);
});

test('search engines find the sitemap with every currency page', async ({ page, baseURL }) => {
  const robots = await page.request.get('/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await page.request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}/currency/EUR</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/exchangeRates</loc>`);
});
