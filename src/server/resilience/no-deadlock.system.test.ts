/**
 * Several processes placing orders at once at every branch, baskets of two currencies and of one,
 * through two workers and through two servers on one database: the load that used to deadlock
 * PostgreSQL, each process's group of orders locking the branches' note rows in its own order.
 * PostgreSQL breaks no deadlock, every order is answered 201 and stored, and each branch's notes
 * hold exactly what the stored orders planned.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { branchBaskets, deadlocksSoFar, stockEveryBranch } from '../test-support/branch-baskets.ts';
import { MANY_ORDERS_ENV } from '../test-support/orders.ts';
import {
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../test-support/server-process.ts';
import { testDatabaseKinds, type TestDatabaseKind } from '../test-support/test-databases.ts';
import { dropTestRedisKeys, testRedisPrefix, testRedisUrl } from '../test-support/test-redis.ts';

const ORDERS = 480;
const CLIENTS = 24;

/** Each key's reserved notes as branch_stock counts them and as the stored orders planned them. */
async function reservedBothWays(databaseUrl: string) {
  const { db } = openDatabase(databaseUrl);
  try {
    const counted = await sql<{ note: string; n: number }>`
      select branch_key || '/' || currency_code || '/' || denomination_minor as note, reserved as n
      from branch_stock where reserved <> 0`.execute(db);
    const planned = await sql<{ note: string; n: number }>`
      select o.branch_key || '/' || i.take_currency || '/' || notes.denomination_minor as note,
        sum(notes.count) as n
      from order_item_notes notes
        join order_items i on i.id = notes.order_item_id
        join orders o on o.id = i.order_id
      group by o.branch_key, i.take_currency, notes.denomination_minor`.execute(db);
    const orders = await sql<{ n: number }>`select count(*) as n from orders`.execute(db);
    const asMap = (rows: Array<{ note: string; n: number }>) =>
      Object.fromEntries(rows.map(({ note, n }) => [note, Number(n)]));
    return {
      counted: asMap(counted.rows),
      planned: asMap(planned.rows),
      orders: Number(orders.rows[0]?.n),
    };
  } finally {
    await db.destroy();
  }
}

/** Places ORDERS orders, CLIENTS at a time, spread over `servers` in turn: each answer's status. */
async function placeAtEveryBranch(servers: ServerProcess[]): Promise<number[]> {
  const [first] = servers;
  if (!first) throw new Error('no server');
  const bodyOf = await branchBaskets(first.baseUrl);
  const statuses: number[] = [];
  let next = 0;
  const client = async () => {
    while (next < ORDERS) {
      const index = next++;
      const server = servers[index % servers.length] ?? first;
      const response = await fetch(`${server.baseUrl}/api/Order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: bodyOf(index),
      });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return statuses;
}

async function run(
  kind: TestDatabaseKind,
  start: (env: Record<string, string>) => Promise<ServerProcess[]>,
) {
  const database = await kind.create();
  const env = { ...MANY_ORDERS_ENV, DATABASE_URL: database.url };
  let servers: ServerProcess[] = [];
  try {
    servers = await start(env);
    await stockEveryBranch(database.url);
    const deadlocksBefore = kind.name === 'postgres' ? await deadlocksSoFar(database.url) : 0;

    const statuses = await placeAtEveryBranch(servers);
    for (const server of servers.splice(0)) await stopServerProcess(server, 'SIGTERM');

    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    const { counted, planned, orders } = await reservedBothWays(database.url);
    expect(orders).toBe(ORDERS);
    expect(counted).toEqual(planned);
    // Every branch and both currencies were in play.
    expect(
      new Set(Object.keys(counted).map((note) => note.split('/').slice(0, 2).join('/'))).size,
    ).toBe(8);
    if (kind.name === 'postgres') expect(await deadlocksSoFar(database.url)).toBe(deadlocksBefore);
  } finally {
    for (const server of servers) await stopServerProcess(server, 'SIGKILL');
    await database.drop();
  }
}

describe.each(testDatabaseKinds)('orders at every branch at once on $name', (kind) => {
  it(
    'through two workers: no deadlock, every order answered, the notes held as planned',
    () => run(kind, async (env) => [await startServerProcess({ ...env, WORKERS: '2' })]),
    180_000,
  );
});

const postgres = testDatabaseKinds.find((kind) => kind.name === 'postgres');
describe.skipIf(!postgres || !testRedisUrl)(
  'orders at every branch at once through two servers',
  () => {
    it('on one PostgreSQL and one Redis: no deadlock, every order answered, the notes held as planned', async () => {
      const prefix = testRedisPrefix();
      try {
        await run(postgres!, async (env) => {
          const shared = { ...env, REDIS_URL: testRedisUrl!, REDIS_PREFIX: prefix };
          // One after the other: the first migrates and seeds the database.
          const first = await startServerProcess(shared);
          return [first, await startServerProcess(shared)];
        });
      } finally {
        await dropTestRedisKeys(testRedisUrl!, prefix);
      }
    }, 180_000);
  },
);
