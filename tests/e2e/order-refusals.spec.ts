// What the wizard and the server refuse: every problem in the catalogue's words, a full basket,
// an expired quote, a day the branch closes.
import { orderBody, quotedItem } from '#server/test-support/orders.ts';
import { MESSAGES } from '#shared/constants.ts';
import { formatCollectionDay } from '#shared/domain/collection-note.ts';
import { expect, test, toast } from './fixtures.ts';
import {
  add,
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
} from './order-wizard.ts';

test('the wizard tells the customer every problem in the words of the error catalogue', async ({
  page,
}) => {
  await page.goto('/purchase/EUR/Order');

  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(toast(page, MESSAGES.incorrectAmount)).toBeVisible();
  await add(page, 'You pay (GBP)', '0');
  await expect(toast(page, MESSAGES.incorrectAmount)).toBeVisible();
  await expect(page.getByTestId('basket-item')).toHaveCount(0);

  await expect(page.getByRole('radio', { name: 'Brighton' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(toast(page, MESSAGES.noCollectionPoint)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Brighton' })).toBeFocused();

  await pickBranch(page, 'Worthing');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(toast(page, MESSAGES.emptyCart)).toBeVisible();

  await addItem(page, 'You pay (GBP)', '120');
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

test('the basket holds 4 items, and an item whose quote runs out stays, marked expired, keeping the order in step 1', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/purchase/EUR/Order');
  const items = page.getByTestId('basket-item');

  await addItem(page, 'You pay (GBP)', '10');
  await expect(items.first()).toContainText(/Time left(30:00|29:5\d)/);
  await page.clock.fastForward('10:00');
  await expect(items.first()).toContainText(/Time left(20:00|19:5\d)/);

  for (const amount of ['20', '30', '40']) await addItem(page, 'You pay (GBP)', amount);
  await add(page, 'You pay (GBP)', '50');
  await expect(toast(page, MESSAGES.cartFull)).toBeVisible();
  await expect(items).toHaveCount(4);
  expect(await basket(page)).toHaveLength(4);

  // The first item's quote runs out: it stays, marked, and the order cannot go on with it.
  await page.clock.fastForward('20:00');
  await expect(items.first()).toContainText(/expired/i);
  await expect(items).toHaveCount(4);
  await pickBranch(page, 'Brighton');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(toast(page, MESSAGES.ratesChanged)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create Order' })).toBeVisible();
});

test('a day the branch closes cannot be chosen, and the server refuses it', async ({
  page,
  login,
}, testInfo) => {
  await login('admin');
  // A day well ahead, one per project: the projects share the server, and every other journey
  // takes the earliest day.
  const ahead = choosable(await collectionDays(page, 'chichester')).slice(6);
  const day = ahead[testInfo.project.name === 'desktop' ? 0 : 1]!.date;
  const label = formatCollectionDay(day);

  await page.goto('/purchase/EUR/Order');
  await addItem(page, 'You pay (GBP)', '100');
  await pickBranch(page, 'Chichester');
  await daySelect(page).selectOption(day);
  await next(page);
  await fillDetails(page);

  // Staff close the branch that day while the customer types.
  const closed = await page.request.post('/api/branches/chichester/closures', {
    data: { date: day, reason: 'Refit' },
  });
  expect(closed.status(), await closed.text()).toBe(201);
  const { id } = (await closed.json()) as { id: string };
  try {
    const message = `Chichester is closed on ${label}: please choose another collection day`;
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(toast(page, message)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Create Order' })).toBeVisible();
    await expect(daySelect(page)).toBeFocused();
    const option = daySelect(page).locator(`option[value="${day}"]`);
    await expect(option).toBeDisabled();
    await expect(option).toHaveText(/ – Closed$/);
    await expect(daySelect(page)).not.toHaveValue(day);

    // Asked directly, the server refuses the day too, naming the field.
    const eur = await currency(page, 'EUR');
    const refused = await page.request.post('/api/Order', {
      data: orderBody([quotedItem(eur, 'Order', '100')], {
        addressKey: 'chichester',
        collectionDate: day,
      }),
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({
      error: {
        code: 'BAD_REQUEST',
        reason: 'DAY_REFUSED',
        message,
        issues: [{ path: 'collectionDate', message }],
      },
    });

    // Another day goes through.
    await next(page);
    const placed = await placeOrder(page);
    expect(placed.collectionDate).not.toBe(day);
  } finally {
    await page.request.delete(`/api/branches/chichester/closures/${id}`);
  }
});
