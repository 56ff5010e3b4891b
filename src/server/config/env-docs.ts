/**
 * What each setting of `EnvSchema` does, for the people who set them: `npm run docs:config`
 * (scripts/generate-config-docs.ts) writes docs/configuration.md and .env.example from this
 * record and the schema's defaults, and a test fails when either file is out of date. Every
 * variable of the schema has an entry (TypeScript checks it); entries are listed in this order,
 * under their group's heading. Descriptions are Markdown, with links relative to docs/.
 */
import type { z } from 'zod';
import type { EnvSchema } from './env.ts';

export interface SettingDoc {
  group: SettingGroup;
  description: string;
}

export type SettingGroup =
  | 'Server and database'
  | 'Storefront'
  | 'Orders and compliance'
  | 'Accounts and sign-in'
  | 'E-mail'
  | 'Backups and metrics'
  | 'Rates';

export const SETTINGS = {
  DATABASE_URL: {
    group: 'Server and database',
    description:
      '`postgres://…` for PostgreSQL; otherwise a SQLite file as a `file:` URL or a plain path (created with its folder). Another scheme, a PostgreSQL server that does not answer, refuses the user or lacks the database, or a SQLite file that cannot be written stops the start with one line naming the fix (exit 1)',
  },
  DATABASE_POOL_SIZE: {
    group: 'Server and database',
    description: 'PostgreSQL connections per server',
  },
  WORKERS: {
    group: 'Server and database',
    description:
      'Server processes on one port (node:cluster); `auto` for one per core. The primary migrates and seeds once, replaces a worker that dies, stops them all gracefully on SIGTERM/SIGINT and exits 1 when workers keep dying at start. Each worker has its own `DATABASE_POOL_SIZE` connections',
  },
  REDIS_URL: {
    group: 'Server and database',
    description:
      '`redis://…` or `rediss://…`, for several servers or workers: every rate limit and throttle counts in Redis (a limit holds whichever server a request reaches), and a change of rate, margin or currency is announced so every server drops its cached currency list at once. Unset: each process counts for itself (with `WORKERS` > 1 a client may get up to `WORKERS` times each limit; the server warns) and other processes see catalogue changes within a second. Unreachable at start: the server stops with one line; lost later: each process counts for itself (see [Several processes and servers](architecture.md#several-processes-and-servers))',
  },
  REDIS_PREFIX: {
    group: 'Server and database',
    description:
      'Prefix of every Redis key and channel, so deployments sharing one Redis stay apart',
  },
  PORT: { group: 'Server and database', description: 'Port to listen on' },
  HOST: {
    group: 'Server and database',
    description: 'Address to listen on; `0.0.0.0` to serve the network',
  },
  NODE_ENV: {
    group: 'Server and database',
    description: '`production`, `development` or `test`',
  },
  LOG_LEVEL: {
    group: 'Server and database',
    description:
      '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent` (JSON logs on stdout; readable lines when stdout is a terminal). At `info` one line per answered request (`served`: method, route as declared, status, ms, request id), none for files served without error (those at `debug`); errors with their cause',
  },
  TRUST_PROXY: {
    group: 'Server and database',
    description:
      'Behind a reverse proxy: its addresses, comma-separated (IPs, CIDR ranges, or `loopback`, `linklocal`, `uniquelocal`), e.g. `loopback` or `10.0.0.2,10.0.1.0/24`. `X-Forwarded-*` is read only from them and the client is the last address they did not add (HSTS is sent only over https). Unset or `false`: no proxy. `true` or a hop count is refused: it would let any client choose its address',
  },
  PUBLIC_URL: {
    group: 'Server and database',
    description:
      "The address browsers reach the site at. Every e-mailed link (verification, order pages, reminders, rate alerts) is built from it, else `http://localhost:PORT`, never from a request's `Host`; required in production with `SMTP_URL` (the start stops with one line). Google's redirect URI, the sitemap and robots.txt use it, else the request's address (Google redirects only to registered URIs)",
  },
  WEB_DIST_DIR: {
    group: 'Server and database',
    description: 'The built web app the server serves',
  },

  MONEY_TRANSFER_URL: {
    group: 'Storefront',
    description: "Where the top bar's Send Money link goes (a URL or a path)",
  },
  TRANSFER_PROVIDERS: {
    group: 'Storefront',
    description:
      "The Send money page's transfer partners: `Name|https://url`, comma-separated (shown in that order)",
  },
  APP_STORE_URL: {
    group: 'Storefront',
    description:
      "https link to the app's App Store page; the home page's app block shows a store's badge only when its link is set, and no block without either store link",
  },
  PLAY_STORE_URL: {
    group: 'Storefront',
    description: "https link to the app's Google Play page, shown as `APP_STORE_URL`'s is",
  },

  ORDER_MAX_GBP: {
    group: 'Orders and compliance',
    description: 'The largest order taken online, in GBP; larger amounts are arranged in branch',
  },
  QUOTE_MINUTES: {
    group: 'Orders and compliance',
    description: "How long a quote (`POST /api/quotes`) holds its price, by the server's clock",
  },
  QUOTE_RATE_LIMIT_PER_MINUTE: {
    group: 'Orders and compliance',
    description:
      'Quotes one address may ask for in a minute (each is a stored row, from a public endpoint); then 429 with Retry-After',
  },
  ORDER_READY_MINUTES: {
    group: 'Orders and compliance',
    description: "How long a branch needs to have an order ready: the collection days' `readyFrom`",
  },
  RESERVATION_HOLD_DAYS: {
    group: 'Orders and compliance',
    description:
      'Open days after the collection day a branch holds an order; at closing time on the last one it expires',
  },
  ORDER_RATE_LIMIT_PER_IP: {
    group: 'Orders and compliance',
    description:
      'Order attempts per address per hour (IPv6 by /64 network), placed or refused, generous for a family or an office; then 429 with Retry-After',
  },
  ORDER_RATE_LIMIT_PER_EMAIL: {
    group: 'Orders and compliance',
    description:
      'Orders placed for one e-mail address (any case) in 24 hours, each of which sends it a confirmation; then 429 with Retry-After until the oldest is a day old',
  },
  ORDER_MAX_GBP_90_DAYS: {
    group: 'Orders and compliance',
    description:
      'GBP one customer (same e-mail, or same phone digits) may order online over 90 days, Click & Collect and Click & Sell together, Deleted, Cancelled and Expired orders aside; above it, 422 with a message to arrange it in branch',
  },
  ID_CHECK_FROM_GBP: {
    group: 'Orders and compliance',
    description:
      "GBP from which completing an order needs the customer's ID check (`{ idCheck }`); `0` needs it for every order. The dashboard asks for it always",
  },
  CDD_THRESHOLD_GBP: {
    group: 'Orders and compliance',
    description:
      "A customer's linked orders over 90 days (same e-mail or phone when placing; also same name and ID when completing) at which an order waits for an Admin's due-diligence review (MLR 2017 reg. 27: €15,000; kept below it). With the default `ORDER_MAX_GBP_90_DAYS` only the link by name and ID can reach it",
  },
  RETENTION_YEARS: {
    group: 'Orders and compliance',
    description:
      "Years after an order's last move before the daily retention job anonymises its personal data (MLR 2017 reg. 40)",
  },
  SANCTIONS_LIST_URL: {
    group: 'Orders and compliance',
    description:
      "The UK Sanctions List's CSV address (the FCDO's, on GOV.UK): one server fetches it daily and imports it in place of the list in force; a fetch or file that fails is logged and the old list kept. Unset, Admins import the file on the Compliance screen (see [the sanctions list](compliance.md#the-sanctions-list))",
  },

  ADMIN_EMAIL: {
    group: 'Accounts and sign-in',
    description:
      'Set with `ADMIN_PASSWORD`: at start-up that account exists and is Admin, and one log line says so. An account someone already signed up with that address is made Admin only when `ADMIN_PASSWORD` is its password or its address is verified; otherwise nobody is promoted and one error line says why and what to do. An account the bootstrap creates counts as verified',
  },
  ADMIN_PASSWORD: {
    group: 'Accounts and sign-in',
    description:
      "The password of `ADMIN_EMAIL`'s account. It follows the sign-up rules (`PASSWORD_*`, not one of the most common): a weak one stops the start with one line",
  },
  SESSION_IDLE_MINUTES: {
    group: 'Accounts and sign-in',
    description:
      'A session ends after this long without activity; any activity extends it, however short the period',
  },
  SESSION_ABSOLUTE_HOURS: {
    group: 'Accounts and sign-in',
    description: 'A session ends this long after sign-in, whatever its activity',
  },
  PASSWORD_MIN_LENGTH: {
    group: 'Accounts and sign-in',
    description: 'Shortest password sign-up accepts (8 to 64)',
  },
  PASSWORD_MAX_LENGTH: {
    group: 'Accounts and sign-in',
    description: 'Longest password accepted (at least 64)',
  },
  PASSWORD_REQUIRE_LOWERCASE: {
    group: 'Accounts and sign-in',
    description:
      'Extra password rule: a lowercase letter. Whatever the rules, the 3,000 most common passwords are always refused',
  },
  PASSWORD_REQUIRE_UPPERCASE: {
    group: 'Accounts and sign-in',
    description: 'Extra password rule: an uppercase letter',
  },
  PASSWORD_REQUIRE_NUMERIC: {
    group: 'Accounts and sign-in',
    description: 'Extra password rule: a digit',
  },
  PASSWORD_REQUIRE_NON_ALPHANUMERIC: {
    group: 'Accounts and sign-in',
    description: 'Extra password rule: a character other than a letter or a digit',
  },
  AUTH_RATE_LIMIT_PER_IP: {
    group: 'Accounts and sign-in',
    description:
      'Sign-in, sign-up, Secure Box and order-status attempts per address per 15 minutes',
  },
  AUTH_RATE_LIMIT_PER_ACCOUNT: {
    group: 'Accounts and sign-in',
    description:
      'Failed attempts naming one account (or Box username, or order number) from one address per 15 minutes; from all addresses together five times as many, after which only addresses that have succeeded for it may go on (see [Slowing guesses](compliance.md#slowing-guesses))',
  },
  BOX_USERNAME: {
    group: 'Accounts and sign-in',
    description:
      'The Secure Box username, set with `BOX_PASSWORD_HASH`. Unset: the Box refuses everyone',
  },
  BOX_PASSWORD_HASH: {
    group: 'Accounts and sign-in',
    description: "The Secure Box password's argon2 hash, from `npm run box:hash -- 'password'`",
  },
  GOOGLE_CLIENT_ID: {
    group: 'Accounts and sign-in',
    description:
      'Set with `GOOGLE_CLIENT_SECRET` to offer "Continue with Google" (see [Google sign-in](compliance.md#google-sign-in)); unset, it is shown disabled',
  },
  GOOGLE_CLIENT_SECRET: {
    group: 'Accounts and sign-in',
    description: "The OAuth client's secret, set with `GOOGLE_CLIENT_ID`",
  },
  GOOGLE_ISSUER: {
    group: 'Accounts and sign-in',
    description: 'Issuer URL of the OpenID provider (Google); `http://` only for localhost (tests)',
  },

  SMTP_URL: {
    group: 'E-mail',
    description:
      '`smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…`; unset, e-mails wait in the outbox until a server with `SMTP_URL` sends them',
  },
  MAIL_FROM: {
    group: 'E-mail',
    description: 'Sender of the e-mails',
  },
  MAIL_POLL_SECONDS: {
    group: 'E-mail',
    description: 'How often each server looks for e-mails to send',
  },
  MAIL_RETRY_BASE_SECONDS: {
    group: 'E-mail',
    description:
      'Wait before retrying a failed e-mail; it doubles with each failure, up to an hour',
  },

  BACKUP_DIR: {
    group: 'Backups and metrics',
    description:
      'SQLite only: a folder for a backup every `BACKUP_EVERY_HOURS`, named `fx-YYYYMMDD-HHMMSS.sqlite` (UTC), taken by one server (see [Backups](deploy.md#backups)); set with PostgreSQL, the start stops with one line',
  },
  BACKUP_EVERY_HOURS: {
    group: 'Backups and metrics',
    description: 'How often a scheduled backup is taken',
  },
  BACKUP_KEEP: {
    group: 'Backups and metrics',
    description: 'How many scheduled backups are kept (the oldest removed)',
  },
  METRICS_TOKEN: {
    group: 'Backups and metrics',
    description:
      'At least 32 characters: Prometheus sends it as `Authorization: Bearer …` to `GET /metrics` (see [Metrics](deploy.md#metrics)); unset, `/metrics` answers 404',
  },

  RATES_PROVIDER: {
    group: 'Rates',
    description:
      'Where market rates come from: `reference` (the offline snapshot), `currency-api` or `apilayer` (see [Providers](rates.md#providers))',
  },
  RATES_API_KEY: {
    group: 'Rates',
    description:
      'The apilayer key, sent only in its `apikey` header, never logged or sent to a browser; required with `RATES_PROVIDER=apilayer`',
  },
  RATES_CURRENCY_API_URL: {
    group: 'Rates',
    description:
      'Base URLs of the currency-api, comma-separated, tried in order: jsDelivr, then its Cloudflare fallback',
  },
  RATES_APILAYER_URL: {
    group: 'Rates',
    description: "apilayer's convert endpoint",
  },
  RATES_REFRESH_MINUTES: {
    group: 'Rates',
    description: 'How often latest-rates mode refreshes every currency while it is on',
  },
  RATES_OUTLIER_PERCENT: {
    group: 'Rates',
    description:
      'A refreshed rate moving more than this from the stored one is held for staff instead of applied',
  },
} satisfies Record<keyof z.input<typeof EnvSchema>, SettingDoc>;
