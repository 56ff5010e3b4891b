import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { formatCollectionDay } from '#shared/domain/collection-note.ts';
import type { CollectionDay } from '#shared/schemas/branch.ts';
import type { PlacedOrder } from '#shared/schemas/order.ts';
import { formatLongDay, formatShortDay } from '#web/lib/calendar-day.ts';
import {
  cancelAsCustomer,
  checkCustomerId,
  confirmInDialog,
  details,
  expectNoAxeViolations,
  laterCollectionDay,
  MONTHS,
  ORDINAL_DATE,
  orderRow,
  placeOrderByApi,
  placeOrderOnStorefront,
  postOrder,
  quotedOrderBody,
  screenshots,
  uniqueSurname,
} from './dashboard-helpers.ts';
import { ADMIN, expect, test, toast } from './fixtures.ts';

test('an Admin accepts, completes, finds in History, exports and deletes orders', async ({
  page,
  login,
}) => {
  const surname = uniqueSurname();
  const orderNumber = await placeOrderOnStorefront(page, surname);
  await login('admin');
  const other = await placeOrderByApi(page.request, surname);

  // Pending Orders: both orders, found by the search; accept the storefront's after confirming.
  await page.goto(`/dashboard/manageOrders?q=${surname}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pending Orders' })).toBeVisible();
  await expect(page.getByTestId('order-row')).toHaveCount(2);
  const row = orderRow(page, orderNumber);
  await expect(row.getByRole('cell').nth(0)).toHaveText(`Ada ${surname}`);
  await expect(row.getByRole('cell').nth(2)).toHaveText('Click & Collect');
  await expect(row.getByTestId('row-branch')).toHaveText('at Brighton');
  await expect(row.getByRole('cell').nth(4)).toHaveText('60.00 GBP');
  await expect(row.getByRole('cell').nth(5)).toHaveText(/^\d+\.\d{2} EUR$/);
  // The day to collect, as "Tue 24 Nov", at its branch: both orders are for the earliest day.
  await expect(page.getByRole('columnheader', { name: 'Collect on' })).toBeVisible();
  await expect(row.getByRole('cell').nth(3)).toHaveText(
    `${formatShortDay(other.collectionDate)} at Brighton`,
  );
  await expect(orderRow(page, other.Order_Id).getByRole('cell').nth(3)).toHaveText(
    `${formatShortDay(other.collectionDate)} at Brighton`,
  );
  await row.getByRole('button', { name: `Accept order ${orderNumber}` }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirmInDialog(page, 'Yes, accept it!', 'Accepted!');
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await expect(orderRow(page, orderNumber)).toHaveCount(0);

  // Accepted Orders: complete it.
  await page.goto(`/dashboard/activeOrders?q=${surname}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Accepted Orders' })).toBeVisible();
  await orderRow(page, orderNumber)
    .getByRole('button', { name: `Complete order ${orderNumber}` })
    .click();
  await checkCustomerId(page);
  await confirmInDialog(page, 'Yes, complete it!', 'Completed!');
  await expect(page.getByText('No orders to show.')).toBeVisible();

  // History: the completed order, its date as "November 21st 2026".
  await page.goto('/dashboard/history');
  await page.getByRole('searchbox', { name: 'Search this list' }).fill(surname);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`/dashboard/history?q=${surname}`);
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  const time = (await orderRow(page, orderNumber).getByRole('cell').nth(6).textContent())!;
  expect(time).toMatch(ORDINAL_DATE);

  // The CSV holds exactly what the search matches.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv.split('\r\n')).toEqual([
    '\uFEFFOrder Id,Name,Email,Phone Number,Way,Amount (GBP),FX Amount,Time,Collection date',
    expect.stringMatching(
      new RegExp(
        `^${orderNumber},Ada ${surname},ada@example\\.com,01632 960123,Click & Collect,60\\.00,\\d+\\.\\d{2} EUR,${time},\\d{4}-\\d{2}-\\d{2}$`,
      ),
    ),
    '',
  ]);
  await expect(toast(page, 'Exported 1 order')).toBeVisible();

  // Its details: everything, and who moved it.
  await orderRow(page, orderNumber)
    .getByRole('link', { name: `Details of order ${orderNumber}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Completed');
  await expect(page.getByRole('region', { name: 'Customer', exact: true })).toContainText(
    `Ada ${surname}`,
  );
  const branch = page.getByRole('region', { name: 'Branch' });
  await expect(branch).toContainText('Brighton');
  await expect(branch).toContainText(/Collection\s*Collect from Brighton on \w+ \d{1,2} \w+, /);
  await expect(branch).toContainText(new RegExp(`Held until\\s*(${MONTHS}) `));
  // On screen; the staff copy, for paper only, lists it again.
  await expect(page.getByTestId('order-item').filter({ visible: true })).toHaveCount(1);
  await expect(page.getByTestId('history-entry')).toHaveText([
    /^Placed.*by the customer$/,
    new RegExp(`^Accepted \\(Pending → Accepted\\).*by ${ADMIN.email}$`),
    new RegExp(`^Completed \\(Accepted → Completed\\).*by ${ADMIN.email}$`),
  ]);
  await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  // Delete the other order, with the spec's confirmation.
  await page.goto(`/dashboard/manageOrders?q=${surname}`);
  await orderRow(page, other.Order_Id)
    .getByRole('button', { name: `Delete order ${other.Order_Id}` })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
  await expect(dialog).toContainText("You won't be able to revert this!");
  await confirmInDialog(page, 'Yes, delete it!', 'Deleted!', 'Your file has been deleted.');
  await expect(page.getByText('No orders to show.')).toBeVisible();
  expect((await details(page.request, other._id)).Status).toBe('Deleted');
});

test('History lists an order its customer cancelled under Cancelled, with its day', async ({
  page,
  login,
}) => {
  await login('admin');
  const surname = uniqueSurname();
  // A later day: an order can be cancelled only before its collection day begins.
  const day = await laterCollectionDay(page.request);
  const order = await placeOrderByApi(page.request, surname, day);
  await cancelAsCustomer(page.request, order);

  // Not Completed: History's first tab has none of this customer's orders.
  await page.goto(`/dashboard/history?q=${surname}`);
  await expect(page.getByRole('tab', { name: 'Completed', selected: true })).toBeVisible();
  await expect(page.getByText('No orders to show.')).toBeVisible();

  await page.getByRole('tab', { name: 'Cancelled' }).click();
  await expect(page).toHaveURL(`/dashboard/history?q=${surname}&tab=cancelled`);
  const row = orderRow(page, order.Order_Id);
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await expect(row.getByRole('cell').nth(3)).toHaveText(`${formatShortDay(day)} at Brighton`);
  // Nothing more can be done with it.
  await expect(row.getByRole('button')).toHaveCount(0);

  // Its details say who cancelled it, and lead back to the same tab.
  await row.getByRole('link', { name: `Details of order ${order.Order_Id}` }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('history-entry').last()).toHaveText(
    /^Cancelled \(Pending → Cancelled\).*by the customer$/,
  );
  await page.getByRole('link', { name: 'Back to History' }).click();
  await expect(page).toHaveURL('/dashboard/history?tab=cancelled');
  await expect(page.getByRole('tab', { name: 'Cancelled', selected: true })).toBeVisible();

  // Off the working lists, and not Expired.
  await page.goto(`/dashboard/manageOrders?q=${surname}`);
  await expect(page.getByText('No orders to show.')).toBeVisible();
  await page.goto(`/dashboard/history?q=${surname}&tab=expired`);
  await expect(page.getByRole('tab', { name: 'Expired', selected: true })).toBeVisible();
  await expect(page.getByText('No orders to show.')).toBeVisible();
});

test('cancelling a confirmation, or pressing Escape, changes nothing', async ({ page, login }) => {
  await login('admin');
  const surname = uniqueSurname();
  const order = await placeOrderByApi(page.request, surname);
  await page.goto(`/dashboard/manageOrders?q=${surname}`);
  const deleteButton = orderRow(page, order.Order_Id).getByRole('button', {
    name: `Delete order ${order.Order_Id}`,
  });
  await deleteButton.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(deleteButton).toBeFocused();

  await deleteButton.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  expect((await details(page.request, order._id)).Status).toBe('Pending');
});

test('Statics shows the three counters and the 30-day chart', async ({ page, login }) => {
  await login('admin');
  await placeOrderByApi(page.request, uniqueSurname());
  await page.goto('/dashboard/Statics');
  await expect(page.getByTestId('order-counter')).toHaveText([
    /^Accepted Orders\d+$/,
    /^Pending Orders[1-9]\d*$/,
    /^Completed Orders\d+$/,
  ]);
  const chart = page.getByRole('figure', { name: 'Orders and GBP volume per day, last 30 days' });
  await expect(chart.getByRole('img')).toHaveAttribute(
    'aria-label',
    /^Bar chart of orders per day with a line of GBP volume: [1-9]\d* orders, £[\d,.]+$/,
  );
  await chart.getByText('Show the figures').click();
  await expect(chart.getByRole('table').getByRole('row')).toHaveCount(31);
});

test('a day with an order cannot be closed until staff move the order, and the customer is told the new day', async ({
  page,
  login,
  mailboxUrl,
}, testInfo) => {
  await login('admin');
  // Late days at Worthing, one pair per project: other journeys take Brighton's earliest days.
  const response = await page.request.get('/api/branches/worthing/collection-days');
  const days = ((await response.json()) as CollectionDay[]).filter((day) => day.readyFrom);
  const [from, to] =
    testInfo.project.name === 'desktop'
      ? [days.at(-2)!, days.at(-1)!]
      : [days.at(-4)!, days.at(-3)!];
  const email = `moved-${randomUUID().slice(0, 8)}@example.com`;
  const body = await quotedOrderBody(page.request, {
    code: 'EUR',
    way: 'Order',
    amount: '100',
    lastName: uniqueSurname(),
    addressKey: 'worthing',
  });
  const placed = await postOrder(page.request, {
    ...body,
    email,
    confirmEmail: email,
    collectionDate: from.date,
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as PlacedOrder;
  const close = () =>
    page.request.post('/api/branches/worthing/closures', {
      data: { date: from.date, reason: 'Refit' },
    });

  const refused = await close();
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toContain(
    order.Order_Id,
  );

  await page.goto(`/dashboard/orderDetails/${order._id}`);
  const form = page.getByRole('form', { name: 'Move to another day' });
  await form.getByLabel('Move to another day').selectOption(to.date);
  await screenshots(page, testInfo, 'move-collection-day');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Move order' }).click();
  await expect(
    toast(
      page,
      `Order ${order.Order_Id} is now for ${formatLongDay(to.date)}: the customer has been e-mailed`,
    ),
  ).toBeVisible();
  await expect(page.getByTestId('history-entry').last()).toContainText('Moved to another day');
  await expect
    .poll(async () => {
      const mails = (await (
        await page.request.get(`${mailboxUrl}/messages`, { params: { to: email } })
      ).json()) as Array<{ subject: string }>;
      return mails.map((mail) => mail.subject);
    })
    .toContain(`Your order ${order.Order_Id} is now for ${formatCollectionDay(to.date)}`);

  const closed = await close();
  expect(closed.status(), await closed.text()).toBe(201);
  const { id } = (await closed.json()) as { id: string };
  expect((await page.request.delete(`/api/branches/worthing/closures/${id}`)).status()).toBe(204);
});
