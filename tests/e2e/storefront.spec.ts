import type { Page } from '@playwright/test';
import { CART_STORAGE_KEY, MESSAGES } from '#shared/constants.ts';
import { formatAmount, formatRate, quote, rateFor } from '#shared/domain/pricing.ts';
import type { Currency } from '#shared/schemas/currency.ts';
import type { CartItem } from '#shared/schemas/order.ts';
import { expect, test, toast } from './fixtures.ts';

async function currencies(page: Page): Promise<Currency[]> {
  const response = await page.request.get('/api/currency');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Currency[];
}

const basket = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as CartItem[],
    CART_STORAGE_KEY,
  );
const finder = (page: Page) => page.getByRole('region', { name: 'Find your Currency' });
const widget = (page: Page) => page.getByRole('region', { name: 'Currency exchange' });

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Find your Currency filters on each keystroke and shows all or the first 12', async ({
    page,
  }) => {
    const all = await currencies(page);
    await page.goto('/');
    const rows = finder(page).getByTestId('finder-row');
    await expect(rows).toHaveCount(12);
    await expect(rows.first()).toContainText(all[0]!.value);

    await finder(page).getByRole('button', { name: 'Show All' }).click();
    await expect(rows).toHaveCount(all.length);
    await finder(page).getByRole('button', { name: 'Show Less' }).click();
    await expect(rows).toHaveCount(12);

    const input = finder(page).getByLabel('Enter a currency name');
    await expect(input).toHaveAttribute('placeholder', 'Enter currency name');
    // Typed key by key, in mixed case: the list follows the last keystroke.
    await input.pressSequentially('DoL');
    const dollars = all.filter((c) => `${c.value} ${c.label}`.toLowerCase().includes('dol'));
    expect(dollars.length).toBeGreaterThan(12);
    await expect(rows).toHaveCount(12);
    await finder(page).getByRole('button', { name: 'Show All' }).click();
    await expect(rows).toHaveCount(dollars.length);
    expect((await rows.allTextContents()).map((text) => text.slice(0, 3))).toEqual(
      dollars.map((c) => c.value),
    );

    await input.fill('jpy');
    await expect(rows).toHaveCount(1);
    await expect(finder(page).getByRole('button', { name: /Show (All|Less)/ })).toHaveCount(0);
    const yen = all.find((c) => c.value === 'JPY')!;
    await expect(rows).toContainText(`£1 = ${formatRate(rateFor(yen, 'Order'))}`);
    await expect(rows).toContainText(`£1 = ${formatRate(rateFor(yen, 'Sell'))}`);
    await rows.getByRole('link', { name: 'Click & Sell JPY' }).click();
    await expect(page).toHaveURL('/purchase/JPY/Sell');
  });

  test('Find your Currency finds a destination: a country, a place or a common name', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const rows = finder(page)
      .getByTestId('finder-row')
      .or(finder(page).getByTestId('finder-tab-row'));
    const input = finder(page).getByLabel('Enter a currency name');
    for (const [text, code, place] of [
      ['Spain', 'EUR', 'Spain'],
      ['Dubai', 'AED', 'Dubai'],
      ['USA', 'USD', 'USA'],
      ['thailand', 'THB', 'Thailand'],
    ] as const) {
      await input.fill(text);
      const found = rows.filter({ visible: true }).filter({ hasText: place });
      await expect(found.first()).toContainText(code);
    }
    await input.fill('Greece');
    await expect(rows.filter({ visible: true })).toHaveCount(1);
    await expect(rows.filter({ visible: true })).toContainText('EUR');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await input.fill('america');
      await finder(page).screenshot({ path: testInfo.outputPath(`finder-${width}.png`) });
    }
  });

  test('the FAQ keeps one answer open at a time', async ({ page }) => {
    await page.goto('/');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(8);
    const expanded = faq.locator('button[aria-expanded="true"]');

    await questions.nth(0).click();
    await expect(expanded).toHaveCount(1);
    await expect(faq.getByRole('region').first()).toContainText('photo ID');
    await questions.nth(6).click();
    await expect(expanded).toHaveCount(1);
    await expect(questions.nth(6)).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByRole('region')).toHaveCount(1);
    await questions.nth(6).click();
    await expect(expanded).toHaveCount(0);
    await expect(faq.getByRole('region')).toHaveCount(0);
  });

  test('the footer anchors lead to their sections', async ({ page }) => {
    await page.goto('/exchangeRates');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await footer.getByRole('link', { name: 'Complaint procedure' }).click();
    await expect(page).toHaveURL('/privacyPolicy#complaints');
    await expect(page.getByRole('heading', { name: '10. Complaints procedure' })).toBeInViewport();
    await footer.getByRole('link', { name: 'Help' }).click();
    await expect(page).toHaveURL('/#faq');
    await expect(
      page.getByRole('heading', { name: 'Frequently asked questions' }),
    ).toBeInViewport();
  });
});

