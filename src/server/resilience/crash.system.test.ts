/**
 * SIGKILL in the middle of placing orders at full speed. Orders placed together share one
 * transaction (group commit), so the load mixes in what fails inside a shared transaction while
 * the others commit: a second attempt with the same Idempotency-Key sent at the same moment (it
 * finds the key taken and answers with the first attempt's order), and orders over a customer's
 * daily limit (refused once the customer's earlier orders are counted). After a restart with no
 * manual step, every order that was answered 201 is there exactly once, whole (its items and its
 * e-mail), and a retry of every attempt with its Idempotency-Key makes exactly one order per key.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { MANY_ORDERS_ENV, twoItemOrder } from '../test-support/orders.ts';
import { startServerProcess, stopServerProcess } from '../test-support/server-process.ts';
import { stockForLoad } from '../test-support/stock-for-load.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';

const WORKERS = 12;
/** Workers that send each attempt twice at once, with one key. */
const TWIN_WORKERS = 2;
/** Workers that order for one customer, who is refused after the daily limit. */
const LIMITED_WORKERS = 2;
const PER_EMAIL_PER_DAY = 5;
const LIMITED_EMAIL = 'limited@example.com';
/**
 * The kill comes once this many orders have been acknowledged, or after this long, whichever is
 * first; and not before the limited customer has been refused, which a loaded machine may take
 * longer to reach.
 */
const KILL_AFTER_ACKNOWLEDGED = 150;
const KILL_AFTER_MS = 5000;

