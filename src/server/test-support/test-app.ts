import type { FastifyServerOptions, InjectOptions } from 'fastify';
import { buildApp, type App } from '../app.ts';
import { loadConfig, type Config } from '../config/env.ts';
import type { TestDatabaseKind } from './test-databases.ts';

export interface TestApp {
  app: App;
  close(): Promise<void>;
}

type Overrides = Partial<Record<keyof Config, string>>;

/**
 * Where a test app's database comes from: a kind of test database, or one a test made itself
 * (its `create` answering that database; without `createMigrated`, the app migrates it).
 */
export type TestAppDatabase = Pick<TestDatabaseKind, 'name' | 'create'> &
  Partial<Pick<TestDatabaseKind, 'createMigrated'>>;

/**
 * The whole app on a fresh database, migrated (copied from the run's template) and seeded as the
 * app starts; `close` removes the database too.
 */
export async function createTestApp(
  kind: TestAppDatabase,
  overrides: Overrides = {},
  logger: FastifyServerOptions['logger'] = false,
): Promise<TestApp> {
  const database = await (kind.createMigrated ? kind.createMigrated() : kind.create());
  const app = await startTestApp(database.url, overrides, logger);
  return {
    app,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * The whole app on the database at `databaseUrl`, migrating and seeding it if it is new: one
 * server of several sharing it, each with its own connection pool, as separate processes are.
 */
export async function startTestApp(
  databaseUrl: string,
  overrides: Overrides = {},
  logger: FastifyServerOptions['logger'] = false,
): Promise<App> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    WEB_DIST_DIR: 'test-fixtures/no-web-build',
    ...overrides,
  });
  const app = await buildApp(config, logger);
  await app.ready();
  sentFromTheSite(app);
  return app;
}

/**
 * Injected requests come with what a browser on the site's own pages sends
 * (`Sec-Fetch-Site: same-origin`), unless a test names where they come from: the cross-site
 * checks set these headers themselves (a header set to undefined is left out).
 */
function sentFromTheSite(app: App) {
  const inject = app.inject.bind(app);
  const evidence = ['sec-fetch-site', 'origin', 'x-requested-with'];
  const fromSite = (options: InjectOptions | string): InjectOptions => {
    const request = typeof options === 'string' ? { url: options } : options;
    const headers = Object.entries(request.headers ?? {});
    if (headers.some(([name]) => evidence.includes(name))) {
      return { ...request, headers: Object.fromEntries(headers.filter(([, value]) => value)) };
    }
    return { ...request, headers: { 'sec-fetch-site': 'same-origin', ...request.headers } };
  };
  app.inject = ((options?: InjectOptions | string) =>
    options === undefined ? inject() : inject(fromSite(options))) as App['inject'];
}