test('the widget quotes pounds and euros both ways, then adds to the basket', async ({ page }) => {
  const eur = (await currencies(page)).find((c) => c.value === 'EUR')!;
  await page.goto('/');
  const pounds = widget(page).getByLabel('You pay (GBP)');
  const euros = widget(page).getByLabel('You get (EUR)');
  await expect(widget(page)).toContainText(
    `We sell: £1 = ${formatRate(rateFor(eur, 'Order'))} EUR`,
  );
  await expect(widget(page)).toContainText(`We buy: £1 = ${formatRate(rateFor(eur, 'Sell'))} EUR`);

  await pounds.fill('86.92');
  const order = quote(eur, 'Order', '86.92')!;
  expect(formatAmount(order.give.amount)).toBe('90.00');
  await expect(euros).toHaveValue(formatAmount(order.take.amount));
  await pounds.blur();
  await expect(pounds).toHaveValue('90');

  await widget(page).getByRole('button', { name: 'Add to basket' }).click();
  await expect(page).toHaveURL('/purchase/EUR/Order#basket');
  expect(await basket(page)).toEqual([
    expect.objectContaining({
      currencyMy: 90,
      currencyMycurrent: 'GBP',
      currencyTake: order.take.amount.toNumber(),
      currencyTakecurrent: 'EUR',
      Rate: order.rate.toNumber(),
    }),
  ]);

  await page.goto('/');
  await expect(widget(page).getByLabel('You pay (GBP)')).toHaveValue('0');
  await expect(widget(page).getByLabel('You get (EUR)')).toHaveValue('0');
});

test('Click & Sell in the widget adds a sell item and goes to the sell page', async ({ page }) => {
  const usd = (await currencies(page)).find((c) => c.value === 'USD')!;
  await page.goto('/');
  await widget(page).getByRole('tab', { name: 'Click & Sell' }).click();
  await widget(page).getByLabel('Currency').selectOption('USD');
  await widget(page).getByLabel('You sell (USD)').fill('250');
  const sale = quote(usd, 'Sell', '250')!;
  await expect(widget(page).getByLabel('You get (GBP)')).toHaveValue(
    formatAmount(sale.take.amount),
  );
  await widget(page).getByRole('button', { name: 'Add to basket' }).click();
  await expect(page).toHaveURL('/purchase/USD/Sell#basket');
  expect(await basket(page)).toEqual([
    expect.objectContaining({
      currencyMy: 250,
      currencyMycurrent: 'USD',
      currencyTakecurrent: 'GBP',
    }),
  ]);
});

test('an amount that is not above 0 is refused at the amounts with "Please give correct amount"', async ({
  page,
}) => {
  await page.goto('/');
  await expect(widget(page)).toContainText('We sell');
  await widget(page).getByRole('button', { name: 'Add to basket' }).click();
  await expect(widget(page).getByRole('alert')).toHaveText(MESSAGES.incorrectAmount);
  await expect(page).toHaveURL('/');
  expect(await basket(page)).toEqual([]);
});

