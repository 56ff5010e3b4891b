import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import {
  details,
  expectNoAxeViolations,
  orderRow,
  placeOrderByApi,
  screenshots,
  uniqueSurname,
} from './dashboard-helpers.ts';
import { E2E_DATABASE_PATH } from './database-file.ts';
import { expect, test, toast } from './fixtures.ts';

/**
 * Holds orders for review as placing them would past CDD_THRESHOLD_GBP: the e2e server's
 * threshold is out of reach (playwright.config.ts), so that the run's many orders for one
 * customer never wait for review in other journeys.
 */
function holdForReview(orderIds: string[]) {
  expect(existsSync(E2E_DATABASE_PATH), E2E_DATABASE_PATH).toBe(true);
  const db = new DatabaseSync(E2E_DATABASE_PATH);
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    const hold = db.prepare(
      `UPDATE orders SET review = 'held', flags = '["linked"]', linked_gbp_minor = 1250000 WHERE id = ?`,
    );
    for (const id of orderIds) expect(hold.run(id).changes).toBe(1);
  } finally {
    db.close();
  }
}

test('an Admin reviews held orders: clears one, which can then be accepted, and rejects another', async ({
  page,
  login,
}, testInfo) => {
  await login('admin');
  const surname = uniqueSurname();
  const cleared = await placeOrderByApi(page.request, surname);
  const rejected = await placeOrderByApi(page.request, surname);
  holdForReview([cleared._id, rejected._id]);

  // The lists mark them, and their Accept is off.
  await page.goto(`/dashboard/manageOrders?q=${surname}`);
  const acceptHeld = orderRow(page, cleared.Order_Id).getByRole('button', {
    name: `Accept order ${cleared.Order_Id}`,
  });
  await expect(orderRow(page, cleared.Order_Id)).toContainText('Held for review');
  await expect(acceptHeld).toBeDisabled();

  await page.goto('/dashboard/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  // A card is named by its heading; other cards may list the order among their linked ones.
  const card = (orderNumber: string) =>
    page.getByRole('listitem', { name: `Order ${orderNumber}`, exact: true });
  await expect(card(cleared.Order_Id)).toContainText(`Ada ${surname}`);
  await expect(card(cleared.Order_Id)).toContainText('Brighton');
  await expect(card(cleared.Order_Id)).toContainText('£50.00, Click & Collect');
  await expect(card(cleared.Order_Id).getByTestId('linked-total')).toHaveText('£12,500.00');
  // The customer's other orders include the second one, placed after it.
  await expect(card(cleared.Order_Id).getByTestId('linked-orders')).toContainText(
    rejected.Order_Id,
  );
  await expectNoAxeViolations(page);
  await screenshots(page, testInfo, 'reviews');

  // Clear: a note is asked for first.
  await card(cleared.Order_Id)
    .getByRole('button', { name: `Clear order ${cleared.Order_Id}` })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Clear this order?' })).toBeVisible();
  await expect(dialog.getByLabel('Note')).toBeFocused();
  await dialog.getByRole('button', { name: 'Clear the order' }).click();
  await expect(dialog).toContainText('Write a note of at least 3 characters');
  await expectNoAxeViolations(page);
  await screenshots(page, testInfo, 'clear-dialog');
  await dialog.getByLabel('Note').fill('Payslips and bank statement seen');
  await dialog.getByRole('button', { name: 'Clear the order' }).click();
  await expect(
    toast(page, `Order ${cleared.Order_Id} cleared: it can now be accepted`),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card(cleared.Order_Id)).toHaveCount(0);
  expect(await details(page.request, cleared._id)).toMatchObject({ review: 'cleared' });

  // Reject: the order is deleted, the note its reason.
  await card(rejected.Order_Id)
    .getByRole('button', { name: `Reject order ${rejected.Order_Id}` })
    .click();
  await expect(dialog.getByRole('heading', { name: 'Reject this order?' })).toBeVisible();
  await dialog.getByLabel('Note').fill('No account of the source of funds');
  await dialog.getByRole('button', { name: 'Reject the order' }).click();
  await expect(toast(page, `Order ${rejected.Order_Id} rejected: it is deleted`)).toBeVisible();
  await expect(card(rejected.Order_Id)).toHaveCount(0);
  expect(await details(page.request, rejected._id)).toMatchObject({
    Status: 'Deleted',
    deleteReason: 'No account of the source of funds',
  });

  // The cleared order is accepted as any other; the rejected one is no longer pending.
  await page.goto(`/dashboard/manageOrders?q=${surname}`);
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await expect(orderRow(page, cleared.Order_Id)).not.toContainText('Held for review');
  await orderRow(page, cleared.Order_Id)
    .getByRole('button', { name: `Accept order ${cleared.Order_Id}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, accept it!' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Accepted!' })).toBeVisible();
  await page.goto(`/dashboard/orderDetails/${rejected._id}`);
  await expect(page.getByTestId('order-status')).toHaveText('Deleted');
});
