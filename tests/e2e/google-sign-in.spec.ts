/**
 * "Continue with Google" in the browser, against the test OpenID provider playwright.config.ts
 * starts in Google's place (src/server/test-support/oidc-provider.ts: any password; a login
 * name starting with `verified-` is an account with a verified e-mail).
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';

const sessionUser = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/auth/session');
    return ((await response.json()) as { user: { email: string; role: string } | null }).user;
  });

test.beforeEach(async ({ page }) => {
  // The provider's development pages import a web font; nothing here may leave the machine.
  await page.route('https://fonts.googleapis.com/**', (route) => route.abort());
});

async function continueWithGoogle(page: Page, login: string) {
  await page.goto('/signIn');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  // The provider asks once to share the e-mail and profile with the site.
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a visitor signs in with Google and lands back on the site, signed in', async ({ page }) => {
  const email = `verified-${randomUUID()}@example.com`;
  await continueWithGoogle(page, email);

  await expect(page).toHaveURL('/');
  expect(await sessionUser(page)).toEqual(expect.objectContaining({ email, role: 'user' }));
});

test('a Google callback with a forged state signs nobody in', async ({ page }) => {
  // Sign-in under way (this browser holds its state), then an answer it did not ask for arrives.
  await page.goto('/signIn');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page.locator('input[name="login"]')).toBeVisible();

  const landed = await page.goto('/api/auth/google/callback?code=stolen-code&state=forged-state');

  expect(landed?.url()).toMatch(/\/signIn\?error=google$/);
  await expect(page.getByText('Something went wrong')).toBeVisible();
  await expect(page).toHaveURL('/signIn');
  expect(await sessionUser(page)).toBeNull();
});
