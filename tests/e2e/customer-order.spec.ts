import { randomUUID } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { orderBody, quotedItem } from '#server/test-support/orders.ts';
import type { CollectionDay } from '#shared/schemas/branch.ts';
import type { Currency } from '#shared/schemas/currency.ts';
import type { PlacedOrder } from '#shared/schemas/order.ts';
import { expect, test } from './fixtures.ts';

/** A £1,500 Click & Collect order at Brighton, for the first open day after today. */
async function placeOrderForLater(page: Page): Promise<PlacedOrder> {
  const eur = (await (await page.request.get('/api/singleCurrency/EUR')).json()) as Currency;
  const days = (await (
    await page.request.get('/api/branches/brighton/collection-days')
  ).json()) as CollectionDay[];
  const later = days.slice(1).find((day) => day.open);
  expect(later, 'an open day after today').toBeDefined();
  const email = `order-page-${randomUUID()}@example.com`;
  const placed = await page.request.post('/api/Order', {
    data: orderBody([quotedItem(eur, 'Order', '1500')], {
      email,
      confirmEmail: email,
      collectionDate: later!.date,
    }),
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as PlacedOrder;
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('a customer opens their order from its link, prints it and cancels it before the collection day', async ({
  page,
}, testInfo) => {
  const order = await placeOrderForLater(page);
  expect(order.customerUrl).toMatch(new RegExp(`^/order/${order.Order_Id}\\?t=\\S+$`));

  await page.goto(order.customerUrl);
  await expect(page).toHaveTitle(/Your order/);
  const status = page.getByTestId('order-status');
  await expect(status).toHaveText('Being prepared');

  // The page survives a reload: it is the server's order, not the browser's memory.
  await page.reload();
  await expect(status).toHaveText('Being prepared');
  await expect(page.getByTestId('order-number')).toHaveText(order.Order_Id);
  await expect(page.getByText(order.collectionNote)).toBeVisible();
  await expect(page.getByText('You pay £1,500.00 in branch')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Important Notification' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The printout is the order alone: no header, footer, menu or buttons.
  await page.emulateMedia({ media: 'print' });
  for (const hidden of [
    page.getByRole('banner'),
    page.getByRole('contentinfo'),
    page.getByRole('button', { name: 'Cancel order' }),
    page.getByRole('button', { name: 'Print' }),
  ]) {
    await expect(hidden).toBeHidden();
  }
  await expect(status).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toContainText(`Order ${order.Order_Id}`);
  await expect(dialog.getByRole('button', { name: 'Keep my order' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Yes, cancel my order' }).click();

  await expect(status).toHaveText('Cancelled');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: /^Status:/ })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await page.reload();
  await expect(status).toHaveText('Cancelled');
  await expect(page.getByText('You cancelled this order.')).toBeVisible();
  // No dead end: the page leads on to a new order.
  await page.screenshot({ path: testInfo.outputPath('cancelled-order.png'), fullPage: true });
  await page.getByRole('link', { name: 'Start a new order' }).click();
  await expect(page).toHaveURL('/');
});

test('a wrong order link says so and leads to the order status page', async ({ page }) => {
  const order = await placeOrderForLater(page);
  await page.goto(`/order/${order.Order_Id}?t=not-the-token`);
  await expect(page.getByRole('heading', { name: "We couldn't find this order" })).toBeVisible();
  await page.getByRole('link', { name: 'Check your order status' }).click();
  await expect(page).toHaveURL(/\/orderStatus$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order status' })).toBeVisible();
});
