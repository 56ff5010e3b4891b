// The storefront's header on every page: the basket's count where the visitor looks, and the
// customer's own pages in the small screens' menu.
import { expect, test } from './fixtures.ts';

test("the header counts the basket on every storefront page and opens the basket's order page", async ({
  page,
}, testInfo) => {
  await page.goto('/exchangeRates');
  const header = page.getByRole('banner');
  const signIn = header.getByRole('link', { name: 'Sign In' });
  const basketLink = header.getByTestId('header-basket');
  await expect(signIn).toBeVisible();
  await expect(basketLink).toHaveCount(0);
  const before = await signIn.boundingBox();

  await page.goto('/purchase/EUR/Order');
  await page.getByLabel('You pay (GBP)').fill('120');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByTestId('basket-item')).toHaveCount(1);
  await expect(header.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();

  // Elsewhere the count stays, and Sign In has not moved for it.
  await page.goto('/exchangeRates');
  await expect(header.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
  expect(await signIn.boundingBox()).toEqual(before);
  await page.screenshot({ path: testInfo.outputPath('header-basket.png') });
  await header.getByRole('link', { name: 'Basket, 1 item' }).click();
  await expect(page).toHaveURL('/purchase/EUR/Order');
  await expect(page.getByTestId('basket-item')).toHaveCount(1);
});

test('the menu of small screens leads to My order and Rate alerts', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog').getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Rate alerts' })).toBeVisible();
  await menu.getByRole('link', { name: 'My order' }).click();
  await expect(page).toHaveURL('/orderStatus');
});
