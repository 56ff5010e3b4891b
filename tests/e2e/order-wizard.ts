// What the order journeys share: the wizard's steps as a customer takes them, and the server's view.
import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';
import { CART_STORAGE_KEY } from '#shared/constants.ts';
import type { CollectionDay } from '#shared/schemas/branch.ts';
import type { Currency } from '#shared/schemas/currency.ts';
import type { CartItem, OrderDetails, PlacedOrder } from '#shared/schemas/order.ts';
import { E2E_DATABASE_PATH } from './database-file.ts';
import { expect } from './fixtures.ts';

export const CUSTOMER = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada.lovelace@example.com',
  phone: '01632 960123',
};

export async function currency(page: Page, code: string): Promise<Currency> {
  const response = await page.request.get(`/api/singleCurrency/${code}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Currency;
}

export async function collectionDays(page: Page, branchKey: string): Promise<CollectionDay[]> {
  const response = await page.request.get(`/api/branches/${branchKey}/collection-days`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as CollectionDay[];
}

/** The days an order placed now can be for: open, and ready in time. */
export const choosable = (days: CollectionDay[]) => days.filter((day) => day.readyFrom !== null);

/** Asks for a quote; the server may refuse it (see `addItem` for one that must be added). */
export async function add(page: Page, label: string, amount: string) {
  await page.getByLabel(label).fill(amount);
  await page.getByRole('button', { name: 'Add to basket' }).click();
}

/** Adds the server's quote for `amount` and waits for it in the basket. */
export async function addItem(page: Page, label: string, amount: string) {
  const items = page.getByTestId('basket-item');
  const count = await items.count();
  await add(page, label, amount);
  await expect(items).toHaveCount(count + 1);
}

export const daySelect = (page: Page, name = 'Collection day') =>
  page.getByRole('combobox', { name });

/** Picks the branch and waits for its days. */
export async function pickBranch(page: Page, name: string, day = 'Collection day') {
  await page.getByRole('radio', { name }).check();
  await expect(daySelect(page, day)).toBeEnabled();
}

export async function next(page: Page) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeFocused();
}

export async function fillDetails(page: Page) {
  await page.getByLabel('First name').fill(CUSTOMER.firstName);
  await page.getByLabel('Last name').fill(CUSTOMER.lastName);
  await page.getByLabel('Email', { exact: true }).fill(CUSTOMER.email);
  await page.getByLabel('Repeat email').fill(CUSTOMER.email);
  await page.getByLabel('Phone').fill(CUSTOMER.phone);
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
}

/** Places the order and returns the server's answer, read off the network. */
export async function placeOrder(page: Page): Promise<PlacedOrder> {
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/Order') && response.status() === 201,
  );
  await page.getByRole('button', { name: 'Place order' }).click();
  const order = (await (await answer).json()) as PlacedOrder;
  await expect(page.getByRole('heading', { name: 'Order confirmation' })).toBeFocused();
  return order;
}

export async function storedOrder(page: Page, id: string): Promise<OrderDetails> {
  const response = await page.request.get(`/api/details/${id}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as OrderDetails;
}

export const basket = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as CartItem[],
    CART_STORAGE_KEY,
  );

/** Lets the server's clock run out a stored quote, as 30 minutes would. */
export function expireQuoteInDatabase(quoteId: string) {
  expect(existsSync(E2E_DATABASE_PATH), E2E_DATABASE_PATH).toBe(true);
  const db = new DatabaseSync(E2E_DATABASE_PATH);
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    const expired = new Date(Date.now() - 60_000).toISOString();
    const changed = db
      .prepare('UPDATE quotes SET expires_at = ? WHERE id = ?')
      .run(expired, quoteId);
    expect(changed.changes).toBe(1);
  } finally {
    db.close();
  }
}
