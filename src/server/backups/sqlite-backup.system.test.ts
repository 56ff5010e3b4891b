/**
 * Backups that restore: taken by `npm run db:backup` while a server takes orders, a server
 * started on the copy has every order acknowledged before the backup began.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_ENV } from '../test-support/accounts.ts';
import { MANY_ORDERS_ENV, twoItemOrder } from '../test-support/orders.ts';
import { startServerProcess, stopServerProcess } from '../test-support/server-process.ts';
import { sqliteKind } from '../test-support/test-databases.ts';
import { POSTGRES_BACKUP_ADVICE } from './sqlite-backup.ts';

const folder = mkdtempSync(join(tmpdir(), 'fx-backups-'));

/** `npm run db:backup -- <file>` against `databaseUrl`: its exit code and what it printed. */
async function backupCommand(databaseUrl: string, file: string) {
  const child = spawn(process.execPath, ['src/server/db/cli.ts', 'backup', file], {
    env: { ...process.env, ENV_FILE: '', DATABASE_URL: databaseUrl },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const [code] = await once(child, 'exit');
  return { code: code as number, output: output.trim() };
}

describe('a backup taken while orders are placed', () => {
  const database = sqliteKind.create();
  afterAll(async () => (await database).drop());

  it('restores every order acknowledged before it began', async () => {
    const { url } = await database;
    const env = { ...ADMIN_ENV, ...MANY_ORDERS_ENV, DATABASE_URL: url };
    const server = await startServerProcess(env);
    const acknowledged: Array<{ id: string; at: number }> = [];
    let placing = true;
    const placer = async () => {
      while (placing) {
        const response = await fetch(`${server.baseUrl}/api/Order`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(await twoItemOrder(server.baseUrl)),
        });
        if (response.status === 201) {
          acknowledged.push({
            id: ((await response.json()) as { _id: string })._id,
            at: Date.now(),
          });
        }
      }
    };
    const placers = Array.from({ length: 4 }, placer);
    try {
      while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));
      const began = Date.now();
      const file = join(folder, 'under-load.sqlite');
      const taken = await backupCommand(url, file);
      expect(taken).toEqual({ code: 0, output: expect.stringContaining(`backed up to ${file}`) });
      placing = false;
      await Promise.all(placers);
      const before = acknowledged.filter((order) => order.at < began);
      expect(before.length).toBeGreaterThanOrEqual(20);
      // Never over a backup already there.
      const again = await backupCommand(url, file);
      expect(again).toEqual({ code: 1, output: `${file} already exists: choose a new file name` });

      const restored = await startServerProcess({ ...env, DATABASE_URL: `file:${file}` });
      try {
        const signIn = await fetch(`${restored.baseUrl}/api/auth/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(ADMIN),
        });
        const cookie = signIn.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ');
        for (const { id } of before) {
          const details = await fetch(`${restored.baseUrl}/api/details/${id}`, {
            headers: { cookie },
          });
          expect({ id, status: details.status }).toEqual({ id, status: 200 });
        }
      } finally {
        await stopServerProcess(restored, 'SIGTERM');
      }
    } finally {
      placing = false;
      await Promise.all(placers);
      await stopServerProcess(server, 'SIGTERM');
    }
  }, 60_000);

  it('says how to back up PostgreSQL instead', async () => {
    const taken = await backupCommand('postgres://127.0.0.1:1/fx', join(folder, 'pg.sqlite'));
    expect(taken).toEqual({ code: 1, output: POSTGRES_BACKUP_ADVICE });
  });
});
