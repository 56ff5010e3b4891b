/**
 * The public pages are prerendered at build time (scripts/prerender.ts): their first paint needs
 * no JavaScript, and once the code runs it takes over the same markup without a complaint.
 */
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';

const PAGES = [
  { path: '/', title: 'Travel money', heading: 'Global Currency Connect' },
  { path: '/exchangeRates', title: 'Exchange rates', heading: 'Exchange Rates' },
  { path: '/purchase/USD/Order', title: 'Order travel money', heading: 'Order travel money' },
  { path: '/contact', title: 'Contact us', heading: 'Contact Us' },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, title, heading } of PAGES) {
    test(`${path} shows its heading, its navigation and its own title`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} | Global Currency Connect`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\w/);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The main menu is in the top bar on a wide screen, behind Menu on a phone.
      const main = page.locator('nav[aria-label="Main"]').first();
      await expect(main.locator('a[href="/exchangeRates"]')).toHaveText('Exchange Rates');
      const footer = page.getByRole('navigation', { name: 'Footer' });
      await expect(footer.getByRole('link', { name: 'Privacy policy' })).toBeVisible();
    });
  }
});

/** Errors and warnings the page logs, uncaught exceptions included. */
function complaints(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') seen.push(message.text());
  });
  page.on('pageerror', (error) => seen.push(error.message));
  return seen;
}

test('the home page hydrates without a complaint and then works', async ({ page }) => {
  const seen = complaints(page);
  await page.goto('/');
  // The widget's currency list is off in the prerendered page: on, it has the rates and runs.
  const currency = page.getByRole('combobox', { name: 'Currency' });
  await expect(currency).toBeEnabled();
  await currency.selectOption('USD');
  await expect(page.getByLabel('You get (USD)')).toBeVisible();
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await footer.getByRole('link', { name: 'Terms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  expect(seen).toEqual([]);
});

// Every prerendered page but the home page, tried above.
const OTHERS = [
  '/exchangeRates',
  '/purchase/USD/Order',
  '/purchase/EUR/Sell',
  '/rateAlerts',
  '/contact',
  '/termsCoditition',
  '/privacyPolicy',
  '/sendmony',
  '/comingSoon',
  '/orderStatus',
];

for (const path of OTHERS) {
  test(`${path} hydrates without a complaint`, async ({ page }) => {
    const seen = complaints(page);
    await page.goto(path);
    // Hydrated, and the data the page asked for is in.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    expect(seen).toEqual([]);
  });
}

// What must not move when the app takes over a prerendered page: its heading (under the top bar,
// which wraps the trading name on a phone) and what follows the parts the app fills in.
const STEADY = [
  // The section under the hero, whose exchange widget gets its rates and its offer.
  { path: '/', below: '#about' },
  // The introduction under the heading, 24 px lower by Tailwind's space-y-6.
  { path: '/purchase/USD/Order', below: 'main h1 + p' },
];

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const { path, below } of STEADY) {
      test(`${path} does not move when the app takes over`, async ({ page }) => {
        const layout = () =>
          page.evaluate((selector) => {
            const top = (element: Element | null) => element!.getBoundingClientRect().top;
            // The wide bar's links where they stand (Send Money may join them at the end).
            const links = [...document.querySelectorAll('header nav a')].map((link) => {
              const { left, top } = link.getBoundingClientRect();
              return { text: link.textContent, left, top };
            });
            return {
              heading: top(document.querySelector('main h1')),
              below: top(document.querySelector(selector)),
              links: links.filter(({ text }) => text !== 'Send Money'),
            };
          }, below);
        // No script runs: the inlined critical CSS alone (the whole stylesheet stays the print
        // one the page loads it as) and the page as prerendered, before the session is known.
        await page.route('**/*.js', (route) => route.abort());
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const prerendered = await layout();
        await page.unroute('**/*.js');
        await page.goto(path);
        await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
        // Both pages' forms end in Add to basket, on once the rates are in.
        await expect(page.getByRole('button', { name: 'Add to basket' }).first()).toBeEnabled();
        await page.waitForLoadState('networkidle');
        expect(await layout()).toEqual(prerendered);
      });
    }
  });
}
