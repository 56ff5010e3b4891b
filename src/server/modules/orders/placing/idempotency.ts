/**
 * `Idempotency-Key` for placing orders. The key is recorded with the order's view in the
 * transaction that stores the order: both commit or neither, so a server that stops mid-way leaves
 * no claim behind, and the key costs no commit of its own. A retry with the same key and body gets
 * the first answer again, another body is 422. Of two attempts at once, the database lets one
 * record the key (on PostgreSQL the other waits for it); the other is rolled back and gets the
 * first one's answer.
 */
import { createHash } from 'node:crypto';
import type { Insertable } from 'kysely';
import { OrderViewSchema, type OrderView } from '#shared/schemas/order.ts';
import type { Db } from '#server/db/database.ts';
import { AppError } from '#server/errors.ts';
import { deleteKeysBefore, findKey } from './idempotency.repository.ts';
import type { IdempotencyKeysTable } from '../orders.table.ts';

/** A key with the body it came with. */
export interface IdempotencyClaim {
  key: string;
  requestHash: string;
}

/** Keys are kept at least a day. */
const KEEP_MS = 25 * 3_600_000;

export function claimFor(key: string, body: unknown): IdempotencyClaim {
  return { key, requestHash: createHash('sha256').update(JSON.stringify(body)).digest('hex') };
}

/** The order placed under the key, if any; 422 when the key came with another body. */
export async function orderPlacedWith(
  db: Db,
  claim: IdempotencyClaim,
): Promise<OrderView | undefined> {
  const recorded = await findKey(db, claim.key);
  if (!recorded) return undefined;
  if (recorded.requestHash !== claim.requestHash) {
    throw new AppError(
      'UNPROCESSABLE',
      'This Idempotency-Key was already used for a different order',
    );
  }
  return OrderViewSchema.parse(JSON.parse(recorded.responseBody));
}

/** Thrown inside the order's transaction, to roll it back, when another attempt has the key. */
export class KeyTaken extends Error {
  readonly claim: IdempotencyClaim;
  constructor(claim: IdempotencyClaim) {
    super('Another attempt recorded this Idempotency-Key first');
    this.claim = claim;
  }
}

/** The key's record with its order's answer, stored with the order (order-store.ts). */
export function placedOrderRecord(
  claim: IdempotencyClaim,
  view: OrderView,
  now: Date,
): Insertable<IdempotencyKeysTable> {
  return {
    ...claim,
    // Only a placed order is recorded: a refused attempt leaves the key free.
    responseStatus: 201,
    responseBody: JSON.stringify(view),
    createdAt: now,
  };
}

/** The answer for an attempt that lost the race: the order the first one placed. */
export async function orderPlacedFirst(db: Db, taken: KeyTaken): Promise<OrderView> {
  const first = await orderPlacedWith(db, taken.claim);
  if (!first) throw taken;
  return first;
}

export function deleteExpiredKeys(db: Db, now: Date) {
  return deleteKeysBefore(db, new Date(now.getTime() - KEEP_MS));
}
