// Placing an order through the wizard: buying, selling back, and the pages' accessibility.
import { AxeBuilder } from '@axe-core/playwright';
import { COLLECT_NOTICES, SELL_NOTE } from '#shared/constants.ts';
import { formatCollectionDay } from '#shared/domain/collection-note.ts';
import { formatAmount, formatRate, quote } from '#shared/domain/pricing.ts';
import type { PlacedOrder } from '#shared/schemas/order.ts';
import { expect, test } from './fixtures.ts';
import {
  addItem,
  basket,
  choosable,
  collectionDays,
  currency,
  CUSTOMER,
  daySelect,
  fillDetails,
  next,
  pickBranch,
  placeOrder,
  storedOrder,
} from './order-wizard.ts';

test('a customer orders euros at a server quote for a day they choose, and opens the order page from the confirmation', async ({
  page,
  login,
}) => {
  const eur = await currency(page, 'EUR');
  const expected = quote(eur, 'Order', '86.92')!;
  const euros = `${formatAmount(expected.take.amount)} EUR`;
  const rate = `£1 = ${formatRate(expected.rate)} EUR`;
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
  await expect(item).toContainText(formatRate(expected.rate));
  await expect(item).toContainText(/Time left(30:00|29:5\d)/);
  const [quoted] = await basket(page);
  expect(quoted?.quoteId).toMatch(/^[0-9a-f-]{36}$/);

  // Before a branch is chosen there are no days; then its 14, the earliest ready one chosen.
  await expect(daySelect(page)).toBeDisabled();
  await pickBranch(page, 'Brighton');
  await expect(page.getByRole('radio', { name: 'Brighton' })).toHaveAccessibleDescription(
    /1 Example Street, Brighton BN1 1AA\s*Phone: 01632 960001/,
  );
  const days = await collectionDays(page, 'brighton');
  await expect(daySelect(page).locator('option')).toHaveCount(14);
  await expect(daySelect(page)).toHaveValue(choosable(days)[0]!.date);
  const chosen = choosable(days)[1]!.date;
  await daySelect(page).selectOption(chosen);
  await next(page);

  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByTestId('summary-item')).toHaveText(`90.00 GBP → for ${euros}${rate}`);
  await expect(summary).toContainText('Collection pointBrighton: 1 Example Street');
  await expect(summary).toContainText(
    `Collection dayCollect from Brighton on ${formatCollectionDay(chosen)}`,
  );
  await expect(summary.getByTestId('summary-total')).toHaveText('You pay £90.00 in branch');
  for (const rule of COLLECT_NOTICES.secondMessege.filter((line) => / ID\b/.test(line))) {
    await expect(summary.getByText(rule)).toBeVisible();
  }

  await fillDetails(page);
  const placed = await placeOrder(page);
  expect(placed.collectionDate).toBe(chosen);

  await expect(page.getByTestId('order-number')).toHaveText(/^\d{8}$/);
  await expect(page.getByTestId('order-number')).toHaveText(placed.Order_Id);
  await expect(page.getByTestId('confirmation-line')).toHaveText([`EUR90.00 GBP${euros}${rate}`]);
  await expect(page.getByTestId('collection-note')).toHaveText(
    `${placed.collectionNote}You pay £90.00 in branch`,
  );
  expect(placed.collectionNote).toContain(
    `Collect from Brighton on ${formatCollectionDay(chosen)}`,
  );
  const booking = page.getByRole('region', { name: 'Booking Details' });
  await expect(booking).toContainText('Full NameAda Lovelace');
  await expect(booking).toContainText(`Email${CUSTOMER.email}`);
  await expect(booking).toContainText(`Contact${CUSTOMER.phone}`);
  await expect(booking).toContainText('Pickup LocationBrighton: 1 Example Street');
  await expect(page.getByRole('region', { name: 'Important Notification' })).toContainText(
    'Orders are subject to stock and denomination availability.',
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
    page.getByRole('link', { name: 'View or cancel your order' }),
  ]) {
    await expect(hidden).toBeHidden();
  }
  await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The order's own page holds the same confirmation, and keeps it across a reload.
  const link = page.getByRole('link', { name: 'View or cancel your order' });
  await expect(link).toHaveAttribute('href', placed.customerUrl);
  expect(placed.customerUrl).toMatch(new RegExp(`^/order/${placed.Order_Id}\\?t=\\S+$`));
  await link.click();
  await expect(page).toHaveURL(placed.customerUrl);
  await expect(page.getByTestId('order-number')).toHaveText(placed.Order_Id);
  await page.reload();
  await expect(page.getByTestId('order-number')).toHaveText(placed.Order_Id);
  await expect(page.getByTestId('collection-note')).toContainText(placed.collectionNote);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();

  // What was stored is the quote: the rounded GBP and the foreign amount worked out from it,
  // paid in notes down to below the smallest euro note (€5), the rest in pounds.
  await login('admin');
  const stored = await storedOrder(page, placed._id);
  expect(stored.Status).toBe('Pending');
  expect(stored.collectionDate).toBe(chosen);
  const [{ notes, changeGbp }] = placed.Orders as [PlacedOrder['Orders'][number]];
  expect(stored.Orders).toEqual([
    {
      currencyMy: 90,
      currencyMycurrent: 'GBP',
      currencyTake: expected.take.amount.toNumber(),
      currencyTakecurrent: 'EUR',
      Rate: expected.rate.toNumber(),
      status: 'buy',
      notes,
      changeGbp,
    },
  ]);
  const inNotes = notes.reduce((sum, note) => sum + note.denomination * note.count, 0);
  expect(expected.take.amount.minus(inNotes).toNumber()).toBeGreaterThanOrEqual(0);
  expect(expected.take.amount.minus(inNotes).toNumber()).toBeLessThan(5);
  expect(stored.TotalMoney).toBe(90);
});

