import { expect, test } from '@playwright/test';

test('the home page opens on the hero, the widget and the rates of the day', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Travel money | Global Currency Connect');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Global Currency Connect' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Click & Collect' }).first()).toBeVisible();

  const highlights = page.getByTestId('rate-highlight');
  await expect(highlights.first()).toContainText('EUR for £1');
  const [rate] = await highlights.first().locator('p').nth(1).allTextContents();
  expect(Number(rate)).toBeGreaterThan(0);
  expect(rate).toMatch(/^\d+\.\d{4}$/);

  await expect(page.getByRole('contentinfo')).toContainText('is a trading name of');
});

test('an unknown page shows the not-found page inside the layout', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  await page.getByRole('link', { name: 'Back to Travel Money' }).click();
  await expect(page).toHaveURL('/');
});
