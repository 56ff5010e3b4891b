/**
 * The database's disk fills up while the server runs, then room returns: writes (an order, an
 * accept, a price update) answer 503 with Retry-After and the outage message, never a 500; the
 * log says the real cause; health says the database is not writable; and service resumes by
 * itself. The disk fills three ways: the SQLite file's page count capped on the server's own
 * connection (always), and, where a tmpfs can be mounted (CI), the SQLite file on a real small
 * disk and the PostgreSQL tables in a tablespace on one.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAVAILABLE_MESSAGE } from '../plugins/error-handler.ts';
import { ADMIN, ADMIN_ENV } from '../test-support/accounts.ts';
import { MANY_ORDERS_ENV, twoItemOrder } from '../test-support/orders.ts';
import { canMountSmallDisks, mountSmallDisk } from '../test-support/small-disk.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { sqliteKind, testDatabaseKinds } from '../test-support/test-databases.ts';

/** Enough writes of one kind to need room the database no longer has. */
const ATTEMPTS = 60;
/** What a browser on the site's own pages sends with every request. */
const fromSite = { 'sec-fetch-site': 'same-origin' };

interface FullDisk {
  name: string;
  /** Starts the app on a database whose disk `fill` fills and `free` frees. */
  start(logger: object): Promise<{
    t: TestApp;
    fill(): Promise<unknown>;
    free(): Promise<unknown>;
    cleanUp(): Promise<unknown>;
  }>;
  /** Whether health can tell: PostgreSQL gives no cheap way to see its disk's free space. */
  healthSeesIt: boolean;
}

const env = { ...ADMIN_ENV, ...MANY_ORDERS_ENV };

const cappedSqlite: FullDisk = {
  name: 'a SQLite file whose page count is capped',
  healthSeesIt: true,
  async start(logger) {
    const t = await createTestApp(sqliteKind, env, logger);
    // The cap cannot go below the pages in use: it stops the file where it is.
    const cap = (pages: string) => sql.raw(`PRAGMA max_page_count = ${pages}`).execute(t.app.db);
    return { t, fill: () => cap('1'), free: () => cap('4294967294'), cleanUp: () => t.close() };
  },
};

const sqliteOnSmallDisk: FullDisk = {
  name: 'a SQLite file on an 8 MB tmpfs',
  healthSeesIt: true,
  async start(logger) {
    const disk = await mountSmallDisk(8 * 1024 * 1024);
    const onDisk = {
      name: 'sqlite' as const,
      create: async () => ({ url: `file:${disk.path}/fx.sqlite`, drop: async () => {} }),
    };
    const t = await createTestApp(onDisk, env, logger);
    return { t, fill: disk.fill, free: disk.free, cleanUp: () => t.close().then(disk.unmount) };
  },
};

const postgres = testDatabaseKinds.find((kind) => kind.name === 'postgres');
const postgresOnSmallDisk: FullDisk = {
  name: 'PostgreSQL tables in a tablespace on an 8 MB tmpfs',
  healthSeesIt: false,
  async start(logger) {
    const disk = await mountSmallDisk(8 * 1024 * 1024, 'postgres');
    const tablespace = `fx_test_${randomUUID().replaceAll('-', '')}`;
    const t = await createTestApp(postgres!, env, logger);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create tablespace ${tablespace} location '${disk.path}'`);
    // The app's tables only (its own schema): other suites share the server.
    const { rows } = await sql<{ name: string }>`
      select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
      from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.app.db);
    for (const { name } of rows) {
      await admin.query(`alter table ${name} set tablespace ${tablespace}`);
    }
    return {
      t,
      fill: disk.fill,
      free: disk.free,
      async cleanUp() {
        await t.close();
        await admin.query(`drop tablespace ${tablespace}`);
        await admin.end();
        await disk.unmount();
      },
    };
  },
};

const smallDisks = (await canMountSmallDisks())
  ? [sqliteOnSmallDisk, ...(postgres ? [postgresOnSmallDisk] : [])]
  : [];

describe.each([cappedSqlite, ...smallDisks])('a full disk: $name', (disk) => {
  let server: Awaited<ReturnType<FullDisk['start']>>;
  let baseUrl: string;
  let admin: string;
  let order: object;
  const log: Array<{ level: number; msg: string; reason?: string }> = [];

  beforeAll(async () => {
    server = await disk.start({
      level: 'warn',
      stream: { write: (line: string) => log.push(JSON.parse(line)) },
    });
    const { app } = server.t;
    await app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const signedIn = await fetch(`${baseUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { ...fromSite, 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    admin = signedIn.headers.getSetCookie()[0]!.split(';')[0]!;
    order = await twoItemOrder(baseUrl);
  });
  afterAll(() => server.cleanUp());

  const placeOrder = () =>
    fetch(`${baseUrl}/api/Order`, {
      method: 'POST',
      headers: { ...fromSite, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify(order),
    });
  const accept = (id: string) =>
    fetch(`${baseUrl}/api/pendingToAceept/${id}`, { headers: { ...fromSite, cookie: admin } });
  const setPrice = (rate: number) =>
    fetch(`${baseUrl}/api/UpdateCurrencyPrice/EUR`, {
      method: 'PUT',
      headers: { ...fromSite, 'content-type': 'application/json', cookie: admin },
      body: JSON.stringify({ Rate: rate }),
    });
  const health = async () => {
    const response = await fetch(`${baseUrl}/api/health`);
    return { status: response.status, body: await response.json() };
  };

  /**
   * Makes writes until one is refused: each answer before it is a success, the refusal is a 503
   * with Retry-After and the outage message, never a 500.
   */
  async function writeUntilRefused(write: (attempt: number) => Promise<Response>, ok: number) {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const response = await write(attempt);
      if (response.status === ok) continue;
      expect(response.status).toBe(503);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await response.json()).toEqual({
        error: { code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGE },
      });
      return;
    }
    throw new Error(`${ATTEMPTS} writes succeeded on a full disk`);
  }

  it('answers 503 to orders, accepts and price updates, says why in the log, and resumes by itself', async () => {
    expect(await health()).toMatchObject({
      status: 200,
      body: { status: 'ok', database: 'up', writable: true },
    });
    const pending: string[] = [];
    for (let n = 0; n < ATTEMPTS; n++) {
      const placed = await placeOrder();
      expect(placed.status).toBe(201);
      pending.push(((await placed.json()) as { _id: string })._id);
    }

    await server.fill();
    await writeUntilRefused(() => placeOrder(), 201);
    await writeUntilRefused((n) => accept(pending[n]!), 200);
    await writeUntilRefused((n) => setPrice(1.1 + n / 1000), 200);

    expect(await health()).toMatchObject(
      disk.healthSeesIt
        ? { status: 503, body: { status: 'unavailable', database: 'up', writable: false } }
        : { body: { database: 'up' } },
    );
    const refusals = log.filter((line) => line.msg === 'database unavailable');
    expect(refusals.length).toBeGreaterThanOrEqual(3);
    for (const { reason } of refusals) {
      expect(reason).toMatch(/database or disk is full|No space left on device/);
    }
    expect(log.filter((line) => line.level >= 50)).toEqual([]);

    await server.free();
    expect(await health()).toMatchObject({
      status: 200,
      body: { status: 'ok', database: 'up', writable: true },
    });
    // The euro's rate changed before the disk refused it: the basket is priced again.
    order = await twoItemOrder(baseUrl);
    expect((await placeOrder()).status).toBe(201);
    expect((await accept(pending.at(-1)!)).status).toBe(200);
    expect((await setPrice(1.2)).status).toBe(200);
  });
});
