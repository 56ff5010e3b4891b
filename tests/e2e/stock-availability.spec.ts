import type { Page, TestInfo } from '@playwright/test';
import { formatCollectionDay } from '#shared/domain/collection-note.ts';
import { formatNotes } from '#shared/domain/note-plan.ts';
import { formatAmount } from '#shared/domain/pricing.ts';
import type { CollectionDay } from '#shared/schemas/branch.ts';
import type { PlacedOrder } from '#shared/schemas/order.ts';
import type { CurrencyStock } from '#shared/schemas/stock.ts';
import type { Transfer } from '#shared/schemas/stock-operations.ts';
import { expectNoAxeViolations } from './dashboard-helpers.ts';
import { expect, test, toast } from './fixtures.ts';

const CUSTOMER = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace.hopper@example.com',
  phone: '01632 960456',
};

/**
 * The currencies these journeys make short, per project (the projects share the server); no other
 * journey orders or counts them.
 */
const SHORT = {
  desktop: { branches: 'DKK', race: 'MXN' },
  mobile: { branches: 'ZAR', race: 'THB' },
} as const;
const shortCurrency = (testInfo: TestInfo, journey: 'branches' | 'race') =>
  SHORT[testInfo.project.name as keyof typeof SHORT][journey];

async function stockOf(page: Page, branch: string, currency: string): Promise<CurrencyStock> {
  const response = await page.request.get(`/api/stock/${branch}/${currency}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as CurrencyStock;
}

/** Sets the count of every note of the currency at the branch, through the Admin API. */
async function setCounts(
  page: Page,
  branch: string,
  currency: string,
  count: (denomination: number) => number,
) {
  const { notes } = await stockOf(page, branch, currency);
  const counts = Object.fromEntries(
    notes.map((note) => [note.denomination, count(note.denomination)]),
  );
  const response = await page.request.put(`/api/stock/${branch}/${currency}`, {
    data: { counts, reason: 'counted' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function setTracked(page: Page, branch: string, currency: string, tracked: boolean) {
  const { lowBelow } = await stockOf(page, branch, currency);
  const response = await page.request.put(`/api/stock/${branch}/${currency}/settings`, {
    data: { tracked, lowBelow },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function addItem(page: Page, amount: string) {
  const items = page.getByTestId('basket-item');
  const count = await items.count();
  await page.getByLabel('You pay (GBP)').fill(amount);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(items).toHaveCount(count + 1);
}

async function pickBranch(page: Page, name: string) {
  await page.getByRole('radio', { name }).check();
  await expect(page.getByRole('combobox', { name: 'Collection day' })).toBeEnabled();
}

async function fillDetails(page: Page) {
  await page.getByLabel('First name').fill(CUSTOMER.firstName);
  await page.getByLabel('Last name').fill(CUSTOMER.lastName);
  await page.getByLabel('Email', { exact: true }).fill(CUSTOMER.email);
  await page.getByLabel('Repeat email').fill(CUSTOMER.email);
  await page.getByLabel('Phone').fill(CUSTOMER.phone);
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
}

async function placeOrder(page: Page): Promise<PlacedOrder> {
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/Order') && response.status() === 201,
  );
  await page.getByRole('button', { name: 'Place order' }).click();
  const order = (await (await answer).json()) as PlacedOrder;
  await expect(page.getByRole('heading', { name: 'Order confirmation' })).toBeFocused();
  return order;
}

/** Screenshots at a phone's and a laptop's width, for a person to look at. */
async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  const size = page.viewportSize()!;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}

test('the branch choice shows where the basket is in stock, and a branch that cannot supply it now cannot be chosen', async ({
  page,
  login,
}, testInfo) => {
  const code = shortCurrency(testInfo, 'branches');
  await login('admin');
  const days = (await (
    await page.request.get('/api/branches/172/collection-days')
  ).json()) as CollectionDay[];
  const arrives = days.filter((day) => day.open)[2]!.date;
  const counts = new Map(
    await Promise.all(
      ['worthing', '172'].map(
        async (branch) => [branch, await stockOf(page, branch, code)] as const,
      ),
    ),
  );

  // Worthing and London have none; notes are on their way to London; Chichester does not count it.
  for (const branch of counts.keys()) await setCounts(page, branch, code, () => 0);
  await setTracked(page, 'chichester', code, false);
  // Half of Brighton's notes (worth some £1,500): London can pay the basket once they arrive.
  const { notes: brighton } = await stockOf(page, 'brighton', code);
  const sent = await page.request.post('/api/transfers', {
    data: {
      from: 'brighton',
      to: '172',
      currency: code,
      notes: Object.fromEntries(
        brighton.map(({ denomination, available }) => [denomination, Math.floor(available / 2)]),
      ),
      expectedDate: arrives,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const transfer = (await sent.json()) as Transfer;

  try {
    await page.goto(`/purchase/${code}/Order`);
    await expect(page.getByRole('radio', { name: 'Brighton' })).toBeVisible();
    await expect(page.getByTestId('branch-stock')).toHaveCount(0);
    await addItem(page, '100');

    await expect(page.getByTestId('branch-stock')).toHaveText([
      'In stock at Brighton',
      'Not available at Worthing',
      'On request at Chichester: we confirm before you collect',
      `Available at London from ${formatCollectionDay(arrives)}`,
    ]);
    await expect(page.getByRole('radio', { name: 'Brighton' })).toHaveAccessibleDescription(
      /^In stock at Brighton\s*1 Example Street/,
    );

    await pickBranch(page, 'Worthing');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(
      toast(page, 'Worthing cannot supply this basket now: please choose a branch marked In stock'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Create Order' })).toBeVisible();
    await screenshots(page, testInfo, 'branch-stock');

    await pickBranch(page, 'London');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(
      toast(
        page,
        `London can supply this basket from ${formatCollectionDay(arrives)}: please choose a branch marked In stock, or come back then`,
      ),
    ).toBeVisible();

    // On request goes on: staff confirm the notes before the customer collects.
    await pickBranch(page, 'Chichester');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Your details' })).toBeFocused();
    await fillDetails(page);
    const placed = await placeOrder(page);
    expect(placed.onRequest).toBe(true);
    await expect(
      page
        .getByRole('region', { name: 'Your notes' })
        .getByText('We confirm your notes before you collect'),
    ).toBeVisible();
  } finally {
    const cancelled = await page.request.post(`/api/transfers/${transfer.id}/cancel`);
    expect(cancelled.ok(), await cancelled.text()).toBe(true);
    await setTracked(page, 'chichester', code, true);
    for (const [branch, stock] of counts) {
      const before = new Map(stock.notes.map((note) => [note.denomination, note.onHand]));
      await setCounts(page, branch, code, (denomination) => before.get(denomination) ?? 0);
    }
  }
});

test('when the branch no longer has the notes at Place order, the customer chooses another with the basket kept', async ({
  page,
  login,
}, testInfo) => {
  const code = shortCurrency(testInfo, 'race');
  await login('admin');
  const before = new Map(
    (await stockOf(page, 'brighton', code)).notes.map((note) => [note.denomination, note.onHand]),
  );

  await page.goto(`/purchase/${code}/Order`);
  await addItem(page, '100');
  await expect(page.getByTestId('branch-stock').first()).toHaveText('In stock at Brighton');
  await pickBranch(page, 'Brighton');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeFocused();
  await fillDetails(page);

  // The branch's notes go while the customer types.
  await setCounts(page, 'brighton', code, () => 0);
  try {
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(
      toast(
        page,
        'Brighton no longer has the notes for this order. Worthing, Chichester and London can supply it: please choose one of them.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Create Order' })).toBeFocused();
    await expect(page.getByTestId('branch-stock')).toHaveText([
      'Not available at Brighton',
      'In stock at Worthing',
      'In stock at Chichester',
      'In stock at London',
    ]);
    await expect(page.getByTestId('basket-item')).toHaveCount(1);
    await expect(page.getByTestId('basket-item')).not.toContainText(/expired/i);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(
      toast(page, 'Brighton cannot supply this basket now: please choose a branch marked In stock'),
    ).toBeVisible();

    await pickBranch(page, 'London');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Your details' })).toBeFocused();
    const placed = await placeOrder(page);
    expect(placed.addressKey).toBe('172');
  } finally {
    await setCounts(page, 'brighton', code, (denomination) => before.get(denomination) ?? 0);
  }
});

test('the confirmation and the order page show the notes planned for each currency and the change', async ({
  page,
}, testInfo) => {
  await page.goto('/purchase/EUR/Order');
  await addItem(page, '336');
  await page.getByLabel('Currency').selectOption('USD');
  await addItem(page, '120');
  await expect(page.getByTestId('branch-stock').first()).toHaveText('In stock at Brighton');
  await pickBranch(page, 'Brighton');
  await page.getByRole('radio', { name: 'Larger notes' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(
    'NotesLarger notes',
  );
  await fillDetails(page);
  const placed = await placeOrder(page);
  expect(placed.notePreference).toBe('large');

  // The plan is the server's: each line's notes, and the pounds for what is below the smallest.
  const expected = placed.Orders.map((line) => {
    expect(line.notes.length).toBeGreaterThan(0);
    const text = `${formatAmount(line.currencyTake)} ${line.currencyTakecurrent}: ${formatNotes(line.currencyTakecurrent, line.notes)}`;
    return line.changeGbp > 0
      ? `${text}£${formatAmount(line.changeGbp)} back in cash at the counter`
      : text;
  });
  const plan = page.getByRole('region', { name: 'Your notes' });
  await expect(plan.getByTestId('note-plan-line')).toHaveText(expected);
  await expect(plan).toContainText('× €');
  // The spec's table stays as it was.
  await expect(page.getByTestId('confirmation-line')).toHaveCount(2);
  await screenshots(page, testInfo, 'note-plan');

  await page.emulateMedia({ media: 'print' });
  await expect(plan).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('note-plan-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('link', { name: 'View or cancel your order' }).click();
  await expect(page.getByTestId('order-number')).toHaveText(placed.Order_Id);
  await expect(
    page.getByRole('region', { name: 'Your notes' }).getByTestId('note-plan-line'),
  ).toHaveText(expected);
});

test('a £450 euro order’s default plan has no €200 note and no flag, and says why', async ({
  page,
  login,
}, testInfo) => {
  await page.goto('/purchase/EUR/Order');
  await addItem(page, '450');
  await pickBranch(page, 'Brighton');
  await expect(page.getByRole('radio', { name: 'Mixed (recommended)' })).toBeChecked();
  const choice = page.getByRole('group', { name: 'Notes' });
  await expect(choice.getByText(/many shops refuse €200 notes\.$/)).toBeVisible();
  await choice.screenshot({ path: testInfo.outputPath('note-preference.png') });
  await page.getByRole('button', { name: 'Next' }).click();
  await fillDetails(page);
  const placed = await placeOrder(page);

  const [line] = placed.Orders;
  expect(line!.currencyTake).toBeGreaterThan(400);
  expect(line!.notes.map((note) => note.denomination)).not.toContain(200);
  expect(placed).toMatchObject({ highValueNotes: false, highValueNotesUnavoidable: false });
  const plan = page.getByRole('region', { name: 'Your notes' });
  await expect(plan.getByTestId('note-plan-line')).toHaveText(
    new RegExp(`^${formatAmount(line!.currencyTake)} EUR: ${formatNotes('EUR', line!.notes)}`),
  );
  await expect(plan).not.toContainText('× €200');
  await expect(plan.getByText(/^Many shops refuse €200 notes/)).toBeVisible();
  await expect(plan.getByTestId('high-value-unavoidable')).toHaveCount(0);
  await screenshots(page, testInfo, 'note-plan-mixed');
  await expectNoAxeViolations(page);

  // Staff see no "High-value notes" flag on it.
  await login('admin');
  const details = await page.request.get(`/api/details/${placed._id}`);
  expect(details.ok(), await details.text()).toBe(true);
  expect(((await details.json()) as { flags: string[] }).flags).not.toContain('high-notes');
});