describe.each(testDatabaseKinds)('a crash while placing orders on $name', (kind) => {
  it(
    'keeps every acknowledged order exactly once, and restarts with no manual step',
    {
      timeout: 60_000,
    },
    async () => {
      const database = await kind.create();
      const env = {
        ...MANY_ORDERS_ENV,
        ORDER_RATE_LIMIT_PER_EMAIL: String(PER_EMAIL_PER_DAY),
        DATABASE_URL: database.url,
      };
      try {
        const first = await startServerProcess(env);
        await stockForLoad(database.url);
        const basket = await twoItemOrder(first.baseUrl);
        /** Each attempt its own customer, but the limited one's. */
        const bodyFor = (key: string, email = `${key}@example.com`) =>
          JSON.stringify({ ...basket, email, confirmEmail: email });
        const post = (baseUrl: string, key: string, body: string) =>
          fetch(`${baseUrl}/api/Order`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': key },
            body,
          });
        /** The order number a 201 answers with; undefined when the answer was cut short. */
        const numberOf = async (response: Response) => {
          try {
            return ((await response.json()) as { Order_Id: string }).Order_Id;
          } catch {
            return undefined;
          }
        };

        /** Key -> body, for every attempt the retries after the restart make again. */
        const attempted = new Map<string, string>();
        /** Key -> order number, for every attempt answered 201 (the number once its body arrived). */
        const acknowledged = new Map<string, string | undefined>();
        /** The limited customer's keys answered 201, and how many attempts were refused. */
        const limitedAcknowledged = new Set<string>();
        let limitedRefused = 0;
        const twinsAnswered: Array<[string | undefined, string | undefined]> = [];
        const unexpected: number[] = [];
        let killed = false;
        let timeUp = false;
        let enough: () => void = () => {};
        const killTime = new Promise<void>((resolve) => {
          enough = () => {
            if (limitedRefused > 0 && (timeUp || acknowledged.size >= KILL_AFTER_ACKNOWLEDGED)) {
              resolve();
            }
          };
          setTimeout(() => {
            timeUp = true;
            enough();
          }, KILL_AFTER_MS);
        });
        const untilKilled = (attempt: () => Promise<void>) => async () => {
          while (!killed) {
            try {
              await attempt();
            } catch {
              // The connection died with the server: that attempt is unacknowledged.
            }
            enough();
          }
        };
        const single = untilKilled(async () => {
          const key = randomUUID();
          const body = bodyFor(key);
          attempted.set(key, body);
          const response = await post(first.baseUrl, key, body);
          if (response.status !== 201) unexpected.push(response.status);
          else {
            acknowledged.set(key, undefined);
            acknowledged.set(key, await numberOf(response));
          }
        });
        // The second attempt shares the first one's transaction, or waits for its commit.
        const twins = untilKilled(async () => {
          const key = randomUUID();
          const body = bodyFor(key);
          attempted.set(key, body);
          const responses = await Promise.all([1, 2].map(() => post(first.baseUrl, key, body)));
          for (const response of responses) {
            if (response.status !== 201) unexpected.push(response.status);
          }
          if (responses.every((response) => response.status === 201)) {
            acknowledged.set(key, undefined);
            const [a, b] = await Promise.all(responses.map(numberOf));
            twinsAnswered.push([a, b]);
            acknowledged.set(key, a ?? b);
          }
        });
        const limited = untilKilled(async () => {
          const key = randomUUID();
          const response = await post(first.baseUrl, key, bodyFor(key, LIMITED_EMAIL));
          if (response.status === 201) limitedAcknowledged.add(key);
          else if (response.status === 429) limitedRefused++;
          else unexpected.push(response.status);
        });
        const workers = [
          ...Array.from({ length: WORKERS }, single),
          ...Array.from({ length: TWIN_WORKERS }, twins),
          ...Array.from({ length: LIMITED_WORKERS }, limited),
        ];
        await killTime;
        killed = true;
        expect(await stopServerProcess(first, 'SIGKILL')).toBeNull();
        await Promise.all(workers);
        expect(unexpected).toEqual([]);
        expect(acknowledged.size).toBeGreaterThan(0);
        expect(twinsAnswered.length).toBeGreaterThan(0);
        for (const [a, b] of twinsAnswered) if (a && b) expect(a).toBe(b);
        expect(limitedAcknowledged.size).toBeLessThanOrEqual(PER_EMAIL_PER_DAY);
        expect(limitedRefused).toBeGreaterThan(0);

        // Starting again needs nothing done by hand: it answers its health check.
        const second = await startServerProcess(env);
        try {
          const { db } = openDatabase(database.url);
          try {
            const storedNumbers = async (limitedCustomer = false) =>
              (
                await db
                  .selectFrom('orders')
                  .select('orderNumber')
                  .where('email', limitedCustomer ? '=' : '!=', LIMITED_EMAIL)
                  .execute()
              ).map((row) => row.orderNumber);
            const beforeRetries = await storedNumbers();
            expect(beforeRetries.length).toBeGreaterThanOrEqual(acknowledged.size);
            expect(beforeRetries.length).toBeLessThanOrEqual(attempted.size);
            // Every acknowledged order of the limited customer, and none that was refused.
            const limitedStored = await storedNumbers(true);
            expect(limitedStored.length).toBeGreaterThanOrEqual(limitedAcknowledged.size);
            expect(limitedStored.length).toBeLessThanOrEqual(PER_EMAIL_PER_DAY);
            for (const key of limitedAcknowledged) {
              const response = await post(second.baseUrl, key, bodyFor(key, LIMITED_EMAIL));
              expect(response.status).toBe(201);
              expect(limitedStored).toContain(await numberOf(response));
            }

            // Each attempt again, same key: a stored order comes back as it was, an attempt the
            // crash cut short is placed now. Either way one order per key, never two.
            const placed = new Map<string, string>();
            for (const [key, body] of attempted) {
              const response = await post(second.baseUrl, key, body);
              expect({ key, status: response.status }).toEqual({ key, status: 201 });
              placed.set(key, ((await response.json()) as { Order_Id: string }).Order_Id);
            }
            for (const [key, number] of acknowledged) {
              if (number) expect(placed.get(key)).toBe(number);
            }
            const stored = await storedNumbers();
            expect(stored).toHaveLength(attempted.size);
            expect(stored.toSorted()).toEqual([...placed.values()].toSorted());
            // Every order that existed before the retries was one of the answers they gave back.
            expect(beforeRetries.every((number) => stored.includes(number))).toBe(true);
            expect(await storedNumbers(true)).toEqual(limitedStored);

            const count = async (table: 'orders' | 'orderItems' | 'outbox') =>
              Number(
                (
                  await db
                    .selectFrom(table)
                    .select((eb) => eb.fn.countAll<number>().as('n'))
                    .executeTakeFirstOrThrow()
                ).n,
              );
            const orders = await count('orders');
            expect(orders).toBe(stored.length + limitedStored.length);
            expect(await count('orderItems')).toBe(2 * orders);
            expect(await count('outbox')).toBe(orders);
          } finally {
            await db.destroy();
          }
        } finally {
          expect(await stopServerProcess(second, 'SIGTERM')).toBe(0);
        }
      } finally {
        await database.drop();
      }
    },
  );
});
