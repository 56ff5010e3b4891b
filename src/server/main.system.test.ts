/** The real server process: start-up, configuration errors, crash recovery, graceful stop. */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.ts';
import {
  SERVER_BUNDLE,
  SERVER_NODE_OPTIONS,
  startServerProcess,
  stopServerProcess,
} from './test-support/server-process.ts';
import { sqliteKind, testDatabaseKinds, type TestDatabase } from './test-support/test-databases.ts';

const TEST_POSTGRES = process.env.TEST_DATABASE_URL;
const withDatabase = (url: string, database: string) =>
  Object.assign(new URL(url), { pathname: `/${database}`, search: '' }).toString();
const withUser = (url: string, user: string) =>
  Object.assign(new URL(url), { username: user, search: '' }).toString();

describe('starting with an invalid configuration', () => {
  it.each<[Record<string, string>, RegExp]>([
    [{ PORT: 'not-a-port' }, /^Invalid configuration: PORT: /],
    // The bootstrap Admin meets the sign-up policy: it is the most powerful account there is.
    [
      { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'a' },
      /^Invalid configuration: ADMIN_PASSWORD: Use at least 8 characters/,
    ],
    [
      { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'password1' },
      /^Invalid configuration: ADMIN_PASSWORD: This password is one of the most common/,
    ],
    // Once taken for a SQLite file named "mysql:/x".
    [
      { DATABASE_URL: 'mysql://x' },
      /^Invalid configuration: DATABASE_URL: unknown scheme "mysql:"/,
    ],
    // A folder that cannot be made, and one whose files cannot be opened, even by root.
    [
      { DATABASE_URL: 'file:/sys/fx/fx.sqlite' },
      /^Invalid configuration: DATABASE_URL: cannot write the SQLite database at \/sys\/fx\/fx\.sqlite \(EPERM/,
    ],
    [
      { DATABASE_URL: 'file:/sys/fx.sqlite' },
      /^Invalid configuration: DATABASE_URL: cannot write the SQLite database at \/sys\/fx\.sqlite/,
    ],
    ...(TEST_POSTGRES
      ? ([
          [
            { DATABASE_URL: withDatabase(TEST_POSTGRES, 'fx_never_created') },
            /^Invalid configuration: DATABASE_URL: PostgreSQL at [^ ]+ has no database "fx_never_created": create it \(createdb /,
          ],
          [
            { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/test' },
            /^Invalid configuration: DATABASE_URL: PostgreSQL does not answer at 127\.0\.0\.1:1 /,
          ],
          [
            { DATABASE_URL: withUser(TEST_POSTGRES, 'fx_nobody') },
            /^Invalid configuration: DATABASE_URL: PostgreSQL at [^ ]+ refused the sign-in \(role "fx_nobody" does not exist\)/,
          ],
        ] satisfies Array<[Record<string, string>, RegExp]>)
      : []),
  ])('stops with one line naming the variable: %o', async (env, line) => {
    const child = spawn(process.execPath, ['src/server/main.ts'], {
      // A database nobody else uses: the start must stop before it is touched.
      env: { ...process.env, ENV_FILE: '', DATABASE_URL: 'file::memory:', ...env },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(line);
  });
});

describe.each(testDatabaseKinds)('the server process on $name', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.create();
  });
  afterAll(() => database.drop());

  it('survives SIGKILL: a committed change is there after a restart with no manual step', async () => {
    const first = await startServerProcess({ DATABASE_URL: database.url });
    expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);

    // A change committed by another connection while the server runs, then a hard kill.
    const { db } = openDatabase(database.url);
    await db
      .updateTable('currencies')
      .set({ rate: 1.2345, updatedAt: new Date() })
      .where('code', '=', 'EUR')
      .execute();
    await db.destroy();
    expect(await stopServerProcess(first, 'SIGKILL')).toBeNull();

    const second = await startServerProcess({ DATABASE_URL: database.url });
    try {
      const eur = await (await fetch(`${second.baseUrl}/api/singleCurrency/EUR`)).json();
      expect(eur.Rate).toBe(1.2345);
      const all = (await (await fetch(`${second.baseUrl}/api/currency`)).json()) as unknown[];
      expect(all.length).toBeGreaterThanOrEqual(72);
    } finally {
      expect(await stopServerProcess(second, 'SIGTERM')).toBe(0);
    }
  });
});

describe('the server process as npm start runs it', () => {
  it('runs with the Node options the tests and the bench start it with', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toContain(`node ${SERVER_NODE_OPTIONS.join(' ')} ${SERVER_BUNDLE}`);
  });

  it('logs how long each start-up phase took, at debug level, once it listens', async () => {
    const database = await sqliteKind.create();
    const server = await startServerProcess({ DATABASE_URL: database.url, LOG_LEVEL: 'debug' });
    try {
      let line: string | undefined;
      while (
        !(line = server
          .output()
          .split('\n')
          .find((l) => l.includes('start-up phases')))
      ) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const { phases } = JSON.parse(line) as { phases: Record<string, Record<string, number>> };
      expect(Object.keys(phases)).toEqual([
        'loading',
        'framework',
        'database',
        'services',
        'routes',
        'web app',
        'ready and listen',
      ]);
      for (const phase of Object.values(phases)) {
        expect(phase).toEqual({ ms: expect.any(Number), cpuMs: expect.any(Number) });
      }
      // Loading the modules alone takes the process some milliseconds of CPU.
      expect(phases.loading!.cpuMs).toBeGreaterThan(0);
    } finally {
      await stopServerProcess(server, 'SIGTERM');
      await database.drop();
    }
  });
});
