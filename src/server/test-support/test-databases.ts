/**
 * The databases every integration suite runs on: a fresh SQLite file always, and a fresh
 * PostgreSQL schema when TEST_DATABASE_URL is set. In CI it must be set: PostgreSQL is never
 * skipped silently. `create` makes an empty one; `createMigrated` one at the latest migration,
 * copied from the run's template (database-templates.ts), as a server leaves it after migrating
 * and before seeding.
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { copySqliteTemplate, postgresCloneScript } from './database-templates.ts';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export interface TestDatabaseKind {
  name: 'sqlite' | 'postgres';
  /** An empty database. */
  create(): Promise<TestDatabase>;
  /** A database at the latest migration, not seeded: a test app seeds it when it starts. */
  createMigrated(): Promise<TestDatabase>;
}

/** Migrates the database at `url` where the run made no template to copy. */
async function migrated(database: TestDatabase): Promise<TestDatabase> {
  const { db, dialect } = openDatabase(database.url);
  try {
    await migrateToLatest(db, dialect);
  } finally {
    await db.destroy();
  }
  return database;
}

const postgresUrl = process.env.TEST_DATABASE_URL;
if (process.env.CI && !postgresUrl) {
  throw new Error('TEST_DATABASE_URL must be set in CI: the PostgreSQL suite is never skipped');
}

function sqliteDatabase() {
  // The run's own directory under Vitest (tests/setup/temporary-directory.ts).
  const path = join(process.env.TEST_TMPDIR ?? tmpdir(), `fx-test-${randomUUID()}.sqlite`);
  return {
    path,
    url: `file:${path}`,
    drop: async () => {
      await Promise.all(['', '-wal', '-shm'].map((suffix) => rm(path + suffix, { force: true })));
    },
  };
}

export const sqliteKind: TestDatabaseKind = {
  name: 'sqlite',
  async create() {
    const { url, drop } = sqliteDatabase();
    return { url, drop };
  },
  async createMigrated() {
    const { path, url, drop } = sqliteDatabase();
    return (await copySqliteTemplate(path)) ? { url, drop } : migrated({ url, drop });
  },
};

/** A schema of its own per test database, selected through the connection's search_path. */
export function postgresKind(baseUrl: string): TestDatabaseKind {
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  // Unique to this database, so that runs at once never drop each other's schemas.
  const database = (schema = `test_${randomUUID().replaceAll('-', '')}`) => {
    const url = new URL(baseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    return {
      schema,
      url: url.toString(),
      drop: () => admin((client) => client.query(`drop schema ${schema} cascade`)).then(() => {}),
    };
  };
  return {
    name: 'postgres',
    async create() {
      const { schema, url, drop } = database();
      await admin((client) => client.query(`create schema ${schema}`));
      return { url, drop };
    },
    async createMigrated() {
      const { schema, url, drop } = database();
      const clone = await postgresCloneScript(schema);
      if (clone) {
        await admin((client) => client.query(clone));
        return { url, drop };
      }
      await admin((client) => client.query(`create schema ${schema}`));
      return migrated({ url, drop });
    },
  };
}

export const testDatabaseKinds: TestDatabaseKind[] = postgresUrl
  ? [sqliteKind, postgresKind(postgresUrl)]
  : [sqliteKind];
