import type { Page } from '@playwright/test';
import type { SessionResponse } from '#shared/schemas/user.ts';
import { ADMIN, BOX, expect, newAccount, test } from './fixtures.ts';

/** Console errors the Content-Security-Policy raised, collected from now on. */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  return violations;
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
}

test('a visitor signs up, logs out and signs in again', async ({ page }) => {
  const violations = cspViolations(page);
  const account = newAccount();

  await page.goto('/signUp');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome You!' })).toBeVisible();
  await expect(page).toHaveTitle(/Sign up/);
  await page.getByRole('button', { name: "Let's Go!" }).click();
  await expect(page.getByText('Enter an email')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();

  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: "Let's Go!" }).click();
  await expect(page.getByText('Enter a password')).toBeVisible();

  // The policy's rules tick themselves off as the password is typed.
  const minLength = page
    .getByRole('list', { name: 'Password rules' })
    .getByRole('listitem')
    .filter({ hasText: 'Use at least 8 characters' });
  await page.getByLabel('Password', { exact: true }).fill('short');
  await expect(minLength).toHaveAttribute('data-met', 'false');
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await expect(minLength).toHaveAttribute('data-met', 'true');

  await page.getByRole('button', { name: "Let's Go!" }).click();
  await expect(page.getByText('User logged in')).toBeVisible();
  await expect(page).toHaveURL('/');

  await openAccountMenu(page);
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeFocused();

  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Log out successfully')).toBeVisible();

  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/signIn');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  // The sign-up's toast may still be showing beside this one.
  await expect(page.getByText('User logged in').last()).toBeVisible();

  expect(violations).toEqual([]);
});

test('a new account verifies its email address with the link it is sent, once', async ({
  page,
  verificationLink,
}) => {
  const account = newAccount();
  const emailVerified = async () =>
    ((await (await page.request.get('/api/auth/session')).json()) as SessionResponse).user
      ?.emailVerified;
  await page.goto('/signUp');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: "Let's Go!" }).click();
  await expect(page.getByText('User logged in')).toBeVisible();
  // Usable at once, unverified until the link is followed; the link can be sent again.
  expect(await emailVerified()).toBe(false);
  await openAccountMenu(page);
  await expect(
    page.getByText(/Email not verified yet: follow the link we emailed you/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText(`We have sent a new link to ${account.email}`)).toBeVisible();

  const link = await verificationLink(account.email);
  await page.goto(link);
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Thank you: your email address is verified')).toBeVisible();
  expect(await emailVerified()).toBe(true);
  await openAccountMenu(page);
  await expect(page.getByRole('button', { name: 'Send the link again' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto(link);
  await expect(page).toHaveURL('/');
  await expect(
    page.getByText(/^This verification link has expired or was already used\./),
  ).toBeVisible();
});

test("a wrong password gets the spec's message and signs nobody in", async ({ page, login }) => {
  const account = await login('user');
  await page.request.post('/api/auth/sign-out');

  await page.goto('/signin');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Enter an email')).toBeVisible();

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: "The password doesn't match" }),
  ).toBeVisible();
  await expect(page).toHaveURL('/signin');
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('an Admin sees the Dashboard link and reaches the dashboard', async ({
  page,
  login,
  isMobile,
}) => {
  await login('admin');
  await page.goto('/');
  await openAccountMenu(page);
  await page.getByRole('link', { name: 'Dashboard' }).click();

  await expect(page).toHaveURL('/dashboard/Currency');
  await expect(page.getByRole('heading', { level: 1, name: 'Manipulate Currency' })).toBeVisible();
  await expect(page).toHaveTitle(/Manipulate Currency/);

  // On phones the side menu is a drawer behind the Menu button.
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await menu.getByRole('link', { name: 'Pending Orders' }).click();
  await expect(page).toHaveURL('/dashboard/manageOrders');
  await expect(page.getByRole('heading', { level: 1, name: 'Pending Orders' })).toBeVisible();
  if (isMobile) await expect(menu).toBeHidden();

  await page.goto('/dashboard/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a user without the Admin role has no Dashboard link and no dashboard', async ({
  page,
  login,
}) => {
  await login('user');
  await page.goto('/');
  await openAccountMenu(page);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

  await page.goto('/dashboard/Currency');
  await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Manipulate Currency' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Travel Money' }).click();
  await expect(page).toHaveURL('/');
});

test('the dashboard guard sends a visitor to sign in and then on to where they were going', async ({
  page,
}) => {
  await page.goto('/dashboard/Users');
  await expect(page).toHaveURL('/signIn');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  await expect(page).toHaveURL('/dashboard/Users');
  await expect(page.getByRole('heading', { level: 1, name: 'Currency Dashboard' })).toBeVisible();
});

test('Continue with Google follows what the server says about Google', async ({ page }) => {
  const { google } = (await (await page.request.get('/api/auth/providers')).json()) as {
    google: { enabled: boolean; reason?: string };
  };
  await page.goto('/signIn');
  if (google.enabled) {
    // No page asked for: the server lands each by role (Staff and Admins at Today).
    await expect(page.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/google/start',
    );
  } else {
    const button = page.getByRole('button', { name: 'Continue with Google' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(google.reason ?? '');
  }
});

test('a failed Google sign-in lands on the sign-in page with a toast', async ({ page }) => {
  await page.goto('/signIn?error=google');
  await expect(page.getByText('Something went wrong')).toBeVisible();
  await expect(page).toHaveURL('/signIn');
});

test.describe('the Secure Box', () => {
  /** Opens /box as an in-app link would, remembering `from` in the router state. */
  async function openBoxFrom(page: Page, from: string) {
    await page.goto('/');
    await page.evaluate((pathname) => {
      history.replaceState({ usr: { from: { pathname } }, key: 'e2e', idx: 0 }, '', '/box');
    }, from);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Access' })).toBeVisible();
  }

  test('the right credentials go back to where the visitor came from', async ({ page }) => {
    await openBoxFrom(page, '/signUp');
    await page.getByLabel('Username').fill(BOX.username);
    await page.getByLabel('Password').fill(BOX.password);
    await page.getByRole('button', { name: 'Access' }).click();
    await expect(page).toHaveURL('/signUp');
  });

  test('wrong credentials go to the home page', async ({ page }) => {
    await openBoxFrom(page, '/signUp');
    await page.getByLabel('Username').fill(BOX.username);
    await page.getByLabel('Password').fill('not-the-box-password');
    await page.getByRole('button', { name: 'Access' }).click();
    await expect(page).toHaveURL('/');
  });
});
