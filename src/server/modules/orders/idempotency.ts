/**
 * `Idempotency-Key` for placing orders. The key is recorded with its answer in the transaction
 * that stores the order: both commit or neither, so a server that stops mid-way leaves no claim
 * behind, and an order costs one durable commit. A retry with the same key and body gets the
 * first answer again, another body is 422. Of two attempts at once, the database lets one record
 * the key (on PostgreSQL the other waits for it); the other is rolled back and gets its answer.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { deleteKeysBefore, findKey, recordKey } from './idempotency.repository.ts';

export interface StoredResponse {
  status: number;
  body: unknown;
}

/** Records the key and its response inside the transaction that did the work. */
export type SaveResponse = (trx: Kysely<Database>, response: StoredResponse) => Promise<void>;

/** Keys are kept at least a day. */
const KEEP_MS = 25 * 3_600_000;

/** Thrown inside the work's transaction when another attempt recorded the key first. */
class KeyTaken extends Error {}

export function hashRequest(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

async function recordedAnswer(db: Db, key: string, requestHash: string) {
  const recorded = await findKey(db, key);
  if (!recorded) return undefined;
  if (recorded.requestHash !== requestHash) {
    throw new AppError(
      'UNPROCESSABLE',
      'This Idempotency-Key was already used for a different order',
    );
  }
  return { status: recorded.responseStatus, body: JSON.parse(recorded.responseBody) as unknown };
}

export async function runOnce(
  db: Db,
  key: string,
  requestHash: string,
  work: (save: SaveResponse) => Promise<StoredResponse>,
): Promise<StoredResponse> {
  const earlier = await recordedAnswer(db, key, requestHash);
  if (earlier) return earlier;
  try {
    return await work(async (trx, response) => {
      const recorded = await recordKey(trx, {
        key,
        requestHash,
        responseStatus: response.status,
        responseBody: JSON.stringify(response.body),
        createdAt: new Date(),
      });
      if (!recorded) throw new KeyTaken();
    });
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    const winner = await recordedAnswer(db, key, requestHash);
    if (!winner) throw error;
    return winner;
  }
}

export function deleteExpiredKeys(db: Db, now = Date.now()) {
  return deleteKeysBefore(db, new Date(now - KEEP_MS));
}
