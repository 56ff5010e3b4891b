import { AxeBuilder } from '@axe-core/playwright';
import { placeOrderByApi, uniqueSurname } from './dashboard-helpers.ts';
import { expect, test } from './fixtures.ts';

test('at 375 px the menu is a 250 px drawer that slides in and closes', async ({ page, login }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await login('admin');
  await page.goto('/dashboard/Statics');
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Statics' })).toBeFocused();
  const drawer = page.locator('#dashboard-drawer');
  await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
  expect((await drawer.boundingBox())?.width).toBe(250);
  expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();

  await page.getByRole('button', { name: 'Menu' }).click();
  await menu.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL('/dashboard/history');
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  await expect(menu).toBeHidden();
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test.describe('axe finds no violations, and nothing is wider than 375 px', () => {
  const screens: Array<[string, string]> = [
    ['/dashboard/Statics', 'Statics'],
    ['/dashboard/manageOrders', 'Pending Orders'],
    ['/dashboard/activeOrders', 'Accepted Orders'],
    ['/dashboard/history', 'History'],
    ['/dashboard/orderDetails/:id', 'Order Details'],
    ['/dashboard/Currency', 'Manipulate Currency'],
    ['/dashboard/addCurrency', 'Currency Dashboard'],
    ['/dashboard/update/EUR', 'Currency Dashboard'],
    ['/dashboard/Users', 'Currency Dashboard'],
    ['/dashboard/Messages', 'Messages'],
    ['/dashboard/Settings', 'Settings'],
    ['/dashboard/compliance', 'Compliance'],
    ['/dashboard/stock', 'Stock'],
    ['/dashboard/transfers', 'Transfers'],
    ['/dashboard/day-close', 'End of day'],
  ];
  for (const [path, heading] of screens) {
    test(`on ${path}`, async ({ page, login }) => {
      await login('admin');
      // Every list has a row to check, and the details page an order.
      const order = await placeOrderByApi(page.request, uniqueSurname());
      await page.goto(path.replace(':id', order._id));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The page's data has replaced its loading status.
      await expect(page.locator('main [role=status]').filter({ hasText: /^Loading/ })).toHaveCount(
        0,
      );
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations).toEqual([]);

      // At 375 px nothing is wider than the phone: wide tables scroll inside their own box.
      await page.setViewportSize({ width: 375, height: 740 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(375);
    });
  }

  test('with a confirmation open', async ({ page, login }) => {
    await login('admin');
    const order = await placeOrderByApi(page.request, uniqueSurname());
    await page.goto(`/dashboard/orderDetails/${order._id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations).toEqual([]);
  });
});
