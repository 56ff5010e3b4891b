import { randomUUID } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';

/** The accounts playwright.config.ts gives the server (ADMIN_*, BOX_*). */
export const ADMIN = { email: 'admin@e2e.test', password: 'Admin-e2e-ledger-4417' };
export const BOX = { username: 'vault-keeper', password: 'box-e2e-passphrase' };

export interface Account {
  email: string;
  password: string;
}

/** Every test gets e-mails of its own: all tests of a run share one database. */
export function newAccount(): Account {
  return { email: `user-${randomUUID()}@e2e.test`, password: 'Tulip-ledger-9182' };
}

/** Where the SMTP server playwright.config.ts starts shows what it received. */
export interface MailboxOption {
  mailboxUrl: string;
}

export const test = base.extend<
  {
    /**
     * Signs the page's browser in through the API (fast; the journeys test the forms): as the
     * Admin, or as a new account with role user. Returns the account used.
     */
    login: (as: 'admin' | 'user') => Promise<Account>;
    /** The verification link e-mailed to an address at sign-up, once it has been delivered. */
    verificationLink: (email: string) => Promise<string>;
    /**
     * A new account that signed up and followed its verification link elsewhere (the page stays
     * as it was): one that may be made Staff or the MLRO.
     */
    verifiedAccount: () => Promise<Account>;
  },
  MailboxOption
>({
  mailboxUrl: ['http://127.0.0.1:44310', { option: true, scope: 'worker' }],
  verificationLink: async ({ mailboxUrl, request }, use) => {
    await use(async (email) => {
      let link: string | undefined;
      await expect
        .poll(
          async () => {
            const response = await request.get(`${mailboxUrl}/messages`, { params: { to: email } });
            const messages = (await response.json()) as Array<{ subject: string; text: string }>;
            const mail = messages.find((m) => m.subject === 'Please verify your email address');
            link = mail && /^http\S+\/api\/auth\/verify\?token=\S+$/m.exec(mail.text)?.[0];
            return link;
          },
          { message: `a verification e-mail to ${email}`, timeout: 15_000 },
        )
        .toBeDefined();
      return link!;
    });
  },
  verifiedAccount: async ({ playwright, baseURL, verificationLink }, use) => {
    await use(async () => {
      const account = newAccount();
      const visitor = await playwright.request.newContext({ baseURL });
      expect((await visitor.post('/api/auth/sign-up', { data: account })).ok()).toBe(true);
      expect((await visitor.get(await verificationLink(account.email))).ok()).toBe(true);
      await visitor.dispose();
      return account;
    });
  },
  login: async ({ page }, use) => {
    await use(async (as) => {
      const account = as === 'admin' ? ADMIN : newAccount();
      const path = as === 'admin' ? '/api/auth/sign-in' : '/api/auth/sign-up';
      // page.request shares the browser context's cookies, so the page is signed in too.
      const response = await page.request.post(path, { data: account });
      expect(response.ok(), await response.text()).toBe(true);
      return account;
    });
  },
});

/** A toast: the web app's alerts after an action. */
export const toast = (page: Page, message: string) =>
  page.getByRole('alert').filter({ hasText: message });

export { expect };
