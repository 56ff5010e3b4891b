import { expect, test } from '@playwright/test';

test('the home page lists the live currencies with their rates', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Global Currency Connect' }),
  ).toBeVisible();

  const rows = page.getByTestId('currency-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThanOrEqual(70);

  const euro = rows.filter({ hasText: 'Euro' });
  await expect(euro.getByRole('rowheader')).toHaveText('EUR');
  const [collect, sell] = await euro
    .getByRole('cell')
    .allTextContents()
    .then((c) => c.slice(1));
  expect(Number(collect)).toBeGreaterThan(0);
  expect(Number(sell)).toBeGreaterThan(Number(collect));
  expect(collect).toMatch(/^\d+\.\d{4}$/);

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
