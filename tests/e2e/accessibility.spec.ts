import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Each public page, and what shows once its data has arrived. */
const PAGES: Array<[string, (page: Page) => Promise<void>]> = [
  ['/', (page) => expect(page.getByTestId('comparison-row').first()).toBeVisible()],
  ['/exchangeRates', (page) => expect(page.getByTestId('currency-row').first()).toBeVisible()],
  ['/contact', (page) => expect(page.getByRole('figure')).toBeVisible()],
  ['/termsCoditition', (page) => expect(page.getByText(/18 or over/)).toBeVisible()],
  ['/privacyPolicy', (page) => expect(page.getByText(/at\s+least 5 years/)).toBeVisible()],
  ['/sendmony', (page) => expect(page.getByText('Our transfer partners')).toBeVisible()],
  ['/comingSoon', (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
  ['/orderStatus', (page) => expect(page.getByLabel('Order number')).toBeVisible()],
  ['/signIn', (page) => expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible()],
  ['/signUp', (page) => expect(page.getByRole('heading', { name: 'Welcome You!' })).toBeVisible()],
  ['/no-such-page', (page) => expect(page.getByText('Page not found')).toBeVisible()],
];

for (const [path, ready] of PAGES) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await ready(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.map(({ id, nodes }) => ({ id, targets: nodes.map((n) => n.target) })),
    ).toEqual([]);
  });
}

test('axe finds no violations with the FAQ and the small-screen menu open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Frequently asked questions' })
    .getByRole('button')
    .first()
    .click();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map(({ id, nodes }) => ({ id, targets: nodes.map((n) => n.target) }))).toEqual(
    [],
  );
});
