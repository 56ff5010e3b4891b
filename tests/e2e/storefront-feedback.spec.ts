// What a customer notices on the storefront: a destination choosing the widget's and the order
// page's currency, the item just added in view and announced, a zero
// amount refused where it was typed, both rates alike, whole names at 375 px, branch cards chosen
// by a tap anywhere, and Place order saying at once that it needs a connection.
import type { Page } from '@playwright/test';
import { formatAmount } from '#shared/domain/pricing.ts';
import { expectNoAxeViolations } from './dashboard-helpers.ts';
import { expect, test } from './fixtures.ts';
import { addItem, basket, fillDetails, next, pickBranch } from './order-wizard.ts';
import { storefrontScreenshots } from './storefront-screenshots.ts';

const widget = (page: Page) => page.getByRole('region', { name: 'Currency exchange' });

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('Add to basket on the home page lands on the item added, and says so', async ({
      page,
    }, testInfo) => {
      await page.goto('/');
      const exchange = widget(page);
      await exchange.getByLabel('You pay (GBP)').fill('50');
      await exchange.getByRole('button', { name: 'Add to basket' }).click();

      await expect(page).toHaveURL('/purchase/EUR/Order#basket');
      const item = page.getByTestId('basket-item');
      await expect(item).toHaveCount(1);
      await expect(item).toBeInViewport({ ratio: 1 });
      const [added] = await basket(page);
      const taken = formatAmount(added!.currencyTake);
      await expect(
        page.getByRole('status').filter({ hasText: `Added to your basket: ${taken} EUR` }),
      ).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`added-${width}.png`) });
      await expectNoAxeViolations(page);
    });

    test('"Where are you going?" chooses the currency: Spain, EUR, in the widget and on the order page', async ({
      page,
    }, testInfo) => {
      test.slow();
      await page.goto('/');
      const exchange = widget(page);
      const picker = exchange.getByLabel('Currency', { exact: true });
      // Off in the prerendered page until the app has the rates.
      await expect(picker).toBeEnabled({ timeout: 20_000 });
      await picker.selectOption('USD');
      await exchange.getByLabel('Where are you going?').fill('Spain');
      await exchange.getByRole('button', { name: 'EUR Euro · Spain' }).click();
      await expect(picker).toHaveValue('EUR');
      await expect(exchange.getByLabel('You get (EUR)')).toBeVisible();
      await expect(exchange.getByLabel('Where are you going?')).toBeFocused();
      await expectNoAxeViolations(page);

      // The order page's picker searches the same way; Enter takes the first match.
      await page.goto('/purchase/USD/Order');
      const search = page.getByLabel('Where are you going?');
      await search.fill('Spain');
      await expect(page.getByRole('button', { name: 'EUR Euro · Spain' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`destination-${width}.png`) });
      await search.press('Enter');
      await expect(page.locator('#order-currency')).toHaveValue('EUR');
      await expect(page.getByLabel('You get (EUR)')).toBeVisible();
      await expect(page.getByTestId('basket-item')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('Add to basket with 0 says so at the amounts, on the home page', async ({
      page,
    }, testInfo) => {
      await page.goto('/');
      const exchange = widget(page);
      await expect(exchange.getByRole('button', { name: 'Add to basket' })).toBeEnabled();
      await exchange.getByRole('button', { name: 'Add to basket' }).click();
      const message = exchange.getByRole('alert');
      await expect(message).toHaveText('Please give correct amount');
      await expect(exchange.getByLabel('You pay (GBP)')).toHaveAttribute(
        'aria-describedby',
        (await message.getAttribute('id'))!,
      );
      await expect(message).toBeInViewport();
      await expect(page).toHaveURL('/');
      await exchange.screenshot({ path: testInfo.outputPath(`zero-${width}.png`) });
    });
  });
}

test('the widget and the finder show both rates alike, the upsell on Click & Collect only', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const exchange = widget(page);
  const [sell, buy] = [exchange.getByText(/^We sell: £1 = /), exchange.getByText(/^We buy: £1 = /)];
  await expect(sell).toBeVisible();
  await expect(buy).toBeVisible();
  const style = (locator: typeof sell) =>
    locator.evaluate((element) => {
      const { fontSize, fontWeight, color } = getComputedStyle(element);
      return { fontSize, fontWeight, color };
    });
  expect(await style(sell)).toEqual(await style(buy));
  const upsell = exchange.getByText(/Free travel wallet/);
  await expect(upsell).toBeVisible();
  await exchange.getByRole('tab', { name: 'Click & Sell' }).click();
  await expect(upsell).toHaveCount(0);
  await expect(buy).toBeVisible();

  // The finder, as rows (wide) or tabs (narrow): each row labels both its rates.
  const finder = page.locator('#find-currency');
  const row = finder.getByTestId(
    page.viewportSize()!.width >= 768 ? 'finder-row' : 'finder-tab-row',
  );
  await expect(row.first()).toContainText('We sell £1 = ');
  await expect(row.first()).toContainText('We buy £1 = ');
  await storefrontScreenshots(page, testInfo, 'home');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await exchange.screenshot({ path: testInfo.outputPath(`widget-${width}.png`) });
    await finder.screenshot({ path: testInfo.outputPath(`finder-${width}.png`) });
  }
});

test('the finder keeps names whole at 375 px and its buttons in one column at 1280 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const finder = page.locator('#find-currency');
  await finder.getByLabel('Enter a currency name').fill('Bosnia');
  await expect(finder.getByTestId('finder-tab-row')).toContainText(
    'Bosnia-Herzegovina Convertible Mark',
  );

  await page.setViewportSize({ width: 1280, height: 800 });
  await finder.getByLabel('Enter a currency name').fill('');
  const buttonEnds = (name: string) =>
    finder
      .getByTestId('finder-row')
      .getByRole('link', { name: new RegExp(`^${name}`) })
      .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().right)));
  for (const name of ['Click & Collect', 'Click & Sell']) {
    const rights = await buttonEnds(name);
    expect(rights.length).toBeGreaterThan(5);
    expect(new Set(rights).size, `${name} buttons end in one column`).toBe(1);
  }
});

test('a branch card is chosen by a tap on its address; Place order says at once when offline', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/purchase/EUR/Order');
  await addItem(page, 'You pay (GBP)', '100');
  const brighton = page.getByRole('radio', { name: 'Brighton' });
  await page
    .locator('label')
    .filter({ has: brighton })
    .getByText(/Phone:/)
    .click();
  await expect(brighton).toBeChecked();
  await pickBranch(page, 'Brighton');
  await storefrontScreenshots(page, testInfo, 'branches');
  await next(page);
  await fillDetails(page);

  const orders: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/Order')) orders.push(request.method());
  });
  await context.setOffline(true);
  const note = page.getByText("You're offline: placing your order needs a connection.");
  await expect(note).toBeVisible();
  const place = page.getByRole('button', { name: 'Place order' });
  await place.click();
  await expect(place).toHaveText('Place order');
  expect(orders).toEqual([]);
  await storefrontScreenshots(page, testInfo, 'offline-place-order');
  await context.setOffline(false);
  await expect(note).toHaveCount(0);
});
