import type { Locator, Page, TestInfo } from '@playwright/test';
import { formatNote, formatNotes } from '#shared/domain/note-plan.ts';
import { formatAmount } from '#shared/domain/pricing.ts';
import { addDays, ukDate } from '#shared/domain/uk-time.ts';
import type { PlacedOrder } from '#shared/schemas/order.ts';
import type { CurrencyStock } from '#shared/schemas/stock.ts';
import { formatLongDay } from '#web/lib/calendar-day.ts';
import {
  checkCustomerId,
  confirmInDialog,
  details,
  expectNoAxeViolations,
  onHandCounts,
  postOrder,
  quotedOrderBody,
  screenshots,
  setStockCounts,
  stockOf,
  uniqueSurname,
} from './dashboard-helpers.ts';
import { expect, test, toast } from './fixtures.ts';

/**
 * The journeys count, move and close currencies no other journey orders, at Chichester, with one
 * set per project so that the desktop and mobile runs go side by side; each puts its counts back.
 */
const CURRENCIES = {
  desktop: { count: 'CHF', transfer: 'NOK', close: 'CZK', sell: 'NZD' },
  mobile: { count: 'PLN', transfer: 'SEK', close: 'HUF', sell: 'SGD' },
} as const;
const currencies = (testInfo: TestInfo) =>
  CURRENCIES[testInfo.project.name === 'mobile' ? 'mobile' : 'desktop'];

const CHICHESTER = 'chichester';

// Each journey looks at its screens at three widths and has axe check them with 80 currencies.
test.describe.configure({ timeout: 120_000 });

const stockRow = (page: Page, code: string) =>
  page
    .getByTestId('currency-stock')
    .filter({ has: page.getByRole('heading', { name: code, exact: true }) });

/** The row's on hand, reserved and available figures are the server's. */
async function expectFigures(row: Locator, stock: CurrencyStock) {
  for (const field of ['onHand', 'reserved', 'available'] as const) {
    await expect(row.getByTestId(`stock-${field}`)).toHaveText(formatAmount(stock[field]));
  }
}

/** A note's number field in a dialog or form ("€50 notes"). */
const noteField = (dialog: Locator, code: string, denomination: number) =>
  dialog.getByLabel(`${formatNote(code, denomination)} notes`, { exact: true });

test('an Admin counts a currency at a branch: the new figures, and what open orders hold', async ({
  page,
  login,
}, testInfo) => {
  await login('admin');
  const code = currencies(testInfo).count;
  const before = await stockOf(page.request, CHICHESTER, code);
  // An open order holds some of the notes.
  const placed = await postOrder(
    page.request,
    await quotedOrderBody(page.request, {
      code,
      way: 'Order',
      amount: '200',
      lastName: uniqueSurname(),
      addressKey: CHICHESTER,
    }),
  );
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as PlacedOrder;
  try {
    const held = await stockOf(page.request, CHICHESTER, code);
    expect(held.reserved).toBeGreaterThan(0);

    await page.goto(`/dashboard/stock?branch=${CHICHESTER}`);
    await expect(page.getByLabel('Branch')).toHaveValue(CHICHESTER);
    const row = stockRow(page, code);
    await expectFigures(row, held);

    await row.getByRole('button', { name: `Count ${code}` }).click();
    const dialog = page.getByRole('dialog', { name: `Count ${code} at Chichester` });
    for (const note of held.notes) {
      await expect(noteField(dialog, code, note.denomination)).toHaveValue(String(note.onHand));
    }
    await screenshots(page, testInfo, 'count-dialog');
    await expectNoAxeViolations(page);

    // Fewer notes than the order holds: refused at that note.
    const heldNote = held.notes.find((note) => note.reserved > 0)!;
    const heldName = formatNote(code, heldNote.denomination);
    const heldField = noteField(dialog, code, heldNote.denomination);
    await heldField.fill(String(heldNote.reserved - 1));
    await dialog.getByRole('button', { name: 'Save count' }).click();
    await expect(heldField).toHaveAttribute('aria-invalid', 'true');
    await expect(heldField).toHaveAccessibleDescription(
      `Open orders hold ${heldNote.reserved} × ${heldName} at Chichester: the count cannot go below ${heldNote.reserved} ${heldNote.reserved} held for orders`,
    );

    // The count: three more of each note than orders hold.
    for (const note of held.notes) {
      await noteField(dialog, code, note.denomination).fill(String(note.reserved + 3));
    }
    await dialog.getByLabel('Note (optional)').fill('Till count');
    await dialog.getByRole('button', { name: 'Save count' }).click();
    await expect(toast(page, `Saved the ${code} count at Chichester`)).toBeVisible();
    await expect(dialog).toBeHidden();

    // The figures are the ledger's: what the count set, less what the order still holds.
    const counted = await stockOf(page.request, CHICHESTER, code);
    const value = held.notes.reduce((sum, n) => sum + n.denomination * (n.reserved + 3), 0);
    expect(counted).toMatchObject({ onHand: value, reserved: held.reserved });
    expect(counted.available).toBe(value - held.reserved);
    await expectFigures(row, counted);
    await row.getByRole('button', { name: `Notes of ${code}` }).click();
    await expect(row.getByTestId('note-stock')).toHaveText(
      [...counted.notes]
        .sort((a, b) => b.denomination - a.denomination)
        .map((n) => `${formatNote(code, n.denomination)}${n.reserved + 3}${n.reserved}3`),
    );
    await screenshots(page, testInfo, 'stock');
    await expectNoAxeViolations(page);
  } finally {
    await page.request.delete(`/api/deleteOrder/${order._id}`);
    await setStockCounts(page.request, CHICHESTER, code, onHandCounts(before));
  }
});

