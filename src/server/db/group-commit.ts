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
 */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from './database.ts';

export interface GroupCommit<DB> {
  /** Runs `work` in the next group's transaction; settles once that transaction has ended. */
  run<T>(work: (trx: Kysely<DB>) => Promise<T>): Promise<T>;
}

export interface GroupCommitOptions {
  /**
   * The most pieces one transaction takes. The pieces of a group run one after another, so the
   * last waits for the others: the cap keeps a burst from making one group's latency long.
   */
  maxPieces?: number;
  /** Told each group's size as its transaction starts: for the metrics. */
  onGroup?: (size: number) => void;
}

interface Piece<DB> {
  /** Runs the caller's work, keeping its result for `resolve`. */
  work: (trx: Kysely<DB>) => Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** How a piece's work ended: undefined when it succeeded. */
type Failure = { error: unknown } | undefined;

const DEFAULT_MAX_PIECES = 64;

export function groupCommit<DB>(
  db: Kysely<DB>,
  dialect: DialectName,
  { maxPieces = DEFAULT_MAX_PIECES, onGroup }: GroupCommitOptions = {},
): GroupCommit<DB> {
  const waiting: Array<Piece<DB>> = [];
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

  async function runGroup(trx: Kysely<DB>, group: Array<Piece<DB>>): Promise<Failure[]> {
    const outcomes: Failure[] = [];
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
    try {
      for (const piece of group) {
        await step([...ending, 'savepoint piece']);
        try {
          await piece.work(trx);
          outcomes.push(undefined);
          ending = ['release savepoint piece'];
        } catch (error) {
          failed = { error };
          outcomes.push(failed);
          ending = ['rollback to savepoint piece', 'release savepoint piece'];
        }
      }
      if (failed) {
        // Not with the COMMIT, so that a COMMIT that fails fails with its own error.
        await step(ending);
        ending = [];
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

  async function commit(group: Array<Piece<DB>>): Promise<void> {
    onGroup?.(group.length);
    let outcomes: Failure[];
    try {
      outcomes = await db.connection().execute((trx) => runGroup(trx, group));
    } catch (error) {
      for (const piece of group) piece.reject(error);
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
      void commit(waiting.splice(0, maxPieces)).finally(() => {
        busy = false;
        next();
      });
    });
  }

  return {
    run<T>(work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        let result: T;
        waiting.push({
          work: async (trx) => {
            result = await work(trx);
          },
          resolve: () => resolve(result),
          reject,
        });
        next();
      });
    },
  };
}
