import { expect, newAccount, test, toast } from './fixtures.ts';

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

test('an Admin makes a Staff member the MLRO, shown beside the role and in their session', async ({
  page,
  login,
  playwright,
  baseURL,
  verifiedAccount,
}, testInfo) => {
  const account = await verifiedAccount();

  await login('admin');
  await page.goto('/dashboard/Users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(account.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByTestId('user-row');
  await expect(row).toHaveCount(1);

  // Staff at Brighton, the MLRO among them, in one change.
  await row.getByRole('button', { name: `Set access ${account.email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Set access' });
  // A plain user cannot be the MLRO: the box comes with Staff or Admin.
  await expect(dialog.getByRole('checkbox', { name: /^MLRO/ })).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Staff' }).check();
  await dialog.getByRole('group', { name: 'Branches' }).getByLabel('Brighton').check();
  await dialog.getByRole('checkbox', { name: /^MLRO/ }).check();
  await page.screenshot({ path: testInfo.outputPath('mlro-dialog.png') });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `${account.email} is now Staff at Brighton and the MLRO`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('cell').nth(1)).toHaveText('Staff MLRO');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(row.getByText('MLRO', { exact: true })).toBeInViewport();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`mlro-${width}.png`), fullPage: true });
  }

  // The list stays so after a reload, and the officer's own session says so.
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(account.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(row.getByRole('cell').nth(1)).toHaveText('Staff MLRO');
  const officer = await playwright.request.newContext({ baseURL });
  const signedIn = await officer.post('/api/auth/sign-in', { data: account });
  expect((await signedIn.json()).user).toMatchObject({ email: account.email, mlro: true });
  await officer.dispose();

  // Unticked again: the badge goes.
  await row.getByRole('button', { name: `Set access ${account.email}` }).click();
  await dialog.getByRole('checkbox', { name: /^MLRO/ }).uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `${account.email} is now Staff at Brighton`).last()).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText('Staff');
  await expect(row.getByText('MLRO', { exact: true })).toHaveCount(0);
});

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
