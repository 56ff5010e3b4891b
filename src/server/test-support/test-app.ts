import type { FastifyServerOptions } from 'fastify';
import { buildApp, type App } from '../app.ts';
import { loadConfig, type Config } from '../config/env.ts';
import type { TestDatabaseKind } from './test-databases.ts';

export interface TestApp {
  app: App;
  close(): Promise<void>;
}

/** The whole app on a fresh, migrated and seeded database; `close` removes the database too. */
export async function createTestApp(
  kind: TestDatabaseKind,
  overrides: Partial<Record<keyof Config, string>> = {},
  logger: FastifyServerOptions['logger'] = false,
): Promise<TestApp> {
  const database = await kind.create();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    WEB_DIST_DIR: 'test-fixtures/no-web-build',
    ...overrides,
  });
  const app = await buildApp(config, logger);
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
