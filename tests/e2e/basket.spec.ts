import type { Page, TestInfo } from '@playwright/test';
import { CART_STORAGE_KEY, overOnlineLimitMessage } from '#shared/constants.ts';
import { formatAmount, formatRate } from '#shared/domain/pricing.ts';
import type { CartItem } from '#shared/schemas/order.ts';
import type { Quote } from '#shared/schemas/quote.ts';
import { expectNoAxeViolations } from './dashboard-helpers.ts';
import { expect, test } from './fixtures.ts';
import { expireQuoteInDatabase } from './order-wizard.ts';
import { storefrontScreenshots } from './storefront-screenshots.ts';

const basket = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as CartItem[],
    CART_STORAGE_KEY,
  );

/** Types `amount` into `label`, clicks Add to basket and returns the quote the server issued. */
async function addQuote(page: Page, label: string, amount: string): Promise<Quote> {
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/quotes') && response.status() === 201,
  );
  await page.getByLabel(label).fill(amount);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  return (await (await answer).json()) as Quote;
}

/** The page at 375 and 1280 px wide, in the test's output folder, to look at. */
async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  const size = page.viewportSize()!;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}

test("a quote from the home page's widget goes into the basket, with its total and the online limit", async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const quote = await addQuote(page, 'You pay (GBP)', '1234.5');
  await expect(page).toHaveURL('/purchase/EUR/Order#basket');

  // The basket holds the server's quote: £1,234.50 rounded up to £1,240.
  expect(quote).toMatchObject({ currency: 'EUR', way: 'Order', give: 1240 });
  const stored = await basket(page);
  expect(stored).toEqual([
    expect.objectContaining({
      currencyMy: 1240,
      currencyTake: quote.take,
      Rate: quote.rate,
      quoteId: quote.id,
      expiresAt: quote.expiresAt,
    }),
  ]);
  const item = page.getByTestId('basket-item');
  await expect(item).toContainText('From1,240.00 GBP');
  await expect(item).toContainText(`To${formatAmount(quote.take)} EUR`);
  await expect(item).toContainText(`Rate£1 = ${formatRate(quote.rate)} EUR`);
  await expect(item).toContainText(/Time left(30:00|29:[45]\d)/);
  await expect(page.getByTestId('basket-total')).toHaveText('You pay £1,240.00');
  await expect(page.getByText('Online limit: £5,000 per order')).toBeVisible();

  // The order page's own form quotes through the server too.
  const second = await addQuote(page, 'You pay (GBP)', '60');
  await expect(item).toHaveCount(2);
  expect((await basket(page)).map((entry) => entry.quoteId)).toEqual([quote.id, second.id]);
  await expect(page.getByTestId('basket-total')).toHaveText('You pay £1,300.00');
  await screenshots(page, testInfo, 'basket');
});

test('an item that would take the basket over the online limit is refused when it is added', async ({
  page,
}) => {
  await page.goto('/purchase/EUR/Order');
  const refusal = page.getByRole('alert').filter({ hasText: overOnlineLimitMessage(5000) });

  // One amount over the limit: the server refuses to quote it.
  await page.getByLabel('You pay (GBP)').fill('6000');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(refusal).toBeVisible();
  await expect(page.getByLabel('You pay (GBP)')).toHaveAccessibleDescription(
    /We take orders of up to £5,000 online/,
  );

  // Two amounts that add up to more: the basket refuses the second.
  await addQuote(page, 'You pay (GBP)', '3000');
  await expect(refusal).toBeHidden();
  await expect(page.getByTestId('basket-item')).toHaveCount(1);
  await page.getByLabel('You pay (GBP)').fill('2010');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(refusal).toBeVisible();
  await expect(page.getByTestId('basket-item')).toHaveCount(1);
  expect(await basket(page)).toHaveLength(1);

  // Up to the limit is fine.
  await addQuote(page, 'You pay (GBP)', '2000');
  await expect(page.getByTestId('basket-total')).toHaveText('You pay £5,000.00');
});

