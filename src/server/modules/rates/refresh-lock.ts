import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DialectName } from '../../db/database.ts';

/** The advisory lock key of the latest-rates refresh, the same on every server. */
const REFRESH_LOCK_KEY = 0x5f_7261_7465; // "_rate"

/**
 * Takes the refresh lock for the rest of the transaction `trx`, or answers false at once when
 * another server holds it. On SQLite, transactions already run one at a time, across processes
 * too (db/node-sqlite-adapter.ts begins them immediate).
 */
export async function tryRefreshLock(trx: Db, dialect: DialectName): Promise<boolean> {
  if (dialect === 'sqlite') return true;
  const { rows } = await sql<{
    locked: boolean;
  }>`select pg_try_advisory_xact_lock(${REFRESH_LOCK_KEY}) as locked`.execute(trx);
  return rows[0]?.locked === true;
}
