// The order wizard never loses its place: each step is a history entry (`?step=2`), the draft
// is kept for the session (sessionStorage `order-draft`) until the order is placed, and a price
// hold that runs out while the details are typed says so where the customer is.
import type { Page } from '@playwright/test';
import { formatCollectionDay } from '#shared/domain/collection-note.ts';
import { expectNoAxeViolations } from './dashboard-helpers.ts';
import { expect, test } from './fixtures.ts';
import {
  addItem,
  choosable,
  collectionDays,
  CUSTOMER,
  daySelect,
  next,
  pickBranch,
  placeOrder,
} from './order-wizard.ts';
import { storefrontScreenshots } from './storefront-screenshots.ts';

const draft = (page: Page) => page.evaluate(() => sessionStorage.getItem('order-draft'));

/** The details typed, the terms not yet accepted. */
async function typeDetails(page: Page) {
  await page.getByLabel('First name').fill(CUSTOMER.firstName);
  await page.getByLabel('Last name').fill(CUSTOMER.lastName);
  await page.getByLabel('Email', { exact: true }).fill(CUSTOMER.email);
  await page.getByLabel('Repeat email').fill(CUSTOMER.email);
  await page.getByLabel('Phone').fill(CUSTOMER.phone);
}

async function expectDetailsKept(page: Page) {
  await expect(page.getByLabel('First name')).toHaveValue(CUSTOMER.firstName);
  await expect(page.getByLabel('Last name')).toHaveValue(CUSTOMER.lastName);
  await expect(page.getByLabel('Repeat email')).toHaveValue(CUSTOMER.email);
  await expect(page.getByLabel('Phone')).toHaveValue(CUSTOMER.phone);
}

test('Back, Forward and a reload on step 2 keep the step, the branch, the day, the notes and the details; placing the order clears them', async ({
  page,
}, testInfo) => {
  // A later day than the earliest, so that keeping it is not the default at work.
  const day = choosable(await collectionDays(page, 'worthing'))[2]!.date;
  await page.goto('/');
  await page.goto('/purchase/EUR/Order');
  await addItem(page, 'You pay (GBP)', '120');
  await pickBranch(page, 'Worthing');
  await daySelect(page).selectOption(day);
  await page.getByRole('radio', { name: 'Smaller notes' }).check();
  await next(page);
  await expect(page).toHaveURL(/\/purchase\/EUR\/Order\?step=2$/);
  await typeDetails(page);

  // Back returns to step 1, not the home page, with the choices made.
  await page.goBack();
  await expect(page).toHaveURL(/\/purchase\/EUR\/Order$/);
  await expect(page.getByRole('heading', { name: 'Create Order' })).toBeFocused();
  await expect(page.getByRole('radio', { name: 'Worthing' })).toBeChecked();
  await expect(daySelect(page)).toHaveValue(day);
  await expect(page.getByRole('radio', { name: 'Smaller notes' })).toBeChecked();

  // Forward returns to step 2 with the details typed.
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeFocused();
  await expectDetailsKept(page);

  // A reload stays on step 2: the details, the branch, the day and the notes come back.
  await page.reload();
  await expect(page).toHaveURL(/\?step=2$/);
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await expectDetailsKept(page);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText(formatCollectionDay(day));
  await expect(summary).toContainText(/Worthing/);
  await expect(summary).toContainText('Smaller notes');
  await expect(page.getByTestId('rate-hold')).toHaveText(
    /Your rates are held for another \d+:\d\d/,
  );
  expect(JSON.parse((await draft(page)) ?? '{}')).toMatchObject({
    way: 'Order',
    addressKey: 'worthing',
    day,
    notePreference: 'small',
    details: { firstName: CUSTOMER.firstName, phone: CUSTOMER.phone },
  });
  await storefrontScreenshots(page, testInfo, 'details-after-reload');
  await expectNoAxeViolations(page);

  // The in-page Back button is history's Back: Forward still returns to the details.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Create Order' })).toBeFocused();
  await next(page);

  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  const order = await placeOrder(page);
  expect(order.collectionDate).toBe(day);
  expect(await draft(page)).toBeNull();

  // Back from the confirmation: the wizard starts afresh, nothing of the order left to send.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Create Order' })).toBeVisible();
  await page.goto('/purchase/EUR/Order?step=2');
  await expect(page.getByRole('heading', { name: 'Create Order' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Worthing' })).not.toBeChecked();
});

test('a price hold that runs out while the details are typed says so on step 2, with the time left before and the update beside Place order', async ({
  page,
}, testInfo) => {
  await page.clock.install();
  await page.goto('/purchase/EUR/Order');
  await addItem(page, 'You pay (GBP)', '80');
  await pickBranch(page, 'Brighton');
  await next(page);
  await expect(page.getByTestId('rate-hold')).toHaveText(/held for another (30:00|29:[45]\d)/);
  await page.clock.fastForward('20:00');
  await expect(page.getByTestId('rate-hold')).toHaveText(/held for another (10:00|9:[45]\d)/);
  await typeDetails(page);
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.clock.fastForward('11:00');

  await page.getByRole('button', { name: 'Place order' }).click();
  const update = page.getByRole('button', { name: "Update to today's rates" });
  await expect(update).toBeFocused();
  await expect(update).toBeInViewport();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your price hold ran out.' }),
  ).toBeVisible();
  await expect(page.getByText('Rates have changed')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await storefrontScreenshots(page, testInfo, 'hold-ran-out');
  await expectNoAxeViolations(page);
});
