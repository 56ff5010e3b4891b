/**
 * Two production servers on one PostgreSQL database and one Redis, as a deployment behind a load
 * balancer runs them. A sign-in throttle holds across both, whichever server each attempt
 * reaches; a price change made through one is on the other's currency list at once; and when one
 * is killed in the middle of taking orders through both, every order either acknowledged is stored
 * exactly once, and a retry of every attempt with its Idempotency-Key makes one order per key.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { ADMIN, ADMIN_ENV } from '../test-support/accounts.ts';
import { MANY_ORDERS_ENV, twoItemOrder } from '../test-support/orders.ts';
import {
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../test-support/server-process.ts';
import { stockForLoad } from '../test-support/stock-for-load.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';
import { dropTestRedisKeys, testRedisPrefix, testRedisUrl } from '../test-support/test-redis.ts';

const postgres = testDatabaseKinds.find((kind) => kind.name === 'postgres');
const CLIENTS = 16;
/** The kill comes once this many orders have been acknowledged, or after KILL_AFTER_MS. */
const KILL_AFTER_ACKNOWLEDGED = 150;
const KILL_AFTER_MS = 5000;
/** How long the survivor keeps taking orders after the kill. */
const SURVIVOR_MS = 1000;
/** How long a change may take to reach the other server: well within its own 1 s check. */
const AT_ONCE_MS = 100;

const sameSite = { 'sec-fetch-site': 'same-origin' };

async function signInAttempt(server: ServerProcess, password: string) {
  const response = await fetch(`${server.baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...sameSite },
    body: JSON.stringify({ email: 'guessed@example.com', password }),
  });
  return response.status;
}

async function eurRate(server: ServerProcess): Promise<number> {
  const list = (await (await fetch(`${server.baseUrl}/api/currency`)).json()) as Array<{
    value: string;
    Rate: number;
  }>;
  return list.find((currency) => currency.value === 'EUR')!.Rate;
}

describe.skipIf(!postgres || !testRedisUrl)('two servers on one PostgreSQL and one Redis', () => {
  it('hold limits across both, share price changes at once, and keep every acknowledged order once through a kill', async () => {
    const database = await postgres!.create();
    const prefix = testRedisPrefix();
    const env = {
      ...MANY_ORDERS_ENV,
      ...ADMIN_ENV,
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl!,
      REDIS_PREFIX: prefix,
      AUTH_RATE_LIMIT_PER_ACCOUNT: '3',
    };
    const servers: ServerProcess[] = [];
    try {
      // One after the other: the first migrates and seeds the new database.
      servers.push(await startServerProcess(env));
      servers.push(await startServerProcess(env));
      const [one, two] = servers as [ServerProcess, ServerProcess];
      await stockForLoad(database.url);

      // Guesses at one account alternate between the servers: the fourth is refused all the same.
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push(await signInAttempt(servers[i % 2]!, `guess-${i}`));
      expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);

      // A price set through one server is on the other's list on the next read.
      const signedIn = await fetch(`${one.baseUrl}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...sameSite },
        body: JSON.stringify(ADMIN),
      });
      expect(signedIn.status).toBe(200);
      const cookie = signedIn.headers.getSetCookie()[0]!.split(';')[0]!;
      const original = await eurRate(two);
      for (const factor of [1.01, 1.02, 1.0]) {
        const rate = Number((original * factor).toFixed(4));
        const changed = await fetch(`${one.baseUrl}/api/UpdateCurrencyPrice/EUR`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', cookie, ...sameSite },
          body: JSON.stringify({ Rate: rate }),
        });
        expect(changed.status).toBe(200);
        const deadline = Date.now() + AT_ONCE_MS;
        let seen = await eurRate(two);
        while (seen !== rate && Date.now() < deadline) seen = await eurRate(two);
        expect(seen).toBe(rate);
      }

      // Orders through both servers at full speed, until one of them is killed.
      const body = JSON.stringify(await twoItemOrder(one.baseUrl));
      const post = (server: ServerProcess, key: string) =>
        fetch(`${server.baseUrl}/api/Order`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key, ...sameSite },
          body,
        });
      const attempted: string[] = [];
      /** Key -> order number, for every attempt answered 201. */
      const acknowledged = new Map<string, string>();
      const unexpected: number[] = [];
      let killed = false;
      let stopped = false;
      let enough: () => void = () => {};
      const killTime = new Promise<void>((resolve) => {
        enough = resolve;
        setTimeout(resolve, KILL_AFTER_MS);
      });
      const client = async (server: ServerProcess) => {
        while (!stopped && !(killed && server === one)) {
          const key = randomUUID();
          attempted.push(key);
          try {
            const response = await post(server, key);
            if (response.status !== 201) unexpected.push(response.status);
            else {
              acknowledged.set(key, ((await response.json()) as { Order_Id: string }).Order_Id);
            }
          } catch {
            // The connection died with the server: that attempt is unacknowledged.
          }
          if (acknowledged.size >= KILL_AFTER_ACKNOWLEDGED) enough();
        }
      };
      const clients = Array.from({ length: CLIENTS }, (_, i) => client(servers[i % 2]!));
      await killTime;
      killed = true;
      expect(await stopServerProcess(one, 'SIGKILL')).toBeNull();
      const acknowledgedAtKill = acknowledged.size;
      await sleep(SURVIVOR_MS);
      stopped = true;
      await Promise.all(clients);
      expect(unexpected).toEqual([]);
      // The survivor went on taking orders.
      expect(acknowledged.size).toBeGreaterThan(acknowledgedAtKill);

      const { db } = openDatabase(database.url);
      try {
        const storedNumbers = async () =>
          (await db.selectFrom('orders').select('orderNumber').execute()).map(
            (row) => row.orderNumber,
          );
        const beforeRetries = await storedNumbers();
        for (const number of acknowledged.values()) {
          expect(beforeRetries.filter((stored) => stored === number)).toHaveLength(1);
        }
        expect(beforeRetries.length).toBeLessThanOrEqual(attempted.length);

        // Each attempt again, through the survivor, same key: one order per key, never two.
        const placed = new Map<string, string>();
        for (const key of attempted) {
          const response = await post(two, key);
          expect({ key, status: response.status }).toEqual({ key, status: 201 });
          placed.set(key, ((await response.json()) as { Order_Id: string }).Order_Id);
        }
        for (const [key, number] of acknowledged) expect(placed.get(key)).toBe(number);
        const stored = await storedNumbers();
        expect(stored.toSorted()).toEqual([...placed.values()].toSorted());
        const mails = await db
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(mails.n)).toBe(stored.length);
      } finally {
        await db.destroy();
      }
      expect(await stopServerProcess(two, 'SIGTERM')).toBe(0);
    } finally {
      for (const server of servers) {
        if (server.child.exitCode === null && server.child.signalCode === null) {
          server.child.kill('SIGKILL');
        }
      }
      await database.drop();
      await dropTestRedisKeys(testRedisUrl!, prefix);
    }
  }, 120_000);
});
