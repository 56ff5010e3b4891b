import { defineConfig, devices } from '@playwright/test';
import { SMTP_PASSWORD, SMTP_USER } from '#server/test-support/smtp-test-server.ts';
import { E2E_DATABASE_PATH } from './tests/e2e/database-file.ts';
import type { MailboxOption } from './tests/e2e/fixtures.ts';

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;
// The OpenID provider that stands in for Google (src/server/test-support/oidc-provider.ts).
const google = {
  issuer: `http://127.0.0.1:${port + 10_000}`,
  clientId: 'e2e-client',
  clientSecret: 'e2e-client-secret',
};
// The local rate server the dashboard's Check and latest-rates mode ask, as the currency-api
// (src/server/test-support/rates-test-server.ts).
const ratesUrl = `http://127.0.0.1:${port + 20_000}`;
// The SMTP server the outbox delivers to, and the mailbox the journeys read the e-mails from
// (src/server/test-support/smtp-test-server.ts). Every port stays below 32768, where Linux picks
// the local ports of outgoing connections, so none can already be taken by one.
const smtpPort = port + 3_000;
const mailboxPort = port + 4_000;
const mailboxUrl = `http://127.0.0.1:${mailboxPort}`;

export default defineConfig<object, MailboxOption>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  globalTeardown: './tests/e2e/database-file.ts',
  use: {
    baseURL,
    mailboxUrl,
    // What the web app's api-client sends: the tests' own API calls (page.request) change state
    // with the browser's cookies, and the server wants to see they come from the site.
    extraHTTPHeaders: { 'x-requested-with': 'fetch' },
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: test tools cannot download browsers on these machines.
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] } },
    // Journeys that change a setting of the whole server run once, so the projects do not race.
    { name: 'mobile', use: { ...devices['Pixel 7'] }, grepInvert: /@server-wide/ },
  ],
  // The production server on a fresh SQLite file; `npm test` builds it and the web app first.
  webServer: [
    {
      // The production bundle, as npm start runs it (`npm run build` makes it before the journeys).
      command: 'node dist/server/main.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: `file:${E2E_DATABASE_PATH}`,
        // Where the e-mailed links point: never the request's Host.
        PUBLIC_URL: baseURL,
        // What the run gives it, not a developer's .env.
        ENV_FILE: '',
        LOG_LEVEL: 'warn',
        // Accounts (tests/e2e/fixtures.ts signs in with these). The hash is of BOX.password.
        ADMIN_EMAIL: 'admin@e2e.test',
        ADMIN_PASSWORD: 'Admin-e2e-ledger-4417',
        BOX_USERNAME: 'vault-keeper',
        BOX_PASSWORD_HASH:
          '$argon2id$v=19$m=19456,t=2,p=1$UyDCeku4407G/kcd0dBtfw$P04gB2RvkKitucj8KkqaR/0HQJVYVayJ5YUxpfaMb8M',
        // Every test signs in from this one address, and many as the one Admin.
        AUTH_RATE_LIMIT_PER_IP: '1000',
        AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
        // ...and every order journey places its orders from it, for the same few customers.
        ORDER_RATE_LIMIT_PER_IP: '1000',
        ORDER_RATE_LIMIT_PER_EMAIL: '1000',
        ORDER_MAX_GBP_90_DAYS: '1000000',
        // ...which over a run would reach due diligence's threshold and wait for review: the
        // reviews journey holds its orders itself (tests/e2e/reviews.spec.ts).
        CDD_THRESHOLD_GBP: '100000000',
        QUOTE_RATE_LIMIT_PER_MINUTE: '1000',
        GOOGLE_ISSUER: google.issuer,
        GOOGLE_CLIENT_ID: google.clientId,
        GOOGLE_CLIENT_SECRET: google.clientSecret,
        RATES_PROVIDER: 'currency-api',
        RATES_CURRENCY_API_URL: `${ratesUrl}/v1`,
        SMTP_URL: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${smtpPort}`,
        MAIL_POLL_SECONDS: '1',
      },
    },
    {
      command: [
        'node src/server/test-support/oidc-provider.ts',
        `--port ${port + 10_000}`,
        `--redirect-uri ${baseURL}/api/auth/google/callback`,
        `--client-id ${google.clientId} --client-secret ${google.clientSecret}`,
      ].join(' '),
      url: `${google.issuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node src/server/test-support/smtp-test-server.ts --port ${smtpPort} --mailbox-port ${mailboxPort}`,
      url: `${mailboxUrl}/messages`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node src/server/test-support/rates-test-server.ts --port ${port + 20_000}`,
      url: `${ratesUrl}/v1/currencies/gbp.json`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
