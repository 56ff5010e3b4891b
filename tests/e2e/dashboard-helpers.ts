// What the dashboard's journeys share: orders placed as the storefront would, and the screens' parts.
import { randomBytes, randomUUID } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { orderBody } from '#server/test-support/orders.ts';
import { itemFromQuote } from '#shared/domain/basket-item.ts';
import type { Quote } from '#shared/schemas/quote.ts';
import type { Currency } from '#shared/schemas/currency.ts';
import type { CollectionDay } from '#shared/schemas/branch.ts';
import type { OrderDetails, PlacedOrder } from '#shared/schemas/order.ts';
import type { CurrencyStock } from '#shared/schemas/stock.ts';
import type { Way } from '#shared/domain/pricing.ts';
import { expect } from './fixtures.ts';

/** The local rate server playwright.config.ts starts as the currency-api. */
export const RATES_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310) + 20_000}/v1`;

export const MONTHS =
  'January|February|March|April|May|June|July|August|September|October|November|December';
/** 'MMMM Do YYYY', as "November 21st 2026". */
export const ORDINAL_DATE = new RegExp(`^(${MONTHS}) ([1-9]|[12]\\d|3[01])(st|nd|rd|th) \\d{4}$`);

/** A surname no other test uses, to search for this test's orders. */
export const uniqueSurname = () =>
  // Letters only: a name holds no digits.
  `Lovelace-${Array.from(randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

export async function currency(request: APIRequestContext, code: string): Promise<Currency> {
  const response = await request.get(`/api/singleCurrency/${code}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Currency;
}

/**
 * An order of one item in `code`, from a server quote as the storefront makes it: `amount` is
 * what the customer gives (GBP for an Order, the foreign currency for a Sell).
 */
export async function quotedOrderBody(
  request: APIRequestContext,
  {
    code,
    way,
    amount,
    lastName,
    addressKey = 'brighton',
  }: {
    code: string;
    way: Way;
    amount: string;
    lastName: string;
    addressKey?: string;
  },
) {
  const response = await request.post('/api/quotes', {
    data: { currency: code, way, amount },
  });
  expect(response.status(), await response.text()).toBe(201);
  return orderBody([itemFromQuote((await response.json()) as Quote)], { lastName, addressKey });
}

/** A Click & Collect order of £50 in `code`, from a server quote as the storefront makes it. */
export function collectOrderBody(request: APIRequestContext, code: string, lastName: string) {
  return quotedOrderBody(request, { code, way: 'Order', amount: '50', lastName });
}

export const postOrder = (request: APIRequestContext, body: object) =>
  request.post('/api/Order', { headers: { 'idempotency-key': randomUUID() }, data: body });

/**
 * Places a Click & Collect order of £50 in euros at Brighton through the API, as the storefront
 * would: for the earliest day, or `collectionDate`.
 */
export async function placeOrderByApi(
  request: APIRequestContext,
  lastName: string,
  collectionDate?: string,
): Promise<PlacedOrder> {
  const body = await collectOrderBody(request, 'EUR', lastName);
  const response = await postOrder(request, { ...body, collectionDate });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as PlacedOrder;
}

/** The last day of the next 14 that Brighton has an order ready on: never today. */
export async function laterCollectionDay(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/branches/brighton/collection-days');
  expect(response.ok(), await response.text()).toBe(true);
  const days = ((await response.json()) as CollectionDay[]).filter((day) => day.readyFrom);
  const last = days.slice(1).at(-1);
  if (!last) throw new Error('Brighton has no collection day after its first');
  return last.date;
}

/** Cancels the order as its customer does, through the link the 201 answer gave. */
export async function cancelAsCustomer(request: APIRequestContext, order: PlacedOrder) {
  const token = new URL(order.customerUrl, 'http://site.test').searchParams.get('t');
  const response = await request.post(`/api/customer-orders/${order.Order_Id}/cancel`, {
    data: { t: token },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Places a Click & Collect order of £60 in euros on the storefront's order page. */
export async function placeOrderOnStorefront(page: Page, lastName: string): Promise<string> {
  await page.goto('/purchase/EUR/Order');
  await page.getByLabel('You pay (GBP)').fill('60');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await page.getByRole('radio', { name: 'Brighton' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
  await page.getByLabel('Repeat email').fill('ada@example.com');
  await page.getByLabel('Phone').fill('01632 960123');
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  const number = page.getByTestId('order-number');
  await expect(number).toHaveText(/^\d{8}$/);
  return (await number.textContent())!;
}

export async function details(request: APIRequestContext, id: string): Promise<OrderDetails> {
  const response = await request.get(`/api/details/${id}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as OrderDetails;
}

export const orderRow = (page: Page, orderNumber: string) =>
  page.getByTestId('order-row').filter({ hasText: orderNumber });

/** Confirms the open dialog's action; its success step shows, then closes by itself. */
export async function confirmInDialog(
  page: Page,
  confirm: string,
  done: string,
  doneText?: string,
) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog.getByRole('heading', { name: done })).toBeVisible();
  if (doneText) await expect(dialog).toContainText(doneText);
  await expect(dialog).toBeHidden();
}

/** Records the customer's ID in the open Complete dialog, as staff do before completing. */
export async function checkCustomerId(page: Page, document = 'Passport', last4 = '123A') {
  const id = page.getByRole('dialog').getByRole('group', { name: "Customer's ID" });
  await id.getByLabel('Document', { exact: true }).selectOption({ label: document });
  await id.getByLabel('Last four characters').fill(last4);
}

/** A branch's notes of one currency, as the ledger keeps them. */
export async function stockOf(
  request: APIRequestContext,
  branchKey: string,
  code: string,
): Promise<CurrencyStock> {
  const response = await request.get(`/api/stock/${branchKey}/${code}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as CurrencyStock;
}

/** The notes on hand by face value (`{ "50": 10 }`), as `PUT /api/stock` takes them. */
export const onHandCounts = (stock: CurrencyStock): Record<string, number> =>
  Object.fromEntries(stock.notes.map((note) => [String(note.denomination), note.onHand]));

/** Sets a branch's notes of a currency, as staff do after counting: to put a journey's back. */
export async function setStockCounts(
  request: APIRequestContext,
  branchKey: string,
  code: string,
  counts: Record<string, number>,
) {
  const response = await request.put(`/api/stock/${branchKey}/${code}`, {
    data: { counts, reason: 'adjustment', note: 'Put back after a browser journey' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The page at 375, 820 and 1280 px wide, in the test's output folder; nothing wider than it. */
export async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  const size = page.viewportSize()!;
  for (const width of [375, 820, 1280]) {
    await page.setViewportSize({ width, height: 1000 });
    // Below 1024 px the menu is a drawer that slides away; above, it slides in beside the page.
    const menu = page.locator('#dashboard-drawer');
    if (width < 1024) await expect(menu).toBeHidden();
    else await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize(size);
}

/** axe finds nothing wrong on the page as it is. */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map(({ id, nodes }) => ({ id, targets: nodes.map((n) => n.target) }))).toEqual(
    [],
  );
}
