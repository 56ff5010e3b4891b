/**
 * `Idempotency-Key` for placing orders: the first request with a key does the work and its
 * answer is stored in the same transaction as the order; a retry with the same key and body gets
 * that answer again, another body is 422, and a retry while the first is still running is 409.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import {
  claimKey,
  deleteKeysBefore,
  findKey,
  reclaimStaleKey,
  releaseKey,
  saveResponse,
} from './idempotency.repository.ts';

export interface StoredResponse {
  status: number;
  body: unknown;
}

/** Saves the response inside the transaction that did the work. */
export type SaveResponse = (trx: Kysely<Database>, response: StoredResponse) => Promise<void>;

/** A claim older than this whose request never answered belonged to a server that stopped. */
const STALE_AFTER_MS = 60_000;
/** Keys are kept at least a day. */
const KEEP_MS = 25 * 3_600_000;

export function hashRequest(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

export async function runOnce(
  db: Db,
  key: string,
  requestHash: string,
  work: (save: SaveResponse) => Promise<StoredResponse>,
): Promise<StoredResponse> {
  const now = new Date();
  if (!(await claimKey(db, key, requestHash, now))) {
    const existing = await findKey(db, key);
    if (!existing) return runOnce(db, key, requestHash, work);
    if (existing.requestHash !== requestHash) {
      throw new AppError(
        'UNPROCESSABLE',
        'This Idempotency-Key was already used for a different order',
      );
    }
    if (existing.responseStatus !== null && existing.responseBody !== null) {
      return { status: existing.responseStatus, body: JSON.parse(existing.responseBody) };
    }
    const stale = new Date(now.getTime() - STALE_AFTER_MS);
    if (!(await reclaimStaleKey(db, key, stale, now))) {
      throw new AppError('CONFLICT', 'This order is still being placed. Please wait a moment.');
    }
  }
  try {
    return await work((trx, response) => saveResponse(trx, key, response.status, response.body));
  } catch (error) {
    await releaseKey(db, key);
    throw error;
  }
}

export function deleteExpiredKeys(db: Db, now = Date.now()) {
  return deleteKeysBefore(db, new Date(now - KEEP_MS));
}
