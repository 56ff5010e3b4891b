// The branch's day for its cashiers: Today, the header's search, live lists, filters and cards.
import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';
import { ukDate } from '#shared/domain/uk-time.ts';
import { E2E_DATABASE_PATH } from './database-file.ts';
import {
  expectNoAxeViolations,
  laterCollectionDay,
  orderRow,
  placeOrderByApi,
  screenshots,
  uniqueSurname,
} from './dashboard-helpers.ts';
import { expect, test } from './fixtures.ts';

/**
 * Moves an order to today, as if placed for it: an order placed now may be too late for today's
 * collections (ORDER_READY_MINUTES), so the journey moves it in the server's database.
 */
function collectToday(orderId: string) {
  expect(existsSync(E2E_DATABASE_PATH), E2E_DATABASE_PATH).toBe(true);
  const db = new DatabaseSync(E2E_DATABASE_PATH);
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    const changed = db
      .prepare('UPDATE orders SET collection_date = ? WHERE id = ?')
      .run(ukDate(new Date()), orderId);
    expect(changed.changes).toBe(1);
  } finally {
    db.close();
  }
}

/** Nothing on the page is wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
    .toBe(true);
}

test('Today lists an order for today at Brighton under Collect today, linked to its details', async ({
  page,
  login,
}, testInfo) => {
  await login('admin');
  const order = await placeOrderByApi(page.request, uniqueSurname());
  collectToday(order._id);

  await page.goto('/dashboard/today?branch=brighton');
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  const collect = page.getByRole('region', { name: /^Collect today/ });
  const link = collect.getByRole('link', { name: `Order ${order.Order_Id}` });
  await expect(link).toBeVisible();
  for (const section of [/^Drop-offs today/, /^Overdue/, /^Tomorrow to prepare/]) {
    await expect(page.getByRole('region', { name: section })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await screenshots(page, testInfo, 'today');

  await link.click();
  await expect(page).toHaveURL(`/dashboard/orderDetails/${order._id}`);
});

test("the header's search opens the one order its number finds", async ({ page, login }) => {
  await login('admin');
  const order = await placeOrderByApi(page.request, uniqueSurname());
  await page.goto('/dashboard/today');
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(order.Order_Id);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page).toHaveURL(`/dashboard/orderDetails/${order._id}`);
  await expect(page.getByText(order.Order_Id).first()).toBeVisible();
});

test("the header's search lists several matches on Search, each with its status", async ({
  page,
  login,
}, testInfo) => {
  await login('admin');
  const surname = uniqueSurname();
  const pending = await placeOrderByApi(page.request, surname);
  const accepted = await placeOrderByApi(page.request, surname);
  expect((await page.request.get(`/api/pendingToAceept/${accepted._id}`)).ok()).toBe(true);
  await page.goto('/dashboard/today');
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(surname);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page).toHaveURL(`/dashboard/search?q=${surname}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Orders matching “${surname}”` }),
  ).toBeVisible();
  await expect(orderRow(page, pending.Order_Id).getByTestId('row-status')).toHaveText('Pending');
  await expect(orderRow(page, accepted.Order_Id).getByTestId('row-status')).toHaveText('Accepted');
  await expectNoAxeViolations(page);
  await screenshots(page, testInfo, 'search');
});

test('an order placed while the Pending list is open shows within 10 seconds, counted as new', async ({
  page,
  login,
}) => {
  await login('admin');
  const surname = uniqueSurname();
  const first = await placeOrderByApi(page.request, surname);
  await page.goto(`/dashboard/manageOrders?q=${surname}`);
  await expect(orderRow(page, first.Order_Id)).toBeVisible();
  // The list has asked the pulse where "new" starts.
  await page.waitForResponse((response) => response.url().endsWith('/api/orders/pulse'));

  const second = await placeOrderByApi(page.request, surname);
  const arrived = orderRow(page, second.Order_Id);
  await expect(arrived).toBeVisible({ timeout: 10_000 });
  await expect(arrived.getByText('New', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 new order' })).toBeVisible();
  // Newest first: it came in at the top.
  await expect(page.getByTestId('order-row').first()).toContainText(second.Order_Id);

  await page.getByRole('button', { name: 'Show new orders' }).click();
  await expect(page.getByRole('button', { name: 'Show new orders' })).toBeHidden();
  await expect(page.getByTestId('order-row')).toHaveCount(2);
});

test('the branch and collection-day filters narrow the list, kept in the address', async ({
  page,
  login,
}, testInfo) => {
  await login('admin');
  const surname = uniqueSurname();
  const later = await laterCollectionDay(page.request);
  const soon = await placeOrderByApi(page.request, surname);
  const planned = await placeOrderByApi(page.request, surname, later);
  await page.goto(`/dashboard/manageOrders?q=${surname}`);
  await expect(page.getByTestId('order-row')).toHaveCount(2);

  await page.getByLabel('Collection day').fill(later);
  await expect(page).toHaveURL(`/dashboard/manageOrders?q=${surname}&day=${later}`);
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await expect(orderRow(page, planned.Order_Id)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, testInfo, 'pending-filtered');

  await page.getByRole('combobox', { name: 'Branch' }).selectOption({ label: 'Worthing' });
  await expect(page).toHaveURL(`/dashboard/manageOrders?q=${surname}&branch=worthing&day=${later}`);
  await expect(page.getByText('No orders to show.')).toBeVisible();

  await page.getByRole('combobox', { name: 'Branch' }).selectOption({ label: 'Brighton' });
  await expect(orderRow(page, planned.Order_Id)).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(`/dashboard/manageOrders?q=${surname}`);
  await expect(page.getByTestId('order-row')).toHaveCount(2);
  await expect(orderRow(page, soon.Order_Id)).toBeVisible();
});

test('at 375 px the Pending list is cards with their Accept in view', async ({ page, login }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await login('admin');
  const surname = uniqueSurname();
  const order = await placeOrderByApi(page.request, surname);
  await page.goto(`/dashboard/manageOrders?q=${surname}`);
  const card = orderRow(page, order.Order_Id);
  // A card, not a table row; the column headings are for screen readers only.
  await expect(card).not.toHaveCSS('display', 'table-row');
  await expect(page.locator('main thead')).toHaveCSS('position', 'absolute');
  const accept = card.getByRole('button', { name: `Accept order ${order.Order_Id}` });
  await accept.scrollIntoViewIfNeeded();
  await expect(accept).toBeInViewport();
  const box = (await accept.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await expectNoSidewaysScroll(page);
});

test('at 820 px nothing scrolls sideways: Today, the lists and the search', async ({
  page,
  login,
}) => {
  await page.setViewportSize({ width: 820, height: 1000 });
  await login('admin');
  const surname = uniqueSurname();
  const order = await placeOrderByApi(page.request, surname);
  for (const path of [
    '/dashboard/today',
    `/dashboard/manageOrders?q=${surname}`,
    '/dashboard/activeOrders',
    '/dashboard/history',
    `/dashboard/search?q=${surname}`,
  ]) {
    await page.goto(path);
    await expect(page.locator('main [role=status]').filter({ hasText: /^Loading/ })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  }
  // The list's table fits too: its box does not scroll.
  await page.goto(`/dashboard/manageOrders?q=${surname}`);
  const table = page.getByRole('region', { name: /^Pending orders/ });
  await expect(orderRow(page, order.Order_Id)).toBeVisible();
  expect(await table.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
});
