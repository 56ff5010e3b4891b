/**
 * The reference data (branches, their closures and bank-holiday openings, the business profile,
 * the currencies) is kept in memory by each server. Every change to it adds to one change count
 * in the database (migration 2026-11-28-021): a server reads the count at most once a second, so
 * a change made on any server shows on every other within that second, and keeps what it holds
 * while the count stays. A change made here is seen at once: its service calls `changed()`.
 */
import { systemClock, type Clock } from '#server/clock.ts';
import { sharedFreshReads } from '#server/fresh-reads.ts';
import type { Db } from './database.ts';

export interface ReferenceChangesTable {
  id: number;
  n: number;
}

/** How long a read count is trusted before it is read again. */
const RECHECK_AFTER_MS = 1000;

async function readCount(db: Db): Promise<number> {
  const { n } = await db
    .selectFrom('referenceChanges')
    .select('n')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export function createReferenceVersion(db: Db, clock: Clock = systemClock) {
  // One read serves everyone who asks while it is under way.
  const read = sharedFreshReads(() => readCount(db));
  let known: { count: number; checkedAt: number } | undefined;

  /**
   * The count, read again when the one held is a second old or a change was made here. It only
   * grows, and grows with every change: equal counts mean the same reference data.
   */
  async function current(): Promise<number> {
    const now = clock.now().getTime();
    // A clock put back (by hand, or a test's) reads again too.
    if (!known || now < known.checkedAt || now - known.checkedAt >= RECHECK_AFTER_MS) {
      known = { count: await read(), checkedAt: now };
    }
    return known.count;
  }

  return {
    current,

    /** After a change to reference data has committed here: the next read counts it. */
    changed(): void {
      known = undefined;
    },

    /**
     * `load`, run again only when the count has moved since its last result. The count is read
     * before the data, so what is kept is never older than the count it is kept under.
     */
    cached<T>(load: () => Promise<T>): () => Promise<T> {
      let held: { version: number; value: Promise<T> } | undefined;
      return async () => {
        const version = await current();
        if (held?.version !== version) {
          const value = load();
          held = { version, value };
          // A failed read is not kept: the next call tries again.
          value.catch(() => {
            if (held?.value === value) held = undefined;
          });
        }
        return held.value;
      };
    },
  };
}

export type ReferenceVersion = ReturnType<typeof createReferenceVersion>;
