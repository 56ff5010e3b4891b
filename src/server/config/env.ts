/** Every environment variable the server reads, parsed once at start-up by one schema. */
import { availableParallelism } from 'node:os';
import { compile as compileTrust } from '@fastify/proxy-addr';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .min(1)
    // A scheme other than these would be taken for a SQLite file named after it.
    .refine(
      (url) => !/^[a-z][a-z0-9+.-]+:/i.test(url) || /^(file|postgres|postgresql):/i.test(url),
      {
        error: (issue) =>
          `unknown scheme "${String(issue.input).split(':')[0]}:": use postgres://user@host:5432/database, or file:path/to/fx.sqlite for SQLite`,
      },
    )
    .default('file:data/fx.sqlite'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * Server processes sharing the port: a number, or `auto` for one per core. Each has its own
   * database pool of DATABASE_POOL_SIZE.
   */
  WORKERS: z
    .string()
    .regex(/^(auto|[1-9]\d{0,2})$/, 'a number of processes (1 to 999), or auto for one per core')
    .transform((value) => (value === 'auto' ? availableParallelism() : Number(value)))
    .default(1),
  /**
   * A Redis that servers sharing the database share too (`redis://` or `rediss://`): their rate
   * limits and throttles count there, and a catalogue change reaches every server's cache at
   * once. Unset: each process counts for itself.
   */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  /** Starts every key and channel of this deployment's in Redis: one per deployment sharing it. */
  REDIS_PREFIX: z.string().min(1).max(100).default('fx:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The reverse proxies in front, comma-separated addresses or CIDR ranges (or proxy-addr's
   * `loopback`, `linklocal`, `uniquelocal`): X-Forwarded-* is read only when they send it, and
   * the client is the last address they did not add. Unset or `false`: no proxy.
   */
  TRUST_PROXY: z
    .string()
    .transform((value, context) => {
      if (value === 'false' || value.trim() === '') return false as const;
      const proxies = value.split(',').map((entry) => entry.trim());
      try {
        if (proxies.some((entry) => entry === '' || entry === 'true' || /^\d+$/.test(entry))) {
          throw new Error('not an address');
        }
        compileTrust(proxies);
        return proxies;
      } catch {
        context.addIssue({
          code: 'custom',
          message:
            "give the proxies' addresses, comma-separated (for example loopback or 10.0.0.2,10.0.1.0/24): true or a hop count would let any client choose its own address",
        });
        return z.NEVER;
      }
    })
    .default(false),
  MONEY_TRANSFER_URL: z
    .string()
    .refine((url) => url.startsWith('/') || URL.canParse(url), 'must be a URL or a path')
    .default('/sendmony'),
  /** The Send money page's transfer partners: `Name|https://url`, comma-separated. */
  TRANSFER_PROVIDERS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .filter((entry) => entry.trim() !== '')
        .map((entry) => {
          const [name = '', url = ''] = entry.split('|').map((part) => part.trim());
          return { name, url };
        }),
    )
    .pipe(
      z.array(
        z.object({
          name: z.string().min(1, 'each entry is Name|https://url, comma-separated'),
          url: z.url({ protocol: /^https?$/, error: 'each entry is Name|https://url' }),
        }),
      ),
    )
    .default([]),
  WEB_DIST_DIR: z.string().min(1).default('dist/web'),

  ORDER_MAX_GBP: z.coerce.number().int().min(10).default(5000),
  /** Orders one address may attempt in an hour: generous for a family or an office. */
  ORDER_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(60),
  /** Orders placed for one e-mail address in 24 hours: each sends it a confirmation. */
  ORDER_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  /** GBP one customer (same e-mail or phone) may order online in 90 days, all orders together. */
  ORDER_MAX_GBP_90_DAYS: z.coerce.number().int().min(10).default(10000),
  /** How long a quote (`POST /api/quotes`) holds its price, by the server's clock. */
  QUOTE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** Quotes one address may ask for in a minute: each is a stored row from a public endpoint. */
  QUOTE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** How long a branch needs to have an order ready after it is placed. */
  ORDER_READY_MINUTES: z.coerce.number().int().min(0).max(1440).default(120),
  /** Open days after the collection day a branch holds an order before it expires. */
  RESERVATION_HOLD_DAYS: z.coerce.number().int().min(0).max(30).default(3),
  /** GBP from which completing an order needs the customer's ID check; 0 always needs it. */
  ID_CHECK_FROM_GBP: z.coerce.number().int().min(0).default(1000),
  /**
   * GBP of one customer's linked orders over 90 days at which an order waits for an Admin's
   * due-diligence review before it is accepted (MLR 2017 reg. 27: EUR 15,000; kept below it).
   */
  CDD_THRESHOLD_GBP: z.coerce.number().int().min(1).default(12000),
  /** Years after an order ends before its personal data is anonymised (MLR 2017 reg. 40). */
  RETENTION_YEARS: z.coerce.number().int().min(1).max(20).default(5),
  /** The app store pages; the home page shows a store's badge only when its link is set. */
  APP_STORE_URL: z.url({ protocol: /^https$/ }).optional(),
  PLAY_STORE_URL: z.url({ protocol: /^https$/ }).optional(),

  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(8).max(64).default(8),
  PASSWORD_MAX_LENGTH: z.coerce.number().int().min(64).max(1024).default(128),
  PASSWORD_REQUIRE_LOWERCASE: booleanFlag.default(false),
  PASSWORD_REQUIRE_UPPERCASE: booleanFlag.default(false),
  PASSWORD_REQUIRE_NUMERIC: booleanFlag.default(false),
  PASSWORD_REQUIRE_NON_ALPHANUMERIC: booleanFlag.default(false),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(50),
  AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),

  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  BOX_USERNAME: z.string().min(1).optional(),
  BOX_PASSWORD_HASH: z
    .string()
    .startsWith('$argon2', 'must be an argon2 hash: npm run box:hash -- <password>')
    .optional(),

  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** The address browsers reach the server at, for OpenID redirects; else taken from the request. */
  PUBLIC_URL: z.url().optional(),

  /** Unset: order e-mails stay in the outbox until a server with SMTP_URL delivers them. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z
    .string()
    .min(3)
    .default('"Global Currency Connect" <no-reply@globalcurrencyconnect.example>'),
  MAIL_POLL_SECONDS: z.coerce.number().positive().default(5),
  /** The first retry waits this long; each further one waits twice as long, up to an hour. */
  MAIL_RETRY_BASE_SECONDS: z.coerce.number().min(0).default(30),

  /** SQLite only: a folder for a backup every BACKUP_EVERY_HOURS, the newest BACKUP_KEEP kept. */
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 31)
    .default(24),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(14),

  /** The bearer token Prometheus sends to GET /metrics; unset, /metrics is not served. */
  METRICS_TOKEN: z
    .string()
    .min(32, 'at least 32 characters: make one with openssl rand -hex 32')
    .optional(),

  /** Where market rates come from: the committed snapshot (offline) or one of two services. */
  RATES_PROVIDER: z.enum(['reference', 'currency-api', 'apilayer']).default('reference'),
  /** The apilayer key, sent in the `apikey` header; never logged, never sent to the browser. */
  RATES_API_KEY: z.string().min(1).optional(),
  /** Base URLs of the currency-api, comma-separated, tried in order: its CDN, then its fallback. */
  RATES_CURRENCY_API_URL: z
    .string()
    .transform((value) => value.split(',').map((url) => url.trim().replace(/\/+$/, '')))
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be http(s) URLs, comma-separated' })))
    .default([
      'https://cdn.jsdelivr.net/npm/@fawazahmed0/currency-api@latest/v1',
      'https://latest.currency-api.pages.dev/v1',
    ]),
  RATES_APILAYER_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://api.apilayer.com/exchangerates_data/convert'),
  RATES_REFRESH_MINUTES: z.coerce.number().int().min(1).default(15),
  /** A refreshed rate moving more than this from the stored one waits for staff to confirm it. */
  RATES_OUTLIER_PERCENT: z.coerce.number().positive().default(25),
});

