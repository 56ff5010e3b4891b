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
