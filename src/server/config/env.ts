/** Every environment variable the server reads, parsed once at start-up by one schema. */
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().min(1).default('file:data/fx.sqlite'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  MONEY_TRANSFER_URL: z
    .string()
    .refine((url) => url.startsWith('/') || URL.canParse(url), 'must be a URL or a path')
    .default('/sendmony'),
  WEB_DIST_DIR: z.string().min(1).default('dist/web'),
});

export type Config = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {}

/** Parses the environment; an invalid value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = EnvSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}