test("the basket counts down, warns at 5 minutes, and re-quotes expired items at today's rates", async ({
  page,
}, testInfo) => {
  await page.clock.install();
  await page.goto('/purchase/EUR/Order');
  const first = await addQuote(page, 'You pay (GBP)', '200');
  const items = page.getByTestId('basket-item');
  await expect(items.first()).toContainText(/Time left(30:00|29:[45]\d)/);

  await page.clock.fastForward('25:00');
  await expect(items.first()).toContainText(/Time left(5:00|4:[45]\d)/);
  await expect(page.getByText('Your rates are held for 5 more minutes')).toBeVisible();

  await page.clock.fastForward('06:00');
  await expect(items.first()).toContainText('Time leftExpired');
  const update = page.getByRole('button', { name: "Update to today's rates" });
  await expect(update).toHaveCount(1);
  // The expired item stays: the basket is not silently emptied.
  expect(await basket(page)).toHaveLength(1);
  await screenshots(page, testInfo, 'expired');

  // This browser's clock is now 31 minutes ahead of the server's: a fresh quote is still held
  // for the server's 30 minutes.
  const requoted = page.waitForResponse(
    (response) => response.url().endsWith('/api/quotes') && response.status() === 201,
  );
  await update.click();
  const fresh = (await (await requoted).json()) as Quote;
  await expect(page.getByText("Your basket is at today's rates.")).toBeVisible();
  await expect(update).toHaveCount(0);
  await expect(items.first()).toContainText(/Time left(30:00|29:[45]\d)/);
  expect(fresh.id).not.toBe(first.id);
  const [item] = await basket(page);
  expect(item).toMatchObject({ currencyMy: 200, quoteId: fresh.id });
  // Its expiry, on this browser's clock, is the server's 30 minutes from now.
  const browserNow = await page.evaluate(() => Date.now());
  expect(Date.parse(item!.expiresAt!) - browserNow).toBeGreaterThan(29 * 60_000);
  expect(Date.parse(item!.expiresAt!) - Date.parse(fresh.expiresAt)).toBeGreaterThan(30 * 60_000);
});

test('an order sent with a quote the server let expire says the price hold ran out, re-quoted in one click on step 2', async ({
  page,
}, testInfo) => {
  await page.goto('/purchase/EUR/Order');
  const quote = await addQuote(page, 'You pay (GBP)', '150');
  await page.getByRole('radio', { name: 'Brighton' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email', { exact: true }).fill('ada.basket@example.com');
  await page.getByLabel('Repeat email').fill('ada.basket@example.com');
  await page.getByLabel('Phone').fill('01632 960123');
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await expect(page.getByTestId('rate-hold')).toHaveText(/held for another (30:00|29:[45]\d)/);

  // The server refuses the quote as expired (QUOTE_EXPIRED): no rate changed, the hold ended.
  expireQuoteInDatabase(quote.id);
  await page.getByRole('button', { name: 'Place order' }).click();
  const update = page.getByRole('button', { name: "Update to today's rates" });
  await expect(update).toBeFocused();
  await expect(update).toHaveAccessibleDescription(/^Your price hold ran out\./);
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await expect(page.getByText('Rates have changed')).toHaveCount(0);
  await expect(update).toBeInViewport();
  await storefrontScreenshots(page, testInfo, 'hold-ended');
  await expectNoAxeViolations(page);

  await update.click();
  await expect(page.getByText("Your basket is at today's rates.")).toBeVisible();
  await expect(page.getByTestId('rate-hold')).toHaveText(/held for another (30:00|29:[45]\d)/);
  const placed = page.waitForResponse(
    (response) => response.url().endsWith('/api/Order') && response.status() === 201,
  );
  await page.getByRole('button', { name: 'Place order' }).click();
  await placed;
  await expect(page.getByRole('heading', { name: 'Order confirmation' })).toBeFocused();
});
