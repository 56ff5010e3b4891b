import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CART_STORAGE_KEY, MESSAGES, SELL_NOTE } from '../../src/shared/constants.ts';
import { formatAmount, formatRate, quote } from '../../src/shared/domain/pricing.ts';
import type { Currency } from '../../src/shared/schemas/currency.ts';
import type { CartItem, OrderDetails, OrderView } from '../../src/shared/schemas/order.ts';
import { expect, test, toast } from './fixtures.ts';

const CUSTOMER = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada.lovelace@example.com',
  phone: '01632 960123',
};

async function currency(page: Page, code: string): Promise<Currency> {
  const response = await page.request.get(`/api/singleCurrency/${code}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Currency;
}

async function add(page: Page, label: string, amount: string) {
  await page.getByLabel(label).fill(amount);
  await page.getByRole('button', { name: 'Add to basket' }).click();
}

async function pickBranch(page: Page, name: string) {
  await page.getByRole('radio', { name }).check();
}

async function next(page: Page) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeFocused();
}

async function fillDetails(page: Page) {
  await page.getByLabel('First name').fill(CUSTOMER.firstName);
  await page.getByLabel('Last name').fill(CUSTOMER.lastName);
  await page.getByLabel('Email', { exact: true }).fill(CUSTOMER.email);
  await page.getByLabel('Repeat email').fill(CUSTOMER.email);
  await page.getByLabel('Phone').fill(CUSTOMER.phone);
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
}

/** Places the order and returns the server's answer, read off the network. */
async function placeOrder(page: Page): Promise<OrderView> {
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/Order') && response.status() === 201,
  );
  await page.getByRole('button', { name: 'Place order' }).click();
  const order = (await (await answer).json()) as OrderView;
  await expect(page.getByRole('heading', { name: 'Order confirmation' })).toBeFocused();
  return order;
}

async function storedOrder(page: Page, id: string): Promise<OrderDetails> {
  const response = await page.request.get(`/api/details/${id}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as OrderDetails;
}

const basket = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[],
    CART_STORAGE_KEY,
  );

test('a customer orders euros, the GBP rounded up to the next £10, and prints the confirmation', async ({
  page,
  login,
}) => {
  const eur = await currency(page, 'EUR');
  const expected = quote(eur, 'Order', '86.92')!;
  const euros = `${formatAmount(expected.take.amount)} EUR`;
  expect(expected.give.amount.toFixed(2)).toBe('90.00');

  await page.goto('/purchase/EUR/Order');
  await expect(page).toHaveTitle(/Order travel money/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order travel money' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Create Order' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(page.getByLabel('Currency')).toHaveValue('EUR');
  await expect(page.getByText('We round up to the next £10')).toBeVisible();

  await page.getByLabel('You pay (GBP)').fill('86.92');
  await expect(page.getByLabel('You get (EUR)')).toHaveValue(formatAmount(expected.take.amount));
  await expect(page.getByText(`You pay 90.00 GBP and get ${euros}`)).toBeVisible();
  await page.getByRole('button', { name: 'Add to basket' }).click();

  const item = page.getByTestId('basket-item');
  await expect(item).toContainText('From90.00 GBP');
  await expect(item).toContainText(`To${euros}`);
  await expect(item).toContainText(`Rate${formatRate(expected.rate)}`);
  await expect(item).toContainText(/Time left(30:00|29:5\d)/);

  await pickBranch(page, 'Brighton');
  await expect(page.getByRole('radio', { name: 'Brighton' })).toHaveAccessibleDescription(
    /1 Example Street, Brighton BN1 1AA\s*Phone: 01632 960001/,
  );
  await next(page);
  await fillDetails(page);
  const placed = await placeOrder(page);

  await expect(page.getByTestId('order-number')).toHaveText(/^\d{8}$/);
  await expect(page.getByTestId('order-number')).toHaveText(placed.Order_Id);
  await expect(page.getByTestId('confirmation-line')).toHaveText([
    `EUR90.00 GBP${euros}${formatRate(expected.rate)}`,
  ]);
  const booking = page.getByRole('region', { name: 'Booking Details' });
  await expect(booking).toContainText('Full NameAda Lovelace');
  await expect(booking).toContainText(`Email${CUSTOMER.email}`);
  await expect(booking).toContainText(`Contact${CUSTOMER.phone}`);
  await expect(booking).toContainText('Pickup LocationBrighton: 1 Example Street');
  await expect(page.getByRole('region', { name: 'Important Notification' })).toContainText(
    'Please collect your order on the same day, within office hours.',
  );
  expect(await basket(page)).toEqual([]);

  // The print button prints; the printout is the confirmation alone.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  for (const hidden of [
    page.getByRole('banner'),
    page.getByRole('contentinfo'),
    page.getByRole('heading', { level: 1 }),
    page.getByRole('list', { name: 'Order steps' }),
    page.getByRole('button', { name: 'Print' }),
  ]) {
    await expect(hidden).toBeHidden();
  }
  await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // What was stored is the rounded GBP and the foreign amount worked out from it.
  await login('admin');
  const stored = await storedOrder(page, placed._id);
  expect(stored.Status).toBe('Pending');
  expect(stored.Orders).toEqual([
    {
      currencyMy: 90,
      currencyMycurrent: 'GBP',
      currencyTake: expected.take.amount.toNumber(),
      currencyTakecurrent: 'EUR',
      Rate: expected.rate.toNumber(),
      status: 'buy',
    },
  ]);
  expect(stored.TotalMoney).toBe(90);
});

