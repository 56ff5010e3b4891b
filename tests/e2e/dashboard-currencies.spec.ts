import { AxeBuilder } from '@axe-core/playwright';
import { BASE_CURRENCY } from '#shared/constants.ts';
import { formatRate, rateFor } from '#shared/domain/pricing.ts';
import type { Currency, LatestRatesState } from '#shared/schemas/currency.ts';
import { collectOrderBody, currency, MONTHS, postOrder, RATES_URL } from './dashboard-helpers.ts';
import { expect, test, toast } from './fixtures.ts';

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
    page.getByText(`Our rate: £1 = ${formatRate(rateFor(added, 'Order'))} ${code}`),
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
    page.getByText(`Our rate: £1 = ${formatRate(rateFor(updated, 'Order'))} ${code}`),
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
      name: 'Correct a mistyped rate: quotes made at the old rate will be withdrawn and their customers asked to review their basket',
    })
    .check();
  await dialog.getByRole('button', { name: 'Yes, save it!' }).click();
  await expect(
    toast(
      page,
      `Corrected the ${code} market rate to ${formatRate(rate)}: quotes at ${formatRate(mistyped)} are withdrawn`,
    ),
  ).toBeVisible();
  await expect(marketPrice).toHaveText(formatRate(rate));

  // The quote made at the mistyped rate is withdrawn: the basket is sent back for review.
  const refused = await postOrder(page.request, quoted);
  expect(refused.status(), await refused.text()).toBe(409);
  const { error } = await refused.json();
  expect(error.message).toBe('Rates have changed, please review your basket');
  expect(error.reason).toBe('RATES_CHANGED');
  expect(error.issues).toEqual([
    { path: 'items.0', reason: 'QUOTE_WITHDRAWN', message: expect.stringMatching(/withdrawn/) },
  ]);
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
