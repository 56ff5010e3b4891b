/**
 * Group commit. A durable commit costs a flush to disk (on SQLite a synchronous fsync that stops
 * the event loop); work that arrives while one transaction is being committed waits and shares the
 * next, so the flush is paid once per group instead of once per piece of work.
 *
 * - Each piece runs in its own savepoint: a piece that throws undoes only its own writes, and the
 *   others go on.
 * - Every piece is answered once the group's COMMIT has returned: a piece that resolves is
 *   durable, and one that rejects may rely on what the others stored (a retry finding its first
 *   attempt's order). When the transaction itself fails (the COMMIT, or a piece whose error took
 *   the whole transaction with it: a full disk, a lost connection), every piece rejects with that
 *   error and nothing is acknowledged.
 * - A piece must use only the connection it is given: on SQLite the group holds the one
 *   connection, so a piece that waited for the database itself would wait for its own group.
 * - Rows many groups write (a branch's notes) are not written piece by piece, which would hold
 *   them from that piece to the COMMIT in the order the pieces came: two servers' groups would
 *   lock them in opposite orders and deadlock. A piece *claims* them instead, planning against
 *   what the group's earlier pieces claimed, and `settle` writes the group's claims in one
 *   statement, rows in key order, just before COMMIT. When settling finds a claim no longer good
 *   (another server's group took the rows meanwhile), the group rolls back and its pieces run
 *   again one to a transaction, so each gets its own answer.
 * - Pieces run in the order of their `lockOrder` (then of arrival), so the rows a piece's own
 *   statements lock (a branch's order counters) are taken by every group in one order too.
 * - Reading ahead: a piece may say what it reads first (`ahead`). The piece before it in the group
 *   is told (`next`) and may make those reads with its own last statement, after its writes, and
 *   hand the answer on (`handOn`): the next piece finds it in `handed` and saves a round trip. An
 *   answer is handed on only by a piece that succeeded, so nothing it read was undone since.
 */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from './database.ts';

/** What a piece is given besides the transaction: the group's claims, and its reads ahead. */
export interface GroupClaims<Claim, Ahead = never> {
  /** What the group's earlier pieces claimed (a piece that failed claimed nothing). */
  readonly taken: readonly Claim[];
  /** Claims for this piece, settled with the group's others if the piece succeeds. */
  claim(...claims: Claim[]): void;
  /** What the group's next piece reads first (its `ahead`), when there is one that says. */
  readonly next: Ahead | undefined;
  /** Gives the next piece what was read for it (`next`), once this piece has succeeded. */
  handOn(read: unknown): void;
  /** What the piece before read for this one, if it did and succeeded. */
  readonly handed: unknown;
}

export interface GroupCommit<DB, Claim, Ahead = never> {
  /**
   * Runs `work` in the next group's transaction; settles once that transaction has ended. A piece
   * whose claims could not be settled even alone rejects with ClaimsRefused.
   */
  run<T>(
    work: (trx: Kysely<DB>, claims: GroupClaims<Claim, Ahead>) => Promise<T>,
    options?: { lockOrder?: string; ahead?: Ahead },
  ): Promise<T>;
}

/** A piece's claims were gone by the time its transaction settled them. */
export class ClaimsRefused extends Error {
  constructor() {
    super('What this piece claimed was taken before its transaction could settle it');
  }
}

export interface GroupCommitOptions<DB, Claim> {
  /**
   * The most pieces one transaction takes. The pieces of a group run one after another, so the
   * last waits for the others: the cap keeps a burst from making one group's latency long.
   */
  maxPieces?: number;
  /** Told each group's size as its transaction starts: for the metrics. */
  onGroup?: (size: number) => void;
  /**
   * Writes the group's claims in the transaction, last before COMMIT; false when one is no longer
   * good, which undoes the group. Without it claims are not allowed.
   */
  settle?: (trx: Kysely<DB>, claims: Claim[]) => Promise<boolean>;
  /**
   * Whether each piece runs in a savepoint (the default). Without, a piece's writes must undo
   * themselves when it fails (PostgreSQL functions that catch their errors): a round trip per
   * piece saved. A piece that fails is then followed by a probe: when its error ended the
   * transaction, the group fails with that error. PostgreSQL only: SQLite's probe would start a
   * transaction of its own.
   */
  savepoints?: boolean;
}

interface Piece<DB, Claim, Ahead> {
  /** Runs the caller's work, keeping its result for `resolve`. */
  work: (trx: Kysely<DB>, claims: GroupClaims<Claim, Ahead>) => Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
  lockOrder: string;
  /** What the piece reads first, for the piece before it to read ahead. */
  ahead: Ahead | undefined;
  /** Runs in a transaction of its own: its group's claims could not all be settled together. */
  alone: boolean;
}

/** How a piece's work ended: undefined when it succeeded. */
type Failure = { error: unknown } | undefined;

const DEFAULT_MAX_PIECES = 64;

/** The group's claims could not be settled: it rolled back, and its pieces run again alone. */
const REPLAY = Symbol('replay');

