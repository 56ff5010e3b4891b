// A sanctions match end to end: the MLRO imports the list, a listed person orders on the
// storefront, the order waits on Reviews for the MLRO alone, who clears it; then it goes on.
import { randomInt, randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  confirmInDialog,
  details,
  expectNoAxeViolations,
  orderRow,
  screenshots,
} from './dashboard-helpers.ts';
import { expect, test, toast } from './fixtures.ts';
import { addItem, next, pickBranch, placeOrder } from './order-wizard.ts';
import { e2eSanctionsList, LISTED, today } from './sanctions-list-file.ts';

/** The Reviews card of an order: named by its heading. */
const card = (page: Page, orderNumber: string) =>
  page.getByRole('listitem', { name: `Order ${orderNumber}`, exact: true });

// The list is the whole server's, and both projects import it: the same file as Compliance's
// journey (sanctions-list-file.ts), so whichever import lands last leaves the listed person in it.
test('the MLRO clears a sanctions match on an order a listed person placed, which then goes on; other Admins see the hold but cannot decide', async ({
  page,
  login,
  verifiedAccount,
}, testInfo) => {
  // Four accounts' turns, an import, a storefront order and the screens at three widths.
  test.slow();
  // The MLRO: an Admin of their own. Making the bootstrap Admin the MLRO would end its sessions,
  // which the journeys running beside this one are signed in with.
  const officer = await verifiedAccount();
  await login('admin');
  const made = await page.request.put(`/api/users/${encodeURIComponent(officer.email)}/access`, {
    data: { role: 'Admin', branches: [], mlro: true },
  });
  expect(made.ok(), await made.text()).toBe(true);
  expect(await made.json()).toMatchObject({ email: officer.email, role: 'Admin', mlro: true });

  const signInAs = async (account: { email: string; password: string }) => {
    await page.context().clearCookies();
    const response = await page.request.post('/api/auth/sign-in', { data: account });
    expect(response.ok(), await response.text()).toBe(true);
  };

  // The MLRO imports the list on Compliance.
  await signInAs(officer);
  await page.goto('/dashboard/compliance');
  const panel = page.getByRole('region', { name: 'Sanctions list' });
  await panel.getByLabel('Import a new list (the CSV file from GOV.UK)').setInputFiles({
    name: 'UK-Sanctions-List.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(e2eSanctionsList()),
  });
  await panel.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(panel.getByTestId('sanctions-imported')).toHaveText(
    `Imported the list of ${today()}: 2 entries, 3 names.`,
  );

  // The listed person orders euros for collection at Brighton, signed out, as any customer.
  await page.context().clearCookies();
  await page.goto('/purchase/EUR/Order');
  await addItem(page, 'You pay (GBP)', '60');
  await pickBranch(page, 'Brighton');
  await next(page);
  const email = `ottoline-${randomUUID()}@example.com`;
  await page.getByLabel('First name').fill(LISTED.givenName);
  await page.getByLabel('Last name').fill(LISTED.familyName);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Repeat email').fill(email);
  // A phone of their own too: the other journeys' customers' orders are not linked to theirs.
  await page.getByLabel('Phone').fill(`01632 960${String(randomInt(200, 1000)).padStart(3, '0')}`);
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  const placed = await placeOrder(page);
  // Their confirmation is any order's: nothing of the screening.
  await expect(page.getByTestId('order-number')).toHaveText(placed.Order_Id);
  const confirmation = (await page.locator('body').innerText()).toLowerCase();
  for (const word of ['sanction', 'held', 'review']) expect(confirmation).not.toContain(word);

  // The bootstrap Admin, not the MLRO, sees the hold and its match but no decision.
  await login('admin');
  await page.goto('/dashboard/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  const held = card(page, placed.Order_Id);
  await expect(held.getByRole('list', { name: 'Held for' })).toHaveText('Sanctions match');
  await expect(held.getByTestId('sanctions-match')).toContainText(LISTED.regime);
  await expect(held).toContainText('Only the MLRO decides on a sanctions hold.');
  await expect(held.getByRole('button')).toHaveCount(0);

  // The MLRO sees the reason and the listed person, and clears the match with a note.
  await signInAs(officer);
  await page.goto('/dashboard/reviews');
  await expect(held.getByRole('list', { name: 'Held for' })).toHaveText('Sanctions match');
  await expect(held).toContainText(`${LISTED.givenName} ${LISTED.familyName}`);
  await expect(held).toContainText('Brighton');
  const match = held.getByTestId('sanctions-match');
  await expect(match.getByText('Matched name').locator('..')).toContainText(LISTED.name);
  await expect(match.getByText('Listed as').locator('..')).toContainText(LISTED.familyName);
  await expect(match.getByText('Regime').locator('..')).toContainText(LISTED.regime);
  await expect(match.getByText('List ID').locator('..')).toContainText(LISTED.uniqueId);
  await expect(held).not.toContainText('Only the MLRO decides');
  await held.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page);
  await screenshots(page, testInfo, 'sanctions-hold');

  await held.getByRole('button', { name: `Clear match order ${placed.Order_Id}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Clear the sanctions match?' })).toBeVisible();
  await dialog.getByLabel('Note').fill('Date of birth and nationality differ from the listing');
  await dialog.getByRole('button', { name: 'Clear the match' }).click();
  await expect(
    toast(page, `Order ${placed.Order_Id}: the sanctions match is cleared`),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(held).toHaveCount(0);
  expect(await details(page.request, placed._id)).toMatchObject({
    Status: 'Pending',
    sanctions: 'cleared',
  });

  // It goes on as any order: accepted from the Pending list.
  await page.goto(`/dashboard/manageOrders?q=${LISTED.familyName}`);
  const row = orderRow(page, placed.Order_Id);
  await expect(row).not.toContainText('Held for review');
  await row.getByRole('button', { name: `Accept order ${placed.Order_Id}` }).click();
  await confirmInDialog(page, 'Yes, accept it!', 'Accepted!');
  expect(await details(page.request, placed._id)).toMatchObject({ Status: 'Accepted' });
});