test('a fifth item is refused with "Please clear your cart"', async ({ page }) => {
  await page.goto('/');
  for (let i = 0; i < 4; i++) {
    await widget(page).getByLabel('You pay (GBP)').fill('50');
    await widget(page).getByRole('button', { name: 'Add to basket' }).click();
    await expect(page).toHaveURL('/purchase/EUR/Order#basket');
    await page.goto('/');
  }
  await widget(page).getByLabel('You pay (GBP)').fill('50');
  await widget(page).getByRole('button', { name: 'Add to basket' }).click();
  await expect(toast(page, MESSAGES.cartFull)).toBeVisible();
  await expect(page).toHaveURL('/');
  expect(await basket(page)).toHaveLength(4);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('Find your Currency shows Click & Collect and Click & Sell tabs', async ({ page }) => {
    const all = await currencies(page);
    await page.goto('/');
    await expect(finder(page).getByTestId('finder-row').first()).toBeHidden();
    const tabs = finder(page).getByRole('tab');
    await expect(tabs).toHaveText(['Click & Collect', 'Click & Sell']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    const rows = finder(page).getByTestId('finder-tab-row');
    await expect(rows).toHaveCount(12);

    const long = all.find((c) => c.label.length > 15)!;
    await finder(page).getByLabel('Enter a currency name').fill(long.label);
    await expect(rows).toHaveCount(1);
    // The whole name, and both rates on either tab.
    await expect(rows).toContainText(long.label);
    await expect(rows).toContainText(`We sell £1 = ${formatRate(rateFor(long, 'Order'))}`);
    await expect(rows).toContainText(`We buy £1 = ${formatRate(rateFor(long, 'Sell'))}`);
    await expect(rows.getByRole('link')).toHaveAttribute('href', `/purchase/${long.value}/Order`);

    // The arrow keys move between the tabs, as in any tab list.
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(rows).toContainText(`£1 = ${formatRate(rateFor(long, 'Sell'))}`);
    await expect(rows.getByRole('link')).toHaveAttribute('href', `/purchase/${long.value}/Sell`);
  });

  test('the menu is a drawer that closes with Escape and after choosing a page', async ({
    page,
  }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeHidden();
    await menuButton.click();
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await drawer.getByRole('link', { name: 'Exchange Rates' }).click();
    await expect(page).toHaveURL('/exchangeRates');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Exchange Rates' })).toBeVisible();
  });
});

test.describe('nearest store, location granted', () => {
  // Near Chichester: the most westerly branch, London the farthest.
  test.use({ geolocation: { latitude: 50.84, longitude: -0.78 }, permissions: ['geolocation'] });

  test('ranks the branches by distance', async ({ page }) => {
    await page.goto('/');
    const block = page.getByRole('region', { name: 'Find your nearest store' });
    await block.getByRole('button', { name: 'Currency Exchange near me' }).click();
    await expect(block.getByRole('status')).toHaveText(
      'Nearest to you: Chichester. Branches are listed by distance.',
    );
    const names = block.getByTestId('branch').getByRole('heading');
    await expect(names.first()).toHaveText('Chichester');
    await expect(names.last()).toHaveText('London');
    await expect(block.getByText(/miles away$/)).toHaveCount(4);
  });
});

test('nearest store lists every branch when the location is refused', async ({ page }) => {
  const branches = (await (await page.request.get('/api/branches')).json()) as { name: string }[];
  await page.goto('/');
  const block = page.getByRole('region', { name: 'Find your nearest store' });
  await block.getByRole('button', { name: 'Currency Exchange near me' }).click();
  await expect(block.getByRole('status')).toHaveText(
    "We couldn't get your location, so here are all our branches.",
  );
  await expect(block.getByTestId('branch').getByRole('heading')).toHaveText(
    branches.map((b) => b.name),
  );
});

test('compare our rates shows live figures, never placeholders', async ({ page }) => {
  const eur = (await currencies(page)).find((c) => c.value === 'EUR')!;
  await page.goto('/');
  const row = page.getByTestId('comparison-row').filter({ hasText: 'EUR' });
  const ours = quote(eur, 'Order', 500)!;
  const market = quote({ ...eur, Sell: 0 }, 'Order', 500)!;
  await expect(row.getByRole('cell')).toHaveText([
    formatAmount(market.take.amount),
    formatAmount(ours.take.amount),
    /%$/,
  ]);
});

test('Exchange Rates lists every currency with when the rates were updated', async ({ page }) => {
  const all = await currencies(page);
  await page.goto('/exchangeRates');
  await expect(page).toHaveTitle(/Exchange rates/);
  await expect(page.getByTestId('currency-row')).toHaveCount(all.length);
  const euro = page.getByTestId('currency-row').filter({ hasText: 'Euro' });
  await expect(euro.getByRole('cell')).toHaveText([
    'Euro',
    formatRate(
      rateFor(
        all.find((c) => c.value === 'EUR')!,
        'Order',
      ),
    ),
    formatRate(
      rateFor(
        all.find((c) => c.value === 'EUR')!,
        'Sell',
      ),
    ),
  ]);
  await expect(page.getByTestId('rates-updated')).toContainText('Rates last updated');
  await expect(
    page.getByRole('region', { name: 'Good to know' }).getByRole('listitem'),
  ).toHaveCount(8);
});