test('a transfer is requested, sent and received, moving its notes between the branches', async ({
  page,
  login,
}, testInfo) => {
  await login('admin');
  const code = currencies(testInfo).transfer;
  const [fromBefore, toBefore] = await Promise.all([
    stockOf(page.request, CHICHESTER, code),
    stockOf(page.request, 'worthing', code),
  ]);
  const note = fromBefore.notes.find((n) => n.available >= 2)!;
  const name = formatNote(code, note.denomination);
  const what = `${formatAmount(note.denomination * 2)} ${code} from Chichester to Worthing`;
  try {
    await page.goto('/dashboard/transfers');
    const form = page.getByRole('form', { name: 'Request a transfer' });
    await form.getByLabel('From').selectOption({ label: 'Chichester' });
    await form.getByLabel('To').selectOption({ label: 'Worthing' });
    await form.getByLabel('Currency').selectOption(code);
    await expect(form.getByLabel(`${name} notes`, { exact: true })).toHaveAccessibleDescription(
      `${note.available} available at Chichester`,
    );
    await form.getByLabel(`${name} notes`, { exact: true }).fill('2');
    await form.getByLabel('Expected on').fill(ukDate(new Date()));
    await form.getByRole('button', { name: 'Request transfer' }).click();
    await expect(toast(page, `Requested ${what}`)).toBeVisible();

    const transfer = page.getByTestId('transfer').filter({ hasText: `${code}: Chichester` });
    await expect(transfer.getByTestId('transfer-status')).toHaveText('Requested');
    await expect(transfer).toContainText(`2 × ${name}`);
    await screenshots(page, testInfo, 'transfers');
    await expectNoAxeViolations(page);

    await transfer.getByRole('button', { name: `Send the transfer of ${what}` }).click();
    await expect(page.getByRole('dialog', { name: 'Send this transfer?' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Yes, send it!' }).click();
    await expect(toast(page, `Sent: ${what}`)).toBeVisible();
    await expect(transfer.getByTestId('transfer-status')).toHaveText('Sent');
    // In transit: out of Chichester, not yet in Worthing.
    expect((await stockOf(page.request, CHICHESTER, code)).onHand).toBe(
      fromBefore.onHand - note.denomination * 2,
    );
    expect((await stockOf(page.request, 'worthing', code)).onHand).toBe(toBefore.onHand);

    await transfer.getByRole('button', { name: `Receive the transfer of ${what}` }).click();
    await page.getByRole('button', { name: 'Yes, receive it!' }).click();
    await expect(toast(page, `Received: ${what}`)).toBeVisible();
    await expect(transfer.getByTestId('transfer-status')).toHaveText('Received');
    await expect(transfer.getByRole('button')).toHaveCount(0);
    expect((await stockOf(page.request, 'worthing', code)).onHand).toBe(
      toBefore.onHand + note.denomination * 2,
    );

    await page.getByLabel('Status').selectOption('received');
    await expect(transfer).toBeVisible();
  } finally {
    await setStockCounts(page.request, CHICHESTER, code, onHandCounts(fromBefore));
    await setStockCounts(page.request, 'worthing', code, onHandCounts(toBefore));
  }
});

test('closing a day counts the GBP till against its float and a currency, states each variance, and prints the day report', async ({
  page,
  login,
}, testInfo) => {
  await login('admin');
  const code = currencies(testInfo).close;
  // Each project closes its own day at Chichester: a day closes once.
  const date =
    testInfo.project.name === 'mobile' ? addDays(ukDate(new Date()), -1) : ukDate(new Date());
  const before = await stockOf(page.request, CHICHESTER, code);
  try {
    await page.goto(`/dashboard/day-close?branch=${CHICHESTER}&date=${date}`);
    await expect(page.getByLabel('Day')).toHaveValue(date);

    // The till opened with a float; its GBP is counted £5 short of what it should hold.
    await page.getByLabel('Opening float (£)').fill('200');
    await page.getByRole('button', { name: 'Enter the float' }).click();
    await expect(page.getByTestId('opening-float')).toContainText(
      'Float £200.00, entered by admin@e2e.test',
    );
    const {
      report: { gbpTill },
    }: { report: { gbpTill: { expected: number } } } = await (
      await page.request.get(`/api/day-close/${CHICHESTER}/${date}`)
    ).json();
    const gbpCounted = (Math.round(gbpTill.expected * 100) - 500) / 100;
    await page.getByLabel('GBP counted in the till (£)').fill(String(gbpCounted));
    await expect(page.getByTestId('gbp-variance')).toHaveText('−5.00 GBP');

    const day = (await (await page.request.get(`/api/day-close/${CHICHESTER}/${date}`)).json()) as {
      expected: Array<{ currency: string; notes: Array<{ denomination: number; count: number }> }>;
    };
    const expected = day.expected.find((c) => c.currency === code)!.notes;
    const [first, ...rest] = expected;

    await page.getByLabel('Find a currency').fill(code);
    await page.getByRole('button', { name: code, exact: true }).click();
    const counting = page.getByRole('region', { name: code, exact: true });
    // One more of the largest note than expected; the rest as expected.
    await counting
      .getByLabel(`${formatNote(code, first!.denomination)} notes counted`)
      .fill(String(first!.count + 1));
    await expect(counting.getByTestId('note-variance').first()).toHaveText('+1');
    for (const note of rest) {
      await counting
        .getByLabel(`${formatNote(code, note.denomination)} notes counted`)
        .fill(String(note.count));
    }
    const variance = `+${formatAmount(first!.denomination)} ${code}`;
    await expect(counting.getByTestId('currency-variance')).toHaveText(variance);
    await screenshots(page, testInfo, 'day-close');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Close the day' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close the day at Chichester?' });
    await expect(dialog).toContainText(
      `${formatLongDay(date)}: the counts of GBP and ${code} are recorded`,
    );
    // Each variance's size, before it is recorded.
    const sizes = dialog.getByTestId('close-variance');
    await expect(sizes.filter({ hasText: 'GBP:' })).toHaveText(
      `GBP: counted ${formatAmount(gbpCounted)}, expected ${formatAmount(gbpTill.expected)}: −5.00 GBP`,
    );
    await expect(sizes.filter({ hasText: `${code}:` })).toContainText(variance);
    await expect(dialog.getByTestId('close-note-variance')).toHaveText(
      `${formatNote(code, first!.denomination)}: ${first!.count + 1} counted, ${first!.count} expected: +1 note, ${variance}`,
    );
    await screenshots(page, testInfo, 'day-close-confirm');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Yes, close it!' }).click();
    await expect(toast(page, `Closed ${formatLongDay(date)} at Chichester`)).toBeVisible();

    const report = page.getByRole('article', {
      name: `Day report: Chichester, ${formatLongDay(date)}`,
    });
    await expect(report).toContainText('Closed by admin@e2e.test');
    await expect(report.getByTestId('report-total')).toContainText(['£200.00', '−5.00 GBP']);
    const row = report.getByTestId('report-currency').filter({ hasText: code });
    await expect(row.locator('td').last()).toHaveText(`+${formatAmount(first!.denomination)}`);
    await expect(report.getByTestId('report-notes').filter({ hasText: code })).toContainText(
      `Variances${formatNote(code, first!.denomination)} +1`,
    );
    await screenshots(page, testInfo, 'day-report');
    await expectNoAxeViolations(page);

    // On paper: the report alone, without the menu and the buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('#dashboard-drawer')).toBeHidden();
    await expect(report.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByLabel('Branch')).toBeHidden();
    await expect(report).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('day-report-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    // A day closes once: the page shows its report again.
    await page.reload();
    await expect(report).toBeVisible();
  } finally {
    await setStockCounts(page.request, CHICHESTER, code, onHandCounts(before));
  }
});

test("the order's note plan, and a Click & Sell order completed with the notes received", async ({
  page,
  login,
}, testInfo) => {
  await login('admin');
  const code = currencies(testInfo).sell;
  const lastName = uniqueSurname();

  // A Click & Collect order: the notes it holds, as planned.
  const collect = await postOrder(
    page.request,
    await quotedOrderBody(page.request, {
      code,
      way: 'Order',
      amount: '100',
      lastName,
      addressKey: CHICHESTER,
    }),
  );
  expect(collect.status(), await collect.text()).toBe(201);
  const collectOrder = (await collect.json()) as PlacedOrder;
  const before = await stockOf(page.request, CHICHESTER, code);
  try {
    await page.goto(`/dashboard/orderDetails/${collectOrder._id}`);
    const [line] = collectOrder.Orders;
    await expect(
      page.getByRole('region', { name: 'Notes to pay out' }).getByTestId('order-notes'),
    ).toContainText(
      `${formatAmount(line!.currencyTake)} ${code}: ${formatNotes(code, line!.notes)}`,
    );

    // A Click & Sell order, accepted, then completed with the notes handed in.
    const sell = await postOrder(
      page.request,
      await quotedOrderBody(page.request, {
        code,
        way: 'Sell',
        amount: '100',
        lastName,
        addressKey: CHICHESTER,
      }),
    );
    expect(sell.status(), await sell.text()).toBe(201);
    const sellOrder = (await sell.json()) as PlacedOrder;
    const accepted = await page.request.get(`/api/pendingToAceept/${sellOrder._id}`);
    expect(accepted.ok(), await accepted.text()).toBe(true);

    await page.goto(`/dashboard/orderDetails/${sellOrder._id}`);
    await page.getByRole('button', { name: 'Complete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete this order?' });
    const received = dialog.getByRole('group', { name: `${code} notes received` });
    const { denominations } = (await (
      await page.request.get(`/api/denominations/${code}`)
    ).json()) as { denominations: number[] };
    // The customer hands in one note of 100, the largest the amount takes.
    const note = denominations.filter((d) => d <= 100).at(-1)!;
    await received.getByLabel(`${formatNote(code, note)} notes`, { exact: true }).fill('1');
    await checkCustomerId(page, 'UK photo driving licence', 'K9LM');
    await expect(dialog.getByTestId('received-worth')).toHaveText(
      `Notes worth ${formatAmount(note)} of 100.00 ${code}`,
    );
    await screenshots(page, testInfo, 'sell-complete');
    await expectNoAxeViolations(page);
    await confirmInDialog(page, 'Yes, complete it!', 'Completed!');

    await expect(page.getByTestId('order-status')).toHaveText('Completed');
    await expect(
      page.getByRole('region', { name: 'Notes received' }).getByTestId('order-notes'),
    ).toHaveText(`100.00 ${code}: 1 × ${formatNote(code, note)}`);
    expect((await details(page.request, sellOrder._id)).Orders[0]?.notes).toEqual([
      { denomination: note, count: 1 },
    ]);
    expect((await stockOf(page.request, CHICHESTER, code)).onHand).toBe(before.onHand + note);
  } finally {
    await page.request.delete(`/api/deleteOrder/${collectOrder._id}`);
    await setStockCounts(page.request, CHICHESTER, code, onHandCounts(before));
  }
});
