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
}

interface Piece<DB> {
  work: (trx: Kysely<DB>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

const DEFAULT_MAX_PIECES = 64;

/** The statements that open, separate and close pieces, per dialect. */
function statementsFor(dialect: DialectName) {
  return {
    // SQLite: take the write lock at once, so another process that writes makes the group wait
    // (busy timeout) rather than fail part-way through with SQLITE_BUSY.
    begin: dialect === 'sqlite' ? 'begin immediate' : 'begin',
    savepoint: 'savepoint piece',
    release: 'release savepoint piece',
    undo: 'rollback to savepoint piece',
  };
}

export function groupCommit<DB>(
  db: Kysely<DB>,
  dialect: DialectName,
  { maxPieces = DEFAULT_MAX_PIECES }: GroupCommitOptions = {},
): GroupCommit<DB> {
  const statements = statementsFor(dialect);
  const waiting: Array<Piece<DB>> = [];
  let busy = false;

  const exec = (trx: Kysely<DB>, statement: string) => sql.raw(statement).execute(trx);

  async function runPiece(trx: Kysely<DB>, piece: Piece<DB>): Promise<Outcome> {
    await exec(trx, statements.savepoint);
    let outcome: Outcome;
    try {
      outcome = { ok: true, value: await piece.work(trx) };
    } catch (error) {
      try {
        await exec(trx, statements.undo);
      } catch {
        // The piece's error ended the transaction itself (SQLite rolls back on a full disk; a
        // PostgreSQL connection may be gone): the group fails with the error that says why.
        throw error;
      }
      outcome = { ok: false, error };
    }
    await exec(trx, statements.release);
    return outcome;
  }

  async function commit(group: Array<Piece<DB>>): Promise<void> {
    let outcomes: Outcome[];
    try {
      outcomes = await db.connection().execute(async (trx) => {
        await exec(trx, statements.begin);
        try {
          const done: Outcome[] = [];
          for (const piece of group) done.push(await runPiece(trx, piece));
          await exec(trx, 'commit');
          return done;
        } catch (error) {
          // The first error says why; a rollback that fails too (a dead connection) adds nothing.
          await exec(trx, 'rollback').catch(() => {});
          throw error;
        }
      });
    } catch (error) {
      for (const piece of group) piece.reject(error);
      return;
    }
    group.forEach((piece, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) piece.resolve(outcome.value);
      else piece.reject(outcome.error);
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
        waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
        next();
      });
    },
  };
}
