import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test-support/test-databases.ts';
import { openDatabase } from './database.ts';
import { isDatabaseUnavailable, isDeadlock, isUniqueViolation } from './errors.ts';

/** The error `work` fails with. */
async function failure(work: () => unknown): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('isDatabaseUnavailable', () => {
  it('is true for a SQLite file another connection holds or that is read-only, false for a mistake', async () => {
    const path = join(tmpdir(), `fx-busy-${randomUUID()}.sqlite`);
    const holder = new DatabaseSync(path);
    const waiter = new DatabaseSync(path, { timeout: 0 });
    try {
      holder.exec('PRAGMA journal_mode = WAL; create table t (x integer primary key)');
      holder.exec('begin exclusive; insert into t values (1)');
      const busy = await failure(() => waiter.exec('insert into t values (2)'));
      expect(isDatabaseUnavailable(busy)).toBe(true);
      holder.exec('commit');

      const readOnly = new DatabaseSync(path, { readOnly: true });
      const refused = await failure(() => readOnly.exec('insert into t values (3)'));
      readOnly.close();
      expect(isDatabaseUnavailable(refused)).toBe(true);

      const duplicate = await failure(() => waiter.exec('insert into t values (1)'));
      expect(isUniqueViolation(duplicate)).toBe(true);
      expect(isDatabaseUnavailable(duplicate)).toBe(false);
      expect(isDatabaseUnavailable(await failure(() => waiter.exec('selec 1')))).toBe(false);
    } finally {
      holder.close();
      waiter.close();
      await Promise.all(['', '-wal', '-shm'].map((end) => rm(path + end, { force: true })));
    }
  });

  it('is false for what is not a database failure', () => {
    for (const value of [new Error('boom'), new TypeError('x is undefined'), 'text', null, 42]) {
      expect(isDatabaseUnavailable(value)).toBe(false);
    }
  });

  describe.runIf(testDatabaseKinds.some((kind) => kind.name === 'postgres'))(
    'on PostgreSQL',
    () => {
      it('is true when no server listens, or one never answers', async () => {
        // A port that was free a moment ago: nothing answers there.
        const probe = createServer().listen(0, '127.0.0.1');
        await new Promise((resolve) => probe.once('listening', resolve));
        const { port } = probe.address() as { port: number };
        await new Promise((resolve) => probe.close(resolve));

        const refused = new pg.Client({ host: '127.0.0.1', port, user: 'nobody' });
        expect(isDatabaseUnavailable(await failure(() => refused.connect()))).toBe(true);

        // A server that takes the connection and never answers: the pool gives up waiting.
        const silent = createServer(() => {}).listen(0, '127.0.0.1');
        await new Promise((resolve) => silent.once('listening', resolve));
        const pool = new pg.Pool({
          host: '127.0.0.1',
          port: (silent.address() as { port: number }).port,
          connectionTimeoutMillis: 50,
        });
        try {
          expect(isDatabaseUnavailable(await failure(() => pool.query('select 1')))).toBe(true);
        } finally {
          await pool.end();
          silent.close();
        }
      });

      it('is true when the server says its disk is full, it is out of memory or read-only', async () => {
        const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await client.connect();
        try {
          for (const condition of ['disk_full', 'out_of_memory', 'read_only_sql_transaction']) {
            const refusal = await failure(() =>
              client.query(
                `do $$ begin raise exception 'no room' using errcode = '${condition}'; end $$`,
              ),
            );
            expect(isDatabaseUnavailable(refusal)).toBe(true);
          }
        } finally {
          await client.end();
        }
      });

      it('is false for a query mistake', async () => {
        const kind = testDatabaseKinds.find((k) => k.name === 'postgres')!;
        const database = await kind.create();
        const { db } = openDatabase(database.url);
        try {
          const mistake = await failure(() => sql`selec 1`.execute(db));
          expect(isDatabaseUnavailable(mistake)).toBe(false);
        } finally {
          await db.destroy();
          await database.drop();
        }
      });
    },
  );
});

describe.runIf(testDatabaseKinds.some((kind) => kind.name === 'postgres'))('isDeadlock', () => {
  it('is true when PostgreSQL breaks a deadlock, false for another refusal', async () => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      const refusal = (condition: string) =>
        failure(() =>
          client.query(
            `do $$ begin raise exception 'refused' using errcode = '${condition}'; end $$`,
          ),
        );
      expect(isDeadlock(await refusal('deadlock_detected'))).toBe(true);
      expect(isDeadlock(await refusal('unique_violation'))).toBe(false);
      expect(isDeadlock(new Error('deadlock'))).toBe(false);
    } finally {
      await client.end();
    }
  });
});