export type Config = z.infer<typeof EnvSchema>;

const PAIRS: Array<[keyof Config, keyof Config]> = [
  ['ADMIN_EMAIL', 'ADMIN_PASSWORD'],
  ['BOX_USERNAME', 'BOX_PASSWORD_HASH'],
  ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
];

export class ConfigError extends Error {}

/** Parses the environment; an invalid value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = EnvSchema.safeParse(env);
  if (result.success) {
    for (const [a, b] of PAIRS) {
      if ((result.data[a] === undefined) !== (result.data[b] === undefined)) {
        const missing = result.data[a] === undefined ? a : b;
        throw new ConfigError(
          `Invalid configuration: ${missing}: required with ${missing === a ? b : a}`,
        );
      }
    }
    if (result.data.BACKUP_DIR && /^postgres(ql)?:/i.test(result.data.DATABASE_URL)) {
      throw new ConfigError(
        'Invalid configuration: BACKUP_DIR: backs up SQLite only; on PostgreSQL unset it and schedule pg_dump (README, Backups)',
      );
    }
    if (result.data.NODE_ENV === 'production' && result.data.SMTP_URL && !result.data.PUBLIC_URL) {
      throw new ConfigError(
        'Invalid configuration: PUBLIC_URL: required in production with SMTP_URL, as the address e-mailed links point at (e.g. https://shop.example.co.uk)',
      );
    }
    if (result.data.RATES_PROVIDER === 'apilayer' && !result.data.RATES_API_KEY) {
      throw new ConfigError(
        'Invalid configuration: RATES_API_KEY: required with RATES_PROVIDER=apilayer',
      );
    }
    return result.data;
  }
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}
