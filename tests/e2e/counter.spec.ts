// The cashier's minute at the counter: where Staff and Admins land on signing in, the order lists
// at a laptop's width and on a phone, and the Complete dialog saying what changes hands.
import type { Page } from '@playwright/test';
import {
  checkCustomerId,
  collectOrderBody,
  confirmInDialog,
  expectNoAxeViolations,
  orderRow,
  placeOrderByApi,
  postOrder,
  screenshots,
  uniqueSurname,
} from './dashboard-helpers.ts';
import { ADMIN, expect, test } from './fixtures.ts';

/** Signs in on the sign-in page, as a person does, having asked for no page in particular. */
async function signInOnThePage(page: Page, account: { email: string; password: string }) {
  await page.context().clearCookies();
  await page.goto('/signIn');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/dashboard/today');
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
}

test("Admins and Staff who sign in without asking for a page land on the dashboard's Today", async ({
  page,
  login,
  verifiedAccount,
}) => {
  const staff = await verifiedAccount();
  await login('admin');
  const made = await page.request.put(`/api/users/${encodeURIComponent(staff.email)}/access`, {
    data: { role: 'Staff', branches: ['brighton'], mlro: false },
  });
  expect(made.ok(), await made.text()).toBe(true);

  // Each lands on Today; the avatar menu's Dashboard link then opens Today for Staff and the
  // spec's Currency screen for Admins.
  for (const [account, path] of [
    [ADMIN, '/dashboard/Currency'],
    [staff, '/dashboard/today'],
  ] as const) {
    await signInOnThePage(page, account);
    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', path);
  }
});

/** A valid name of the longest kind the order form takes: 50 letters and hyphens. */
const longName = (surname: string) => `${surname}-${'Featherstonehaugh'.repeat(3)}`.slice(0, 50);

test('a 50-character name leaves every action on screen, ten orders to a laptop screen and thumb-sized actions on a phone', async ({
  page,
  login,
}, testInfo) => {
  test.slow();
  await login('admin');
  const surname = uniqueSurname();
  const long = longName(surname);
  const first = await placeOrderByApi(page.request, long);
  for (let placed = 1; placed < 11; placed++) {
    const response = await postOrder(
      page.request,
      await collectOrderBody(page.request, 'EUR', surname),
    );
    expect(response.status(), await response.text()).toBe(201);
  }

  for (const width of [1280, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/dashboard/manageOrders?q=${surname}`);
    const rows = page.getByTestId('order-row');
    await expect(rows).toHaveCount(11);
    // The spec's columns stay a table.
    await expect(page.getByRole('columnheader', { name: 'Time' })).toBeVisible();
    const row = orderRow(page, first.Order_Id);
    const name = row.getByTitle(`Ada ${long}`);
    await expect(name).toHaveText(`Ada ${long}`);
    for (const action of ['Details', 'Accept', 'Delete']) {
      const box = (await row
        .getByRole(action === 'Details' ? 'link' : 'button', {
          name: action,
        })
        .boundingBox())!;
      expect(box.x + box.width, `${action} at ${width} px`).toBeLessThanOrEqual(width);
      // One line: a button never wraps under another.
      expect(box.height).toBeLessThan(32);
    }
    // Nothing scrolls sideways, and the tenth row ends above the screen's bottom edge.
    const region = page.getByRole('region').filter({ has: rows.first() });
    expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    const tenth = (await rows.nth(9).boundingBox())!;
    expect(tenth.y + tenth.height, `the tenth row at ${width} px`).toBeLessThanOrEqual(800);
    // The whole name shows while the row has the focus.
    await row.getByRole('link', { name: `Details of order ${first.Order_Id}` }).focus();
    expect((await name.boundingBox())!.height).toBeGreaterThan(40);
  }
  await screenshots(page, testInfo, 'pending-long-name');

  // On a phone each order is a card whose Accept and Delete are a thumb's height, apart.
  await page.setViewportSize({ width: 375, height: 800 });
  const card = orderRow(page, first.Order_Id);
  const accept = (await card.getByRole('button', { name: 'Accept' }).boundingBox())!;
  const remove = (await card.getByRole('button', { name: 'Delete' }).boundingBox())!;
  expect(accept.height).toBeGreaterThanOrEqual(44);
  expect(remove.height).toBeGreaterThanOrEqual(44);
  expect(remove.x - (accept.x + accept.width)).toBeGreaterThanOrEqual(24);
  expect(remove.x + remove.width).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
});

test('the Complete dialog says what changes hands beside the ID check, and the completed order leads with its receipt', async ({
  page,
  login,
}, testInfo) => {
  await login('admin');
  const surname = uniqueSurname();
  const order = await placeOrderByApi(page.request, surname);
  const accepted = await page.request.get(`/api/pendingToAceept/${order._id}`);
  expect(accepted.ok(), await accepted.text()).toBe(true);

  await page.goto(`/dashboard/activeOrders?q=${surname}`);
  await orderRow(page, order.Order_Id)
    .getByRole('button', { name: `Complete order ${order.Order_Id}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Complete this order?' });
  const exchange = dialog.getByRole('region', { name: 'What changes hands' });
  // £50 to take, and the euros held for the customer, note by note.
  await expect(exchange).toContainText('Take from the customer£50.00');
  await expect(exchange.getByTestId('order-notes')).toHaveText(/^\d+\.\d{2} EUR: \d+ × €\d+/);

  // A problem shown goes as soon as the field is put right.
  await dialog.getByRole('button', { name: 'Yes, complete it!' }).click();
  const missing = dialog.getByText('Enter the last four letters or digits of the document');
  await expect(missing).toBeVisible();
  await checkCustomerId(page);
  await expect(missing).toBeHidden();
  await expect(dialog.getByText('Choose the document the customer showed')).toBeHidden();
  await screenshots(page, testInfo, 'complete-dialog');
  await expectNoAxeViolations(page);
  await confirmInDialog(page, 'Yes, complete it!', 'Completed!');

  // The completed order: its receipt and history first, no internal key, Delete last.
  await page.goto(`/dashboard/orderDetails/${order._id}`);
  const details = page.getByTestId('order-details');
  const headings = details.getByRole('heading', { level: 2 });
  await expect(headings.first()).toHaveText('Receipt');
  await expect(headings.nth(1)).toHaveText('History');
  await expect(headings.last()).toHaveText('Actions');
  await expect(details.getByRole('link', { name: 'View receipt' })).toBeVisible();
  await expect(details).not.toContainText('Branch key');
  await screenshots(page, testInfo, 'completed-details');
  await expectNoAxeViolations(page);
});