test('a customer sells dollars back', async ({ page, login }) => {
  const usd = await currency(page, 'USD');
  const expected = quote(usd, 'Sell', '150')!;
  const pounds = `${formatAmount(expected.take.amount)} GBP`;

  await page.goto('/purchase/USD/Sell');
  await expect(page).toHaveTitle(/Sell travel money/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sell travel money' })).toBeVisible();
  await expect(page.getByText('We round up to the next £10')).toHaveCount(0);
  await add(page, 'You sell (USD)', '150');
  await expect(page.getByTestId('basket-item')).toContainText(`From150.00 USDTo${pounds}`);

  await pickBranch(page, 'London');
  await next(page);
  await fillDetails(page);
  const placed = await placeOrder(page);

  await expect(page.getByTestId('confirmation-line')).toHaveText([
    `USD150.00 USD${pounds}${formatRate(expected.rate)}`,
  ]);
  await expect(page.getByRole('region', { name: 'Note' })).toContainText(SELL_NOTE);
  await expect(page.getByRole('region', { name: 'Important Notification' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Booking Details' })).toContainText(
    'Pickup LocationLondon: 172 Example Road',
  );

  await login('admin');
  const stored = await storedOrder(page, placed._id);
  expect(stored.title).toBe('Click & Sell');
  expect(stored.Orders).toMatchObject([
    { currencyMy: 150, currencyMycurrent: 'USD', currencyTake: expected.take.amount.toNumber() },
  ]);
});

test('the wizard tells the customer every problem in the words of the error catalogue', async ({
  page,
}) => {
  await page.goto('/purchase/EUR/Order');

  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(toast(page, MESSAGES.incorrectAmount)).toBeVisible();
  await add(page, 'You pay (GBP)', '0');
  await expect(page.getByTestId('basket-item')).toHaveCount(0);

  await expect(page.getByRole('radio', { name: 'Brighton' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(toast(page, MESSAGES.noCollectionPoint)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Brighton' })).toBeFocused();

  await pickBranch(page, 'Worthing');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(toast(page, MESSAGES.emptyCart)).toBeVisible();

  await add(page, 'You pay (GBP)', '120');
  await next(page);

  await fillDetails(page);
  const firstName = page.getByLabel('First name');
  await firstName.fill('Ada 2');
  await page.getByRole('button', { name: 'Place order' }).click();
  const nameRule = 'Use only letters, spaces, hyphens, apostrophes and dots in your first name';
  await expect(toast(page, nameRule)).toBeVisible();
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAccessibleDescription(nameRule);
  // Closed, so that the toasts still to come are not queued behind it (three show at once).
  await toast(page, nameRule).getByRole('button', { name: 'close' }).click();
  await firstName.fill('Zoë-Ann');

  await page.getByLabel('Repeat email').fill('someone.else@example.com');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(toast(page, MESSAGES.emailsDiffer)).toBeVisible();
  await expect(page.getByLabel('Repeat email')).toBeFocused();

  await page.getByLabel('Repeat email').fill(CUSTOMER.email);
  await page.getByRole('checkbox', { name: /I accept/ }).uncheck();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(toast(page, MESSAGES.rulesNotAccepted)).toBeVisible();
  await expect(page.getByRole('link', { name: /terms and conditions/ })).toHaveAttribute(
    'href',
    '/termsCoditition',
  );
  await page.getByRole('checkbox', { name: /I accept/ }).check();

  // The network fails once: the retry is the same attempt, with the same key.
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/Order')) keys.push(request.headers()['idempotency-key']!);
  });
  await page.route('**/api/Order', (route) => route.abort('internetdisconnected'), { times: 1 });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(toast(page, MESSAGES.somethingWentWrong)).toBeVisible();
  await placeOrder(page);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
});

test('basket items expire after 30 minutes on the browser clock, and the basket holds 4', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/purchase/EUR/Order');
  const items = page.getByTestId('basket-item');

  await add(page, 'You pay (GBP)', '10');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(/Time left(30:00|29:5\d)/);
  await page.clock.fastForward('10:00');
  await expect(items.first()).toContainText(/Time left(20:00|19:5\d)/);

  for (const amount of ['20', '30', '40']) await add(page, 'You pay (GBP)', amount);
  await expect(items).toHaveCount(4);
  await add(page, 'You pay (GBP)', '50');
  await expect(toast(page, MESSAGES.cartFull)).toBeVisible();
  await expect(items).toHaveCount(4);
  expect(await basket(page)).toHaveLength(4);

  // The first item's 30 minutes run out: it leaves the basket, making room for another.
  await page.clock.fastForward('20:00');
  await expect(items).toHaveCount(3);
  await expect(page.getByText('3 items in your basket')).toBeVisible();
  await add(page, 'You pay (GBP)', '50');
  await expect(items).toHaveCount(4);
  expect(((await basket(page)) as CartItem[]).map((item) => item.currencyMy)).toEqual([
    20, 30, 40, 50,
  ]);

  await page.clock.fastForward('30:00');
  await expect(items).toHaveCount(0);
  await expect(page.getByText('Your basket is empty.')).toBeVisible();
});

test('a rate change since the quote re-prices the basket and tells the customer', async ({
  page,
}) => {
  const eur = await currency(page, 'EUR');
  const today = quote(eur, 'Order', '200')!;
  // A quote made at a rate the bureau never had: the server must refuse it.
  const staleRate = today.rate.plus('0.0123');
  const stale: CartItem = {
    currencyMy: 200,
    currencyTake: Number(formatAmount(staleRate.times(200))),
    currencyMycurrent: 'GBP',
    currencyTakecurrent: 'EUR',
    Id: 'stale-quote',
    Rate: staleRate.toNumber(),
    date: new Date().toISOString(),
  };
  await page.goto('/purchase/EUR/Order');
  await page.evaluate(([key, items]) => localStorage.setItem(key, JSON.stringify(items)), [
    CART_STORAGE_KEY,
    [stale],
  ] as const);
  await page.reload();
  await expect(page.getByTestId('basket-item')).toContainText(`Rate${formatRate(staleRate)}`);

  await pickBranch(page, 'Chichester');
  await next(page);
  await fillDetails(page);
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(toast(page, MESSAGES.ratesChanged)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create Order' })).toBeFocused();
  const item = page.getByTestId('basket-item');
  await expect(item).toContainText(`Rate${formatRate(today.rate)}`);
  await expect(item).toContainText(`From200.00 GBPTo${formatAmount(today.take.amount)} EUR`);

  // The re-priced basket goes through, with the details kept.
  await next(page);
  await expect(page.getByLabel('First name')).toHaveValue(CUSTOMER.firstName);
  const placed = await placeOrder(page);
  expect(placed.Orders[0]).toMatchObject({
    currencyMy: 200,
    currencyTake: today.take.amount.toNumber(),
    Rate: today.rate.toNumber(),
  });
});

test('the order page and the confirmation pass axe, from 360 px to 1470 px wide', async ({
  page,
}) => {
  const axe = async () => {
    // A toast fading in or out is briefly faint: check the page once it has settled.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            (animation.effect as KeyframeEffect | null)?.target?.classList.contains(
              'Toastify__progress-bar',
            ),
        ),
    );
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.map(
        ({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  };
  const fits = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/purchase/EUR/Order');
  await add(page, 'You pay (GBP)', '86.92');
  await pickBranch(page, 'Brighton');
  await expect(page.getByTestId('basket-item')).toBeVisible();
  await fits();
  await axe();

  await page.setViewportSize({ width: 1470, height: 900 });
  await fits();
  await next(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Enter your first name').first()).toBeVisible();
  await axe();

  await fillDetails(page);
  await placeOrder(page);
  await axe();
  await page.setViewportSize({ width: 360, height: 800 });
  await fits();
  await axe();
});
