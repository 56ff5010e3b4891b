/**
 * SIGKILL in the middle of placing orders at full speed. After a restart with no manual step,
 * every order that was answered 201 is there exactly once, whole (its items and its e-mail),
 * and a retry of every attempt with its Idempotency-Key makes exactly one order per key.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { MANY_ORDERS_ENV, twoItemOrder } from '../test-support/orders.ts';
import { startServerProcess, stopServerProcess } from '../test-support/server-process.ts';
import { stockForLoad } from '../test-support/stock-for-load.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';

const WORKERS = 16;
/** The kill comes once this many orders have been acknowledged... */
const KILL_AFTER_ACKNOWLEDGED = 150;
/** ...or after this long, whichever is first. */
const KILL_AFTER_MS = 5000;

describe.each(testDatabaseKinds)('a crash while placing orders on $name', (kind) => {
  it('keeps every acknowledged order exactly once, and restarts with no manual step', async () => {
    const database = await kind.create();
    try {
      const first = await startServerProcess({ ...MANY_ORDERS_ENV, DATABASE_URL: database.url });
      await stockForLoad(database.url);
      const body = JSON.stringify(await twoItemOrder(first.baseUrl));
      const post = (baseUrl: string, key: string) =>
        fetch(`${baseUrl}/api/Order`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body,
        });

      const attempted: string[] = [];
      /** Key -> order number, for every attempt answered 201 (the number once its body arrived). */
      const acknowledged = new Map<string, string | undefined>();
      const unexpected: number[] = [];
      let killed = false;
      let enough: () => void = () => {};
      const killTime = new Promise<void>((resolve) => {
        enough = resolve;
        setTimeout(resolve, KILL_AFTER_MS);
      });
      const worker = async () => {
        while (!killed) {
          const key = randomUUID();
          attempted.push(key);
          try {
            const response = await post(first.baseUrl, key);
            if (response.status !== 201) unexpected.push(response.status);
            else {
              acknowledged.set(key, undefined);
              acknowledged.set(key, ((await response.json()) as { Order_Id: string }).Order_Id);
            }
          } catch {
            // The connection died with the server: that attempt is unacknowledged.
          }
          if (acknowledged.size >= KILL_AFTER_ACKNOWLEDGED) enough();
        }
      };
      const workers = Array.from({ length: WORKERS }, worker);
      await killTime;
      killed = true;
      expect(await stopServerProcess(first, 'SIGKILL')).toBeNull();
      await Promise.all(workers);
      expect(unexpected).toEqual([]);
      expect(acknowledged.size).toBeGreaterThan(0);

      // Starting again needs nothing done by hand: it answers its health check.
      const second = await startServerProcess({ ...MANY_ORDERS_ENV, DATABASE_URL: database.url });
      try {
        const { db } = openDatabase(database.url);
        try {
          const storedNumbers = async () =>
            (await db.selectFrom('orders').select('orderNumber').execute()).map(
              (row) => row.orderNumber,
            );
          const beforeRetries = await storedNumbers();
          expect(beforeRetries.length).toBeGreaterThanOrEqual(acknowledged.size);
          expect(beforeRetries.length).toBeLessThanOrEqual(attempted.length);

          // Each attempt again, same key: a stored order comes back as it was, an attempt the
          // crash cut short is placed now. Either way one order per key, never two.
          const placed = new Map<string, string>();
          for (const key of attempted) {
            const response = await post(second.baseUrl, key);
            expect({ key, status: response.status }).toEqual({ key, status: 201 });
            placed.set(key, ((await response.json()) as { Order_Id: string }).Order_Id);
          }
          for (const [key, number] of acknowledged) {
            if (number) expect(placed.get(key)).toBe(number);
          }
          const stored = await storedNumbers();
          expect(stored).toHaveLength(attempted.length);
          expect(stored.toSorted()).toEqual([...placed.values()].toSorted());
          // Every order that existed before the retries was one of the answers they gave back.
          expect(beforeRetries.every((number) => stored.includes(number))).toBe(true);

          const count = async (table: 'orderItems' | 'outbox') =>
            Number(
              (
                await db
                  .selectFrom(table)
                  .select((eb) => eb.fn.countAll<number>().as('n'))
                  .executeTakeFirstOrThrow()
              ).n,
            );
          expect(await count('orderItems')).toBe(2 * stored.length);
          expect(await count('outbox')).toBe(stored.length);
        } finally {
          await db.destroy();
        }
      } finally {
        expect(await stopServerProcess(second, 'SIGTERM')).toBe(0);
      }
    } finally {
      await database.drop();
    }
  });
});
