/**
 * Every environment variable the server reads, parsed once at start-up by one schema. What each
 * does is in env-docs.ts, from which `npm run docs:config` writes docs/configuration.md and
 * .env.example.
 */
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
  WORKERS: z
    .string()
    .regex(/^(auto|[1-9]\d{0,2})$/, 'a number of processes (1 to 999), or auto for one per core')
    .transform((value) => (value === 'auto' ? availableParallelism() : Number(value)))
    .default(1),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  REDIS_PREFIX: z.string().min(1).max(100).default('fx:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  ORDER_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(60),
  ORDER_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  /** GBP one customer (same e-mail or phone) may order online in 90 days, all orders together. */
  ORDER_MAX_GBP_90_DAYS: z.coerce.number().int().min(10).default(10000),
  QUOTE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  QUOTE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  ORDER_READY_MINUTES: z.coerce.number().int().min(0).max(1440).default(120),
  RESERVATION_HOLD_DAYS: z.coerce.number().int().min(0).max(30).default(3),
  ID_CHECK_FROM_GBP: z.coerce.number().int().min(0).default(1000),
  CDD_THRESHOLD_GBP: z.coerce.number().int().min(1).default(12000),
  RETENTION_YEARS: z.coerce.number().int().min(1).max(20).default(5),
  SANCTIONS_LIST_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
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
  PUBLIC_URL: z.url().optional(),

  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z
    .string()
    .min(3)
    .default('"Global Currency Connect" <no-reply@globalcurrencyconnect.example>'),
  MAIL_POLL_SECONDS: z.coerce.number().positive().default(5),
  MAIL_RETRY_BASE_SECONDS: z.coerce.number().min(0).default(30),

  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 31)
    .default(24),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(14),

  METRICS_TOKEN: z
    .string()
    .min(32, 'at least 32 characters: make one with openssl rand -hex 32')
    .optional(),

  RATES_PROVIDER: z.enum(['reference', 'currency-api', 'apilayer']).default('reference'),
  RATES_API_KEY: z.string().min(1).optional(),
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
        'Invalid configuration: BACKUP_DIR: backs up SQLite only; on PostgreSQL unset it and schedule pg_dump (docs/deploy.md, Backups)',
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
