import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { BASE_CURRENCY } from '../../src/shared/constants.ts';
import { formatRate, quote, rateFor } from '../../src/shared/domain/pricing.ts';
import type { Currency, LatestRatesState } from '../../src/shared/schemas/currency.ts';
import type { OrderDetails, OrderView } from '../../src/shared/schemas/order.ts';
import { ADMIN, expect, newAccount, test } from './fixtures.ts';

/** The local rate server playwright.config.ts starts as the currency-api. */
const RATES_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310) + 20_000}/v1`;

const MONTHS =
  'January|February|March|April|May|June|July|August|September|October|November|December';
/** 'MMMM Do YYYY', as "November 21st 2026". */
const ORDINAL_DATE = new RegExp(`^(${MONTHS}) ([1-9]|[12]\\d|3[01])(st|nd|rd|th) \\d{4}$`);

const toast = (page: Page, message: string) => page.getByRole('alert').filter({ hasText: message });

/** A surname no other test uses, to search for this test's orders. */
const uniqueSurname = () =>
  // Letters only: a name holds no digits.
  `Lovelace-${Array.from(randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

async function currency(request: APIRequestContext, code: string): Promise<Currency> {
  const response = await request.get(`/api/singleCurrency/${code}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Currency;
}

/** A Click & Collect order of £50 in `code`, quoted now from the catalogue as the storefront would. */
async function collectOrderBody(request: APIRequestContext, code: string, lastName: string) {
  const q = quote(await currency(request, code), 'Order', '50')!;
  return {
    firstName: 'Ada',
    lastName,
    email: 'ada@example.com',
    confirmEmail: 'ada@example.com',
    phone: '01632 960123',
    acceptRules: true,
    addressKey: 'brighton',
    way: 'Order',
    items: [
      {
        currencyMy: 50,
        currencyTake: q.take.amount.toNumber(),
        currencyMycurrent: BASE_CURRENCY,
        currencyTakecurrent: code,
        Id: randomUUID(),
        Rate: Number(formatRate(q.rate)),
        date: new Date().toISOString(),
      },
    ],
  };
}

const postOrder = (request: APIRequestContext, body: object) =>
  request.post('/api/Order', { headers: { 'idempotency-key': randomUUID() }, data: body });

/** Places a Click & Collect order of £50 in euros through the API, as the storefront would. */
async function placeOrderByApi(request: APIRequestContext, lastName: string): Promise<OrderView> {
  const response = await postOrder(request, await collectOrderBody(request, 'EUR', lastName));
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as OrderView;
}

/** Places a Click & Collect order of £60 in euros on the storefront's order page. */
async function placeOrderOnStorefront(page: Page, lastName: string): Promise<string> {
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

async function details(request: APIRequestContext, id: string): Promise<OrderDetails> {
  const response = await request.get(`/api/details/${id}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as OrderDetails;
}

const orderRow = (page: Page, orderNumber: string) =>
  page.getByTestId('order-row').filter({ hasText: orderNumber });

/** Confirms the open dialog's action and closes its success step. */
async function confirmInDialog(page: Page, confirm: string, done: string, doneText?: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog.getByRole('heading', { name: done })).toBeVisible();
  if (doneText) await expect(dialog).toContainText(doneText);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

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
  await expect(row.getByRole('cell').nth(3)).toHaveText('60.00 GBP');
  await expect(row.getByRole('cell').nth(4)).toHaveText(/^\d+\.\d{2} EUR$/);
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
  await confirmInDialog(page, 'Yes, complete it!', 'Completed!');
  await expect(page.getByText('No orders to show.')).toBeVisible();

  // History: the completed order, its date as "November 21st 2026".
  await page.goto('/dashboard/history');
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(surname);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`/dashboard/history?q=${surname}`);
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  const time = (await orderRow(page, orderNumber).getByRole('cell').nth(5).textContent())!;
  expect(time).toMatch(ORDINAL_DATE);

  // The CSV holds exactly what the search matches.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv.split('\r\n')).toEqual([
    '\uFEFFOrder Id,Name,Email,Phone Number,Way,Amount (GBP),FX Amount,Time',
    expect.stringMatching(
      new RegExp(
        `^${orderNumber},Ada ${surname},ada@example\\.com,01632 960123,Click & Collect,60\\.00,\\d+\\.\\d{2} EUR,${time}$`,
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
  await expect(page.getByRole('region', { name: 'Branch' })).toContainText('Brighton');
  await expect(page.getByTestId('order-item')).toHaveCount(1);
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

test('an Admin adds a currency after a Check, sees it on the storefront and updates its margin', async ({
  page,
  login,
}, testInfo) => {
  await login('admin');
  // A code the rate server knows and the bureau does not offer yet; each project its own.
  const served = (
    (await (await page.request.get(`${RATES_URL}/currencies/gbp.json`)).json()) as {
      gbp: Record<string, number>;
    }
  ).gbp;
  const offered = new Set(
    ((await (await page.request.get('/api/currency')).json()) as Currency[]).map((c) => c.value),
  );
  const candidates = Object.keys(served)
    .map((code) => code.toUpperCase())
    .filter((code) => code !== BASE_CURRENCY && !offered.has(code))
    .sort();
  const code = candidates[testInfo.project.name === 'desktop' ? 0 : 1]!;
  const rate = served[code.toLowerCase()]!;

  await page.goto('/dashboard/addCurrency');
  await expect(page.getByRole('heading', { level: 1, name: 'Currency Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Add New Currency' })).toBeVisible();
  const add = page.getByRole('button', { name: 'Add', exact: true });
  await expect(add).toBeDisabled();

  // A code the rate service does not know.
  await page.getByLabel('Currency Name').fill('QQQ');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(toast(page, 'Wrong currency tried')).toBeVisible();
  await expect(add).toBeDisabled();

  await page.getByLabel('Currency Name').fill(code.toLowerCase());
  await page.getByLabel('Country Name').fill(`Test Country ${code}`);
  await page.getByLabel('Sell Rate').fill('-3');
  await page.getByLabel('Buy Rate').fill('3');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('button', { name: 'Checked' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    `Checked: 1 GBP = ${formatRate(rate)} ${code} at the rate service.`,
  );
  await add.click();
  await expect(toast(page, `Added ${code} currency`)).toBeVisible();
  for (const label of ['Currency Name', 'Country Name', 'Sell Rate', 'Buy Rate']) {
    await expect(page.getByLabel(label)).toHaveValue('');
  }
  await expect(add).toBeDisabled();

  // On the storefront: in the catalogue, and priced on its order page.
  const added = await currency(page.request, code);
  expect(added).toMatchObject({ label: `Test Country ${code}`, Rate: rate, Sell: -3, Buy: 3 });
  await page.goto(`/purchase/${code}/Order`);
  await expect(
    page.getByText(`Our rate: 1 GBP = ${formatRate(rateFor(added, 'Order'))} ${code}`),
  ).toBeVisible();

  // Update its Sell margin from Manipulate Currency.
  await page.goto('/dashboard/Currency');
  await expect(page.getByRole('heading', { level: 1, name: 'Manipulate Currency' })).toBeVisible();
  const currencyRow = page.getByTestId('currency-row').filter({ hasText: `Test Country ${code}` });
  await expect(currencyRow.getByRole('cell')).toHaveText([
    `Test Country ${code}`,
    formatRate(rate),
    formatRate(rateFor(added, 'Sell')),
    formatRate(rateFor(added, 'Order')),
    `Update ${code}Set rate ${code}`,
  ]);
  await currencyRow.getByRole('link', { name: `Update ${code}` }).click();
  await expect(page).toHaveURL(`/dashboard/update/${code}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Update Currency' })).toBeVisible();
  await expect(page.getByLabel('Value')).toHaveValue(code);
  await expect(page.getByLabel('Sell')).toHaveValue('-3');
  const update = page.getByRole('button', { name: 'Update' });
  await expect(update).toBeDisabled();
  await page.getByLabel('Sell').fill('-1.5');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('button', { name: 'Checked' })).toBeVisible();
  await update.click();
  await expect(toast(page, `Updated ${code} currency`)).toBeVisible();
  await expect(page).toHaveURL('/dashboard/Currency');

  const updated = { ...added, Sell: -1.5 };
  expect(rateFor(updated, 'Order').equals(rateFor(added, 'Order'))).toBe(false);
  await expect(currencyRow.getByRole('cell').nth(3)).toHaveText(
    formatRate(rateFor(updated, 'Order')),
  );
  await page.goto(`/purchase/${code}/Order`);
  await expect(
    page.getByText(`Our rate: 1 GBP = ${formatRate(rateFor(updated, 'Order'))} ${code}`),
  ).toBeVisible();
});

test('an Admin is asked before a large rate change, and a correction withdraws quotes at the mistyped rate', async ({
  page,
  login,
}, testInfo) => {
  await login('admin');
  // A currency no other journey changes; each project its own.
  const code = testInfo.project.name === 'desktop' ? 'HKD' : 'SGD';
  const rate = (await currency(page.request, code)).Rate;
  const mistyped = rate * 10;
  await page.goto('/dashboard/Currency');
  const row = page
    .getByTestId('currency-row')
    .filter({ has: page.getByRole('rowheader', { name: code, exact: true }) });
  const marketPrice = row.getByRole('cell').nth(1);
  const dialog = page.getByRole('dialog');
  await expect(marketPrice).toHaveText(formatRate(rate));

  // A slip of the finger: ten times the rate. Saving asks first, saying by how much.
  await row.getByRole('button', { name: `Set rate ${code}` }).click();
  await expect(dialog.getByRole('heading', { name: `Set the ${code} market rate` })).toBeVisible();
  const field = dialog.getByLabel(`Market rate (${code} per 1 GBP)`);
  await expect(field).toBeFocused();
  await field.fill(String(mistyped));
  await dialog.getByRole('button', { name: 'Save rate' }).click();
  await expect(dialog.getByRole('heading', { name: `Change ${code} by +900%?` })).toBeVisible();
  await expect(dialog.getByTestId('rate-change')).toHaveText(
    `${formatRate(rate)} → ${formatRate(mistyped)}`,
  );
  await expect(dialog.getByRole('button', { name: 'Go back' })).toBeFocused();
  expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations)).toEqual([]);
  await dialog.getByRole('button', { name: 'Yes, save it!' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, `Set the ${code} market rate to ${formatRate(mistyped)}`)).toBeVisible();
  await expect(marketPrice).toHaveText(formatRate(mistyped));

  // A customer's basket quoted at the mistyped rate.
  const quoted = await collectOrderBody(page.request, code, 'Lovelace');

  // Staff put it right and mark the change as a correction, after the warning.
  await row.getByRole('button', { name: `Set rate ${code}` }).click();
  await dialog.getByLabel(`Market rate (${code} per 1 GBP)`).fill(String(rate));
  await dialog.getByRole('button', { name: 'Save rate' }).click();
  await expect(dialog.getByRole('heading', { name: `Change ${code} by -90%?` })).toBeVisible();
  await dialog
    .getByRole('checkbox', {
      name: 'Correct a mistyped rate: quotes made at the old rate are no longer honoured',
    })
    .check();
  await dialog.getByRole('button', { name: 'Yes, save it!' }).click();
  await expect(
    toast(
      page,
      `Corrected the ${code} market rate to ${formatRate(rate)}: quotes at ${formatRate(mistyped)} are no longer honoured`,
    ),
  ).toBeVisible();
  await expect(marketPrice).toHaveText(formatRate(rate));

  // The basket quoted at the mistyped rate is no longer honoured.
  const refused = await postOrder(page.request, quoted);
  expect(refused.status(), await refused.text()).toBe(409);
  expect((await refused.json()).error.message).toBe(
    'Rates have changed, please review your basket',
  );
});

// Settings of the whole server: the mobile project leaves them out (see playwright.config.ts).
test(
  'an Admin switches latest rates on and off',
  { tag: '@server-wide' },
  async ({ page, login }) => {
    await login('admin');
    await page.goto('/dashboard/Currency');
    await expect(page.getByTestId('latest-rates-mode')).toHaveText(/^Off/);
    try {
      await page.getByRole('button', { name: 'Get the Latest' }).click();
      await expect(page.getByRole('button', { name: 'Stop the Latest' })).toBeVisible({
        timeout: 30_000,
      });
      await expect(toast(page, 'Latest rates are on')).toBeVisible();
      await expect(page.getByTestId('latest-rates-mode')).toHaveText(
        /^On: every \d+ minutes from currency-api\.$/,
      );
      await expect(page.getByTestId('last-refresh')).toHaveText(
        new RegExp(`^(${MONTHS}) \\d{1,2}(st|nd|rd|th) \\d{4}, \\d{2}:\\d{2}$`),
      );
      // The local rate server knows every currency offered.
      await expect(page.getByTestId('rate-failure')).toHaveCount(0);

      await page.getByRole('button', { name: 'Stop the Latest' }).click();
      await expect(page.getByRole('button', { name: 'Get the Latest' })).toBeVisible();
      await expect(toast(page, 'Latest rates are off')).toBeVisible();
    } finally {
      await page.request.put('/api/rates/latest', { data: { on: false } });
    }
    const state = (await (await page.request.get('/api/rates/latest')).json()) as LatestRatesState;
    expect(state.on).toBe(false);
    expect(state.lastRefreshAt).not.toBeNull();
  },
);

test('an Admin makes a user Admin once their address is verified, and takes it back', async ({
  page,
  login,
  playwright,
  baseURL,
  verificationLink,
}) => {
  const account = newAccount();
  // Signed up in a context of its own: the page's browser is the Admin's.
  const visitor = await playwright.request.newContext({ baseURL });
  expect((await visitor.post('/api/auth/sign-up', { data: account })).ok()).toBe(true);

  await login('admin');
  await page.goto('/dashboard/Users');
  await expect(page.getByRole('heading', { level: 1, name: 'Currency Dashboard' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(account.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByTestId('user-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(0)).toHaveText(/^\d+$/);
  await expect(row.getByRole('cell').nth(1)).toHaveText('user');
  // Not while the address is unverified, and the row says why.
  await expect(row.getByRole('button', { name: `Make Admin ${account.email}` })).toBeDisabled();
  await expect(row.getByText('Email not verified yet')).toBeVisible();

  const verified = await visitor.get(await verificationLink(account.email));
  expect(verified.url()).toMatch(/\/\?emailVerification=verified$/);
  await visitor.dispose();
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(account.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(row.getByText('Email not verified yet')).toHaveCount(0);

  await row.getByRole('button', { name: `Make Admin ${account.email}` }).click();
  await expect(toast(page, `${account.email} is now an Admin`)).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText('Admin');
  await expect(row.getByRole('button', { name: `Make Admin ${account.email}` })).toBeDisabled();
  const admincheck = await page.request.get(`/api/admincheck/${encodeURIComponent(account.email)}`);
  expect(await admincheck.json()).toEqual({ admin: true });

  await row.getByRole('button', { name: `Remove Admin ${account.email}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, remove it!' }).click();
  await expect(toast(page, `${account.email} is no longer an Admin`)).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText('user');
  await expect(row.getByRole('button', { name: `Make Admin ${account.email}` })).toBeEnabled();
});

test('a contact message is read and marked handled', async ({ page, login }) => {
  const name = `Grace ${randomUUID().slice(0, 8)}`;
  const sent = await page.request.post('/api/contact', {
    data: { name, email: 'grace@example.com', message: 'Do you stock Icelandic krona?' },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await login('admin');
  await page.goto('/dashboard/Messages');
  const message = page.getByRole('article', { name: `Message from ${name}` });
  await expect(message).toContainText('Do you stock Icelandic krona?');
  await message.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(toast(page, `Marked ${name}'s message as handled`)).toBeVisible();
  await expect(message).toContainText(new RegExp(`Handled .* by ${ADMIN.email}`));
});

test(
  'an Admin changes the upsell the storefront shows',
  { tag: '@server-wide' },
  async ({ page, login }) => {
    await login('admin');
    const before = (
      (await (await page.request.get('/api/upsell')).json()) as {
        Upsell: { text: string; amount: number };
      }
    ).Upsell;
    await page.goto('/dashboard/Settings');
    await expect(page.getByLabel('Upsell text')).toHaveValue(before.text);
    try {
      await page.getByLabel('Upsell text').fill('Free travel wallet with orders of £750 or more');
      await page.getByLabel('Amount (GBP)').fill('750');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Saved the upsell')).toBeVisible();
      expect(await (await page.request.get('/api/upsell')).json()).toEqual({
        Upsell: { text: 'Free travel wallet with orders of £750 or more', amount: 750 },
      });
    } finally {
      await page.request.put('/api/upsell', { data: before });
    }
  },
);

test('a user without the Admin role gets the no-access page on the dashboard', async ({
  page,
  login,
}) => {
  await login('user');
  for (const path of ['/dashboard/Statics', '/dashboard/history', '/dashboard/Settings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
  }
});

test('at 375 px the menu is a 250 px drawer that slides in and closes', async ({ page, login }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await login('admin');
  await page.goto('/dashboard/Statics');
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Statics' })).toBeFocused();
  const drawer = page.locator('#dashboard-drawer');
  await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
  expect((await drawer.boundingBox())?.width).toBe(250);
  expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();

  await page.getByRole('button', { name: 'Menu' }).click();
  await menu.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL('/dashboard/history');
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  await expect(menu).toBeHidden();
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
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

test.describe('axe finds no violations, and nothing is wider than 375 px', () => {
  const screens: Array<[string, string]> = [
    ['/dashboard/Statics', 'Statics'],
    ['/dashboard/manageOrders', 'Pending Orders'],
    ['/dashboard/activeOrders', 'Accepted Orders'],
    ['/dashboard/history', 'History'],
    ['/dashboard/orderDetails/:id', 'Order Details'],
    ['/dashboard/Currency', 'Manipulate Currency'],
    ['/dashboard/addCurrency', 'Currency Dashboard'],
    ['/dashboard/update/EUR', 'Currency Dashboard'],
    ['/dashboard/Users', 'Currency Dashboard'],
    ['/dashboard/Messages', 'Messages'],
    ['/dashboard/Settings', 'Settings'],
  ];
  for (const [path, heading] of screens) {
    test(`on ${path}`, async ({ page, login }) => {
      await login('admin');
      // Every list has a row to check, and the details page an order.
      const order = await placeOrderByApi(page.request, uniqueSurname());
      await page.goto(path.replace(':id', order._id));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The page's data has replaced its loading status.
      await expect(page.locator('main [role=status]').filter({ hasText: /^Loading/ })).toHaveCount(
        0,
      );
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations).toEqual([]);

      // At 375 px nothing is wider than the phone: wide tables scroll inside their own box.
      await page.setViewportSize({ width: 375, height: 740 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(375);
    });
  }

  test('with a confirmation open', async ({ page, login }) => {
    await login('admin');
    const order = await placeOrderByApi(page.request, uniqueSurname());
    await page.goto(`/dashboard/orderDetails/${order._id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations).toEqual([]);
  });
});
