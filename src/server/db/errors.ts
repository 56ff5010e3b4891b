/** True when a write failed on a unique constraint, on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? error.code : undefined;
  const message = 'message' in error ? error.message : undefined;
  return (
    code === '23505' ||
    (typeof message === 'string' && message.includes('UNIQUE constraint failed'))
  );
}

/**
 * True when PostgreSQL undid a statement to break a deadlock (two transactions each waiting for a
 * row the other holds): the work may succeed if tried again.
 */
export function isDeadlock(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '40P01';
}

// Network failures reaching PostgreSQL, as Node reports them.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// What pg and pg-pool throw when a connection cannot be had or has died (they carry no code).
const PG_CONNECTION_MESSAGE =
  /^(timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error)/;
// SQLSTATE: class 08 (connection exception), shutting down or starting up, disk full, out of
// memory, too many connections, read-only (a standby, or a session set so while a disk is freed).
const PG_UNAVAILABLE_STATE = /^(08...|57P0[123]|53[123]00|25006)$/;
// SQLite primary result codes: BUSY, LOCKED, NOMEM, READONLY, IOERR, FULL, CANTOPEN.
const SQLITE_UNAVAILABLE = new Set([5, 6, 7, 8, 10, 13, 14]);

/**
 * True when the database could not be reached or could not do the work right now, on either
 * dialect: the request was sound and may succeed if tried again in a moment.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? error.code : undefined;
  const errcode = 'errcode' in error ? error.errcode : undefined;
  const message = 'message' in error ? error.message : undefined;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || PG_UNAVAILABLE_STATE.test(code))) {
    return true;
  }
  if (code === 'ERR_SQLITE_ERROR' && typeof errcode === 'number') {
    // Extended result codes keep the primary code in the low byte.
    return SQLITE_UNAVAILABLE.has(errcode & 0xff);
  }
  return typeof message === 'string' && PG_CONNECTION_MESSAGE.test(message);
}