test('a customer sells dollars back: a drop-off location and day, paid in cash at the counter', async ({
  page,
  login,
}) => {
  const usd = await currency(page, 'USD');
  const expected = quote(usd, 'Sell', '1500')!;
  const pounds = formatAmount(expected.take.amount);
  const rate = `£1 = ${formatRate(expected.rate)} USD`;
  const paid = `We pay you £${pounds} in cash at the counter`;

  await page.goto('/purchase/USD/Sell');
  await expect(page).toHaveTitle(/Sell travel money/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sell travel money' })).toBeVisible();
  await expect(page.getByText('We round up to the next £10')).toHaveCount(0);
  await addItem(page, 'You sell (USD)', '1500');
  await expect(page.getByTestId('basket-item')).toContainText(`From1,500.00 USDTo${pounds} GBP`);

  await expect(page.getByRole('group', { name: 'Drop-off location' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Collection point' })).toHaveCount(0);
  await pickBranch(page, 'London', 'Drop-off day');
  const [day] = choosable(await collectionDays(page, '172'));
  await expect(daySelect(page, 'Drop-off day')).toHaveValue(day!.date);
  await next(page);

  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByTestId('summary-item')).toHaveText(
    `1,500.00 USD → for ${pounds} GBP${rate}`,
  );
  await expect(summary).toContainText('Drop-off locationLondon: 172 Example Road');
  await expect(summary).toContainText(
    `Drop-off dayDrop off at London on ${formatCollectionDay(day!.date)}`,
  );
  await expect(summary.getByTestId('summary-total')).toHaveText(paid);
  await expect(summary).toContainText(SELL_NOTE);

  await fillDetails(page);
  const placed = await placeOrder(page);

  await expect(page.getByTestId('confirmation-line')).toHaveText([
    `USD1,500.00 USD${pounds} GBP${rate}`,
  ]);
  await expect(page.getByTestId('collection-note')).toHaveText(`${placed.collectionNote}${paid}`);
  expect(placed.collectionNote).toMatch(/^Drop off at London on /);
  await expect(page.getByRole('region', { name: 'Note' })).toContainText(SELL_NOTE);
  await expect(page.getByRole('region', { name: 'Important Notification' })).toHaveCount(0);
  const booking = page.getByRole('region', { name: 'Booking Details' });
  await expect(booking).toContainText('Drop-off locationLondon: 172 Example Road');
  await expect(booking).not.toContainText('Pickup Location');

  await login('admin');
  const stored = await storedOrder(page, placed._id);
  expect(stored.title).toBe('Click & Sell');
  expect(stored.Orders).toMatchObject([
    { currencyMy: 1500, currencyMycurrent: 'USD', currencyTake: expected.take.amount.toNumber() },
  ]);
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
  await addItem(page, 'You pay (GBP)', '1286.92');
  await pickBranch(page, 'Brighton');
  await fits();
  await axe();

  await page.setViewportSize({ width: 1470, height: 900 });
  await fits();
  await next(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Enter your first name').first()).toBeVisible();
  await axe();
  await page.setViewportSize({ width: 360, height: 800 });
  await fits();

  await fillDetails(page);
  await placeOrder(page);
  await axe();
  await fits();
  await page.setViewportSize({ width: 1470, height: 900 });
  await axe();
});
