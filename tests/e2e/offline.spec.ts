/**
 * The installable app. The offline journey starts a server of its own (a fresh SQLite file, the
 * built web app of WEB_DIST_DIR) so that it can stop it: what still shows then is what the
 * service worker kept.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { orderBody, quotedItem } from '#server/test-support/orders.ts';
import {
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '#server/test-support/server-process.ts';
import { sqliteKind, type TestDatabase } from '#server/test-support/test-databases.ts';
import type { CollectionDay } from '#shared/schemas/branch.ts';
import type { Currency } from '#shared/schemas/currency.ts';
import type { PlacedOrder } from '#shared/schemas/order.ts';
import { expectNoAxeViolations } from './dashboard-helpers.ts';
import { expect, test } from './fixtures.ts';
import { storefrontScreenshots } from './storefront-screenshots.ts';

/** "10:42, 24 Nov": the latest of the rates' times, in UK time, as the offline notice says it. */
function ratesTime(currencies: Currency[]): string {
  const newest = new Date(Math.max(...currencies.map((c) => Date.parse(c.updatedAt))));
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', ...options }).format(newest);
  return `${part({ hour: '2-digit', minute: '2-digit' })}, ${part({ day: 'numeric', month: 'short' })}`;
}

/** A £300 Click & Collect order at Brighton for the first open day after today. */
async function placeOrder(page: Page, baseUrl: string): Promise<PlacedOrder> {
  const eur = (await (
    await page.request.get(`${baseUrl}/api/singleCurrency/EUR`)
  ).json()) as Currency;
  const days = (await (
    await page.request.get(`${baseUrl}/api/branches/brighton/collection-days`)
  ).json()) as CollectionDay[];
  const later = days.slice(1).find((day) => day.open);
  expect(later, 'an open day after today').toBeDefined();
  const placed = await page.request.post(`${baseUrl}/api/Order`, {
    data: orderBody([quotedItem(eur, 'Order', '300')], { collectionDate: later!.date }),
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as PlacedOrder;
}

test.describe('after a first visit', () => {
  test.describe.configure({ timeout: 90_000 });
  let database: TestDatabase;
  let server: ServerProcess | undefined;

  test.beforeEach(async () => {
    database = await sqliteKind.create();
    server = await startServerProcess({ DATABASE_URL: database.url, LOG_LEVEL: 'error' });
  });

  test.afterEach(async () => {
    if (server?.child.exitCode === null) await stopServerProcess(server, 'SIGTERM');
    await database.drop();
  });

  test('the app works offline: the home page with the last known rates, and an order page opened before', async ({
    page,
  }, testInfo) => {
    const { baseUrl } = server!;
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });

    await page.goto(`${baseUrl}/`);
    // The worker installs, precaches the shell and takes the page over (clientsClaim).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    // Calls now go through the worker, which keeps the public ones it answers.
    await page.reload();
    await expect(page.getByTestId('rate-highlight').first()).toContainText('EUR for £1');
    const rates = (await (await page.request.get(`${baseUrl}/api/currency`)).json()) as Currency[];
    await expect(page.getByTestId('offline')).toHaveCount(0);

    const order = await placeOrder(page, baseUrl);
    await page.goto(`${baseUrl}${order.customerUrl}`);
    const status = page.getByTestId('order-status');
    await expect(status).toHaveText('Being prepared');
    await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();

    // Another order, cancelled here: the device keeps nothing of it.
    const cancelled = await placeOrder(page, baseUrl);
    await page.goto(`${baseUrl}${cancelled.customerUrl}`);
    await expect(status).toHaveText('Being prepared');
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('button', { name: 'Yes, cancel my order' }).click();
    await expect(status).toHaveText('Cancelled');

    expect(await stopServerProcess(server!, 'SIGTERM')).toBe(0);

    // The home page: the shell from the precache, the rates as last seen, and their time.
    await page.goto(`${baseUrl}/`);
    const offline = page.getByTestId('offline');
    await expect(offline).toContainText(`You're offline — rates from ${ratesTime(rates)}.`);
    await expect(offline).toContainText('Ordering needs a connection');
    await expect(page.getByTestId('rate-highlight').first()).toContainText('EUR for £1');
    const widget = page.getByRole('region', { name: 'Currency exchange' });
    await expect(widget.getByRole('button', { name: 'Add to basket' })).toBeDisabled();
    await expect(widget).toContainText("You're offline: adding to your basket needs a connection.");
    await expectNoAxeViolations(page);
    await storefrontScreenshots(page, testInfo, 'offline-home');

    // The rates page, which this visit never opened: its chunk is in the precache.
    await page.goto(`${baseUrl}/exchangeRates`);
    await expect(page.getByRole('heading', { level: 1, name: 'Exchange Rates' })).toBeVisible();
    await expect(page.getByRole('row', { name: /EUR/ }).first()).toBeVisible();
    await expect(offline).toContainText(`rates from ${ratesTime(rates)}`);

    // The order page opened before, as it was then, without the actions that need the server.
    await page.goto(`${baseUrl}${order.customerUrl}`);
    await expect(status).toHaveText('Being prepared');
    await expect(page.getByTestId('order-number')).toHaveText(order.Order_Id);
    await expect(
      page.getByText('This is your order as this device last saw it: it may be out of date.'),
    ).toBeVisible();
    await expect(page.getByText("You're offline: cancelling needs a connection.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await storefrontScreenshots(page, testInfo, 'offline-order');

    // The cancelled order is gone from the device: not "Being prepared", no name, no number.
    await page.goto(`${baseUrl}${cancelled.customerUrl}`);
    await expect(page.getByTestId('order-number')).toHaveCount(0);
    await expect(status).toHaveCount(0);
    await expect(page.getByText(cancelled.Email)).toHaveCount(0);

    expect(violations).toEqual([]);
  });
});

test('Chromium finds the home page installable, and the manifest names its icons', async ({
  playwright,
  launchOptions,
  baseURL,
  page,
}) => {
  // A browser profile of its own: Chrome installs nothing from an incognito one, which is what a
  // test's ordinary context is.
  const profile = await mkdtemp(join(tmpdir(), 'fx-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
  });
  try {
    const home = await context.newPage();
    await home.goto('/');
    await expect(home.getByRole('heading', { level: 1 })).toBeVisible();
    // What Chrome checks before it offers Install (Lighthouse's old installable-manifest audit).
    const cdp = await context.newCDPSession(home);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    expect(new URL(url).pathname).toBe('/manifest.webmanifest');
    await expect(home.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/apple-touch-icon-180x180.png',
    );
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }

  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: 'Global Currency Connect',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  });
  type Icon = { src: string; sizes: string; type: string; purpose: string };
  const icons: Icon[] = [
    ...(manifest.icons as Icon[]),
    {
      src: '/apple-touch-icon-180x180.png',
      sizes: '180x180',
      type: 'image/png',
      purpose: 'apple-touch-icon',
    },
  ];
  expect(icons.map(({ sizes, type, purpose }) => `${sizes} ${type} ${purpose}`)).toEqual([
    '192x192 image/png any',
    '512x512 image/png any',
    '512x512 image/png maskable',
    '180x180 image/png apple-touch-icon',
  ]);
  for (const icon of icons) {
    const response = await page.request.get(icon.src);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain(icon.type);
    // A PNG's width and height are the big-endian words at bytes 16 and 20.
    const png = await response.body();
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
  }
});
