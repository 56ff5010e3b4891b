import { randomUUID } from 'node:crypto';
import { orderBody, quotedItem } from '#server/test-support/orders.ts';
import type { Currency } from '#shared/schemas/currency.ts';
import type { OrderView } from '#shared/schemas/order.ts';
import { expect, test } from './fixtures.ts';

test('a customer looks up an order by its number and e-mail', async ({ page }) => {
  const email = `status-${randomUUID()}@example.com`;
  const eur = (await (await page.request.get('/api/singleCurrency/EUR')).json()) as Currency;
  const placed = await page.request.post('/api/Order', {
    data: orderBody([quotedItem(eur, 'Order', '150')], { email, confirmEmail: email }),
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as OrderView;

  await page.goto('/orderStatus');
  await expect(page).toHaveTitle(/Order status/);
  await page.getByLabel('Order number').fill('1234');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Check status' }).click();
  await expect(page.getByText('An order number has 8 digits')).toBeVisible();

  await page.getByLabel('Order number').fill(order.Order_Id);
  await page.getByLabel('Email').fill('someone.else@example.com');
  await page.getByRole('button', { name: 'Check status' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    "We couldn't find an order with that number and email",
  );

  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Check status' }).click();
  const result = page.getByRole('region', { name: 'Your order' });
  await expect(result.getByRole('heading')).toHaveText(`Order ${order.Order_Id}`);
  await expect(result.getByTestId('order-status')).toHaveText('Pending');
  await expect(result).toContainText('Click & Collect');
});
