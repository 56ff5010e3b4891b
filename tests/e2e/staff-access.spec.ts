import { AxeBuilder } from '@axe-core/playwright';
import type { Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expect, newAccount, test, toast, type Account } from './fixtures.ts';

const STAFF_MENU = [
  'Today',
  'Pending Orders',
  'Accepted Orders',
  'History',
  'Stock',
  'Transfers',
  'End of day',
  'Home',
];

/** Finds the account's row in the Users screen (a card below 768 px). */
async function findUser(page: Page, email: string) {
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByTestId('user-row');
  await expect(row).toHaveCount(1);
  return row;
}

/** Signs up an account in a request context of its own: the page's browser is the Admin's. */
async function signUpElsewhere(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  account: Account,
) {
  const visitor = await playwright.request.newContext({ baseURL });
  expect((await visitor.post('/api/auth/sign-up', { data: account })).ok()).toBe(true);
  return visitor;
}

test('an Admin makes a new user Staff at Worthing, who works in the dashboard within it and signs out', async ({
  page,
  login,
  playwright,
  baseURL,
  verificationLink,
}, testInfo) => {
  // Staff read customers' data: only an account that followed its verification link gets it.
  const account = newAccount();
  const visitor = await signUpElsewhere(playwright, baseURL, account);
  expect((await visitor.get(await verificationLink(account.email))).ok()).toBe(true);

  await login('admin');
  await page.goto('/dashboard/Users');
  const row = await findUser(page, account.email);
  await expect(row.getByRole('cell').nth(1)).toHaveText('user');
  await row.getByRole('button', { name: `Set access ${account.email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Set access' });
  await dialog.getByRole('radio', { name: 'Staff' }).check();
  await dialog.getByRole('group', { name: 'Branches' }).getByLabel('Worthing').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `${account.email} is now Staff at Worthing`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('cell').nth(1)).toHaveText('Staff');
  await expect(row.getByRole('cell').nth(2)).toHaveText('Worthing');
  // The session the account had before the change is over.
  const before = await visitor.get('/api/auth/session');
  expect(await before.json()).toEqual({ user: null });
  await visitor.dispose();

  // The Staff member, in this browser now: the dashboard asks them to sign in, then opens Today.
  await page.context().clearCookies();
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/signIn');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/dashboard/today');
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();

  const banner = page.getByRole('banner');
  await expect(banner.getByText(`Signed in as ${account.email}`)).toBeVisible();
  await expect(banner).toContainText('Staff at Worthing');
  const opener = page.getByRole('button', { name: 'Menu' });
  if (await opener.isVisible()) await opener.click();
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link')).toHaveText(STAFF_MENU);
  expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('staff-today.png') });
  if (await opener.isVisible()) await page.keyboard.press('Escape');

  // Users is an Admin's screen, and the API says so too.
  await page.goto('/dashboard/Users');
  await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
  expect((await page.request.get('/api/allusers')).status()).toBe(403);
  await page.getByRole('link', { name: 'Back to Today' }).click();
  await expect(page).toHaveURL('/dashboard/today');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/signIn');
  await expect(toast(page, 'Log out successfully')).toBeVisible();
  expect(await (await page.request.get('/api/auth/session')).json()).toEqual({ user: null });
});

test('the Users screen fits 375, 820 and 1280 px, its access dialog included', async ({
  page,
  login,
  playwright,
  baseURL,
}, testInfo) => {
  const account = newAccount();
  await (await signUpElsewhere(playwright, baseURL, account)).dispose();
  await login('admin');
  await page.goto('/dashboard/Users');
  const row = await findUser(page, account.email);
  const setAccess = row.getByRole('button', { name: `Set access ${account.email}` });

  for (const width of [375, 820, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    // Below 1024 px the menu slides away into its drawer; from there on it slides back.
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    if (width < 1024) await expect(menu).toBeHidden();
    else await expect.poll(async () => (await menu.boundingBox())?.x).toBeGreaterThan(0);
    // Below 768 px a card, whose actions are all in sight.
    await expect(setAccess).toBeInViewport();
    await expect(row.getByRole('button', { name: `Make Admin ${account.email}` })).toBeInViewport();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`users-${width}.png`), fullPage: true });
  }

  await setAccess.click();
  const dialog = page.getByRole('dialog', { name: 'Set access' });
  await dialog.getByRole('radio', { name: 'Staff' }).check();
  // No branch ticked: the dialog asks for one and sends nothing.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Choose at least one branch for Staff')).toBeVisible();
  expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('access-dialog.png') });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.getByRole('cell').nth(1)).toHaveText('user');
});