export function groupCommit<DB, Claim = never, Ahead = never>(
  db: Kysely<DB>,
  dialect: DialectName,
  {
    maxPieces = DEFAULT_MAX_PIECES,
    onGroup,
    settle,
    savepoints = true,
  }: GroupCommitOptions<DB, Claim> = {},
): GroupCommit<DB, Claim, Ahead> {
  const waiting: Array<Piece<DB, Claim, Ahead>> = [];
  let busy = false;

  /**
   * Runs the statements that end one piece and start the next. PostgreSQL takes them as one
   * query (no parameters: the simple protocol runs several), one round trip per piece instead of
   * two; SQLite's statements make no round trip, and it prepares them one at a time.
   */
  async function send(trx: Kysely<DB>, statements: string[]): Promise<void> {
    if (dialect === 'postgres') await sql.raw(statements.join('; ')).execute(trx);
    else for (const statement of statements) await sql.raw(statement).execute(trx);
  }

  async function runGroup(
    trx: Kysely<DB>,
    group: Array<Piece<DB, Claim, Ahead>>,
  ): Promise<Failure[] | typeof REPLAY> {
    const outcomes: Failure[] = [];
    const taken: Claim[] = [];
    // SQLite: take the write lock at once, so another process that writes makes the group wait
    // (busy timeout) rather than fail part-way through with SQLITE_BUSY.
    let ending = [dialect === 'sqlite' ? 'begin immediate' : 'begin'];
    /** The last piece's error, while its savepoint is still to be rolled back to. */
    let failed: Failure;
    /**
     * Sends `statements`; when they roll back to a failed piece's savepoint and that fails, the
     * piece's error ended the transaction itself (SQLite rolls back on a full disk; a PostgreSQL
     * connection may be gone): the group fails with the error that says why.
     */
    const step = async (statements: string[]) => {
      try {
        await send(trx, statements);
      } catch (error) {
        throw failed ? failed.error : error;
      }
      failed = undefined;
    };
    // Without savepoints a failed piece is followed by a probe, which PostgreSQL refuses when the
    // piece's error ended the transaction (aborted, or rolled back).
    const opening = savepoints ? ['savepoint piece'] : [];
    const released = savepoints ? ['release savepoint piece'] : [];
    const undone = savepoints
      ? ['rollback to savepoint piece', 'release savepoint piece']
      : ['savepoint probe', 'release savepoint probe'];
    /** What the last piece read for the one it runs before, once it has succeeded. */
    let handed: unknown;
    try {
      for (const [index, piece] of group.entries()) {
        const statements = [...ending, ...opening];
        if (statements.length > 0) await step(statements);
        const claimed: Claim[] = [];
        let readAhead: unknown;
        const forThis = handed;
        handed = undefined;
        try {
          await piece.work(trx, {
            taken,
            claim: (...claims) => claimed.push(...claims),
            next: group[index + 1]?.ahead,
            handOn: (read) => (readAhead = read),
            handed: forThis,
          });
          if (claimed.length > 0 && !settle) throw new Error('This group commit settles no claims');
          taken.push(...claimed);
          outcomes.push(undefined);
          handed = readAhead;
          ending = released;
        } catch (error) {
          failed = { error };
          outcomes.push(failed);
          ending = undone;
        }
      }
      if (ending.length > 0 && (failed || (settle && taken.length > 0))) {
        // Not with the COMMIT, so that a COMMIT that fails fails with its own error.
        await step(ending);
        ending = [];
      }
      if (settle && taken.length > 0 && !(await settle(trx, taken))) {
        await sql.raw('rollback').execute(trx);
        return REPLAY;
      }
      await send(trx, [...ending, 'commit']);
      return outcomes;
    } catch (error) {
      // The first error says why; a rollback that fails too (a dead connection) adds nothing.
      await sql
        .raw('rollback')
        .execute(trx)
        .catch(() => {});
      throw error;
    }
  }

  async function commit(group: Array<Piece<DB, Claim, Ahead>>): Promise<void> {
    onGroup?.(group.length);
    group.sort((a, b) => (a.lockOrder < b.lockOrder ? -1 : a.lockOrder > b.lockOrder ? 1 : 0));
    let outcomes: Failure[] | typeof REPLAY;
    try {
      outcomes = await db.connection().execute((trx) => runGroup(trx, group));
    } catch (error) {
      for (const piece of group) piece.reject(error);
      return;
    }
    if (outcomes === REPLAY) {
      const [only, ...others] = group;
      if (only && others.length === 0) only.reject(new ClaimsRefused());
      else waiting.unshift(...group.map((piece) => ({ ...piece, alone: true })));
      return;
    }
    group.forEach((piece, index) => {
      const failure = outcomes[index];
      if (failure) piece.reject(failure.error);
      else piece.resolve();
    });
  }

  function next(): void {
    if (busy || waiting.length === 0) return;
    busy = true;
    // After the I/O of this turn of the event loop: the requests read with this one join it.
    setImmediate(() => {
      void commit(waiting.splice(0, waiting[0]?.alone ? 1 : maxPieces)).finally(() => {
        busy = false;
        next();
      });
    });
  }

  return {
    run(work, { lockOrder = '', ahead } = {}) {
      return new Promise((resolve, reject) => {
        let result: Awaited<ReturnType<typeof work>>;
        waiting.push({
          work: async (trx, claims) => {
            result = await work(trx, claims);
          },
          resolve: () => resolve(result),
          reject,
          lockOrder,
          ahead,
          alone: false,
        });
        next();
      });
    },
  };
}
