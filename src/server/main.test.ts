/** The real server process: start-up, configuration errors, crash recovery, graceful stop. */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.ts';
import { startServerProcess, stopServerProcess } from './test-support/server-process.ts';
import { testDatabaseKinds, type TestDatabase } from './test-support/test-databases.ts';

describe('starting with an invalid configuration', () => {
  it('stops with one line naming the variable', async () => {
    const child = spawn(process.execPath, ['src/server/main.ts'], {
      env: { ...process.env, PORT: 'not-a-port' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^Invalid configuration: PORT: /);
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
