// A completed order's receipt: staff complete an order with the customer's ID, open Print
// receipt from its details, and the receipt shows (and prints alone) with the bureau's MSB
// number, the branch, the order number, each currency's amount, rate and commission, the GBP
// total and the ID document.
import { formatAmount, formatRate } from '#shared/domain/pricing.ts';
import type { BusinessInfo } from '#shared/schemas/business.ts';
import {
  confirmInDialog,
  expectNoAxeViolations,
  orderRow,
  placeOrderByApi,
  screenshots,
  uniqueSurname,
} from './dashboard-helpers.ts';
import { expect, test } from './fixtures.ts';

test('staff complete an order and print its receipt with the figures', async ({
  page,
  login,
}, testInfo) => {
  await login('admin');
  const surname = uniqueSurname();
  const order = await placeOrderByApi(page.request, surname);
  const accepted = await page.request.get(`/api/pendingToAceept/${order._id}`);
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const business = (await (await page.request.get('/api/business')).json()) as BusinessInfo;

  // Before completion the order has no receipt to print.
  await page.goto(`/dashboard/orderDetails/${order._id}`);
  await expect(page.getByTestId('order-status')).toHaveText('Accepted');
  await expect(page.getByRole('button', { name: 'Print receipt' })).toHaveCount(0);

  await page.goto(`/dashboard/activeOrders?q=${surname}`);
  await orderRow(page, order.Order_Id)
    .getByRole('button', { name: `Complete order ${order.Order_Id}` })
    .click();
  const id = page.getByRole('dialog').getByRole('group', { name: "Customer's ID" });
  await id.getByLabel('Document', { exact: true }).selectOption({ label: 'Passport' });
  await id.getByLabel('Last four characters').fill('12ab');
  await confirmInDialog(page, 'Yes, complete it!', 'Completed!');

  await page.goto(`/dashboard/orderDetails/${order._id}`);
  await expect(page.getByTestId('order-status')).toHaveText('Completed');
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Print receipt' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orderDetails/${order._id}/receipt$`));
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

  const receipt = page.getByRole('article', { name: `Receipt for order ${order.Order_Id}` });
  await expect(receipt).toBeVisible();
  const line = order.Orders[0]!;
  await expect(receipt).toContainText(business.tradingName);
  await expect(receipt).toContainText(
    `MSB registration number${business.msbNumber || 'Not yet registered'}`,
  );
  await expect(receipt).toContainText(`Order number${order.Order_Id}`);
  await expect(receipt).toContainText('Brighton');
  await expect(receipt.getByTestId('receipt-line')).toHaveText([
    [
      'EUR',
      formatAmount(line.currencyTake),
      formatRate(line.Rate),
      '£0.00',
      `£${formatAmount(line.currencyMy)}`,
    ].join(''),
  ]);
  await expect(receipt).toContainText('Commission£0.00');
  await expect(receipt).toContainText(`Total paid£${formatAmount(order.TotalMoney)}`);
  await expect(receipt).toContainText('ID document checkedPassport');
  await expect(receipt).toContainText(/Completed\d{1,2} \w+ \d{4}, \d{2}:\d{2}/);
  await screenshots(page, testInfo, 'receipt');
  await expectNoAxeViolations(page);

  await page.emulateMedia({ media: 'print' });
  try {
    await expect(receipt).toBeVisible();
    await expect(page.locator('#dashboard-drawer')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
    expect(await page.getByRole('button').and(page.locator(':visible')).count()).toBe(0);
    await page.screenshot({ path: testInfo.outputPath('receipt-print.png'), fullPage: true });
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }

  // The Print button prints it again; Back returns to the order.
  await page.evaluate(() => document.body.removeAttribute('data-printed'));
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.getByRole('link', { name: 'Back to the order' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Completed');
});
