// The customer's ID check as an order completes, and an Admin's reasoned delete of a completed
// order: the dialogs at phone, tablet and laptop widths, their success steps closing by themselves
// (confirmInDialog waits for that) or at once on OK.
import type { Page } from '@playwright/test';
import {
  checkCustomerId,
  confirmInDialog,
  details,
  expectNoAxeViolations,
  orderRow,
  placeOrderByApi,
  screenshots,
  uniqueSurname,
} from './dashboard-helpers.ts';
import { ADMIN, expect, test } from './fixtures.ts';

/**
 * Signs in as the Admin and places an order of this test's own, moved through `moves` by the
 * API; the list pages open on it with its surname.
 */
async function adminWithOrder(
  page: Page,
  login: (as: 'admin') => Promise<unknown>,
  moves: Array<'accept' | 'complete'>,
) {
  await login('admin');
  const surname = uniqueSurname();
  const order = await placeOrderByApi(page.request, surname);
  for (const move of moves) {
    const response =
      move === 'accept'
        ? await page.request.get(`/api/pendingToAceept/${order._id}`)
        : await page.request.put(`/api/acceptedToCompleted/${order._id}`);
    expect(response.ok(), await response.text()).toBe(true);
  }
  return { surname, order };
}

test("completing an order records the customer's ID, shown in its details", async ({
  page,
  login,
}, testInfo) => {
  const { surname, order } = await adminWithOrder(page, login, ['accept']);
  await page.goto(`/dashboard/activeOrders?q=${surname}`);
  await orderRow(page, order.Order_Id)
    .getByRole('button', { name: `Complete order ${order.Order_Id}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Complete this order?' });
  const documentField = dialog.getByLabel('Document', { exact: true });
  await expect(documentField).toBeFocused();

  // Both are required before anything is sent.
  await dialog.getByRole('button', { name: 'Yes, complete it!' }).click();
  await expect(dialog.getByText('Choose the document the customer showed')).toBeVisible();
  await expect(
    dialog.getByText('Enter the last four letters or digits of the document'),
  ).toBeVisible();
  await expect(documentField).toBeFocused();
  await screenshots(page, testInfo, 'id-check-required');
  await expectNoAxeViolations(page);
  expect((await details(page.request, order._id)).Status).toBe('Accepted');

  await checkCustomerId(page, 'Passport', '12ab');
  await screenshots(page, testInfo, 'id-check');
  await expectNoAxeViolations(page);
  // The success step goes by itself: nothing is clicked.
  await confirmInDialog(page, 'Yes, complete it!', 'Completed!', 'The order is in History.');
  await expect(page.getByText('No orders to show.')).toBeVisible();

  const recorded = await details(page.request, order._id);
  expect(recorded.idCheck).toMatchObject({
    type: 'passport',
    last4: '12AB',
    checkedBy: ADMIN.email,
  });
  await page.goto(`/dashboard/orderDetails/${order._id}`);
  await expect(page.getByTestId('order-status')).toHaveText('Completed');
  await expect(
    page.getByText(new RegExp(`Passport ending 12AB, checked by ${ADMIN.email}`)).first(),
  ).toBeVisible();
});

test('an Admin deletes a completed order from History with a reason', async ({
  page,
  login,
}, testInfo) => {
  const { surname, order } = await adminWithOrder(page, login, ['accept', 'complete']);
  await page.goto(`/dashboard/history?q=${surname}`);
  await orderRow(page, order.Order_Id)
    .getByRole('button', { name: `Delete order ${order.Order_Id}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText("You won't be able to revert this!");
  const reason = dialog.getByRole('textbox', { name: 'Reason for deleting' });
  await expect(reason).toBeFocused();
  await dialog.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(dialog.getByText('Give a reason')).toBeVisible();
  expect((await details(page.request, order._id)).Status).toBe('Completed');

  await reason.fill('Entered twice: the customer was served on another order');
  await screenshots(page, testInfo, 'delete-reason');
  await expectNoAxeViolations(page);
  await confirmInDialog(page, 'Yes, delete it!', 'Deleted!', 'Your file has been deleted.');
  await expect(page.getByText('No orders to show.')).toBeVisible();

  await page.goto(`/dashboard/orderDetails/${order._id}`);
  await expect(page.getByTestId('order-status')).toHaveText('Deleted');
  await expect(
    page.getByText('Entered twice: the customer was served on another order').first(),
  ).toBeVisible();
  expect((await details(page.request, order._id)).deleteReason).toBe(
    'Entered twice: the customer was served on another order',
  );
});

test('the success step still closes at once on OK', async ({ page, login }) => {
  const { surname, order } = await adminWithOrder(page, login, []);
  await page.goto(`/dashboard/manageOrders?q=${surname}`);
  await orderRow(page, order.Order_Id)
    .getByRole('button', { name: `Accept order ${order.Order_Id}` })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Yes, accept it!' }).click();
  await expect(dialog.getByRole('heading', { name: 'Accepted!' })).toBeVisible();
  const shown = Date.now();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  expect(Date.now() - shown).toBeLessThan(2_000);
});
