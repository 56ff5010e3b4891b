/**
 * The databases every integration suite runs on: a fresh SQLite file always, and a fresh
 * PostgreSQL schema when TEST_DATABASE_URL is set. In CI it must be set: PostgreSQL is never
 * skipped silently.
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export interface TestDatabaseKind {
  name: 'sqlite' | 'postgres';
  create(): Promise<TestDatabase>;
}

const postgresUrl = process.env.TEST_DATABASE_URL;
if (process.env.CI && !postgresUrl) {
  throw new Error('TEST_DATABASE_URL must be set in CI: the PostgreSQL suite is never skipped');
}

export const sqliteKind: TestDatabaseKind = {
  name: 'sqlite',
  async create() {
    // The run's own directory under Vitest (tests/setup/temporary-directory.ts).
    const path = join(process.env.TEST_TMPDIR ?? tmpdir(), `fx-test-${randomUUID()}.sqlite`);
    return {
      url: `file:${path}`,
      drop: async () => {
        await Promise.all(['', '-wal', '-shm'].map((suffix) => rm(path + suffix, { force: true })));
      },
    };
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
  return {
    name: 'postgres',
    async create() {
      const schema = `test_${randomUUID().replaceAll('-', '')}`;
      await admin((client) => client.query(`create schema ${schema}`));
      const url = new URL(baseUrl);
      url.searchParams.set('options', `-c search_path=${schema}`);
      return {
        url: url.toString(),
        drop: () => admin((client) => client.query(`drop schema ${schema} cascade`)).then(() => {}),
      };
    },
  };
}

export const testDatabaseKinds: TestDatabaseKind[] = postgresUrl
  ? [sqliteKind, postgresKind(postgresUrl)]
  : [sqliteKind];
