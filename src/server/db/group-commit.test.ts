import { sql, type Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '../test-support/test-databases.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { ClaimsRefused, groupCommit } from './group-commit.ts';

interface PiecesTable {
  id: string;
  /** Checked at COMMIT: a row naming a parent that is not there fails the commit, not the insert. */
  parent: string | null;
}
type TestDb = { pieces: PiecesTable };

/** A promise and the function that settles it: a piece that waits until the test lets it go. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** Resolves once `promise` has settled, with whether it did so within a few turns of the loop. */
async function settlesSoon(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

describe.each(testDatabaseKinds)('group commit on $name', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  /** The group's database. */
  let db: Kysely<TestDb>;
  /** Another connection: sees only what the group has committed. */
  let outside: DatabaseHandle;

  const insert = (trx: Kysely<TestDb>, id: string, parent: string | null = null) =>
    trx.insertInto('pieces').values({ id, parent }).execute();
  const stored = async () =>
    (
      await outside.db
        .withTables<TestDb>()
        .selectFrom('pieces')
        .select('id')
        .orderBy('id')
        .execute()
    ).map((row) => row.id);

  beforeAll(async () => {
    database = await kind.create();
    handle = openDatabase(database.url);
    db = handle.db.withTables<TestDb>();
    await sql`create table pieces (
      id text primary key,
      parent text references pieces (id) deferrable initially deferred
    )`.execute(db);
    outside = openDatabase(database.url);
  });
  afterEach(async () => {
    await db.deleteFrom('pieces').execute();
  });
  afterAll(async () => {
    await outside.db.destroy();
    await handle.db.destroy();
    await database.drop();
  });

  it('stores the pieces that arrive together in one transaction, answered once it commits', async () => {
    const group = groupCommit(db, handle.dialect);
    const last = gate();
    const a = group.run(async (trx) => {
      await insert(trx, 'a');
      return 'a stored';
    });
    const b = group.run(async (trx) => {
      await insert(trx, 'b');
      // Shares a's transaction: sees a's row, which no other connection sees yet.
      const seen = await trx.selectFrom('pieces').select('id').execute();
      await last.opened;
      return seen.map((row) => row.id);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // a's work is done, b's is not: neither is committed, neither answered.
    const storedMeanwhile = await stored();
    const answeredMeanwhile = await settlesSoon(a);
    last.open();
    expect(storedMeanwhile).toEqual([]);
    expect(answeredMeanwhile).toBe(false);
    expect(await a).toBe('a stored');
    expect(await b).toEqual(['a', 'b']);
    expect(await stored()).toEqual(['a', 'b']);
  });

  it('makes work that arrives during a commit wait for the next group', async () => {
    const group = groupCommit(db, handle.dialect);
    const first = gate();
    const a = group.run(async (trx) => {
      await insert(trx, 'a');
      await first.opened;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    let started = false;
    const b = group.run(async (trx) => {
      started = true;
      // a's group has committed before this one began.
      expect(await stored()).toEqual(['a']);
      await insert(trx, 'b');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const startedMeanwhile = started;
    first.open();
    expect(startedMeanwhile).toBe(false);
    await Promise.all([a, b]);
    expect(await stored()).toEqual(['a', 'b']);
  });

  it('rolls back only the piece that fails, and answers its error after the others commit', async () => {
    const group = groupCommit(db, handle.dialect);
    const failure = new Error('this piece fails');
    const results = await Promise.allSettled([
      group.run((trx) => insert(trx, 'a')),
      group.run(async (trx) => {
        await insert(trx, 'b');
        throw failure;
      }),
      // A statement the database refuses: on PostgreSQL it aborts the transaction until the
      // piece's savepoint is rolled back.
      group.run((trx) => insert(trx, 'a')),
      group.run(async (trx) => {
        await insert(trx, 'c');
        // When a failed piece is answered, what the pieces before it stored is committed.
        return stored();
      }),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    expect(results[1]).toEqual({ status: 'rejected', reason: failure });
    expect(await stored()).toEqual(['a', 'c']);
  });

  it('answers a failed piece only once the group has committed', async () => {
    const group = groupCommit(db, handle.dialect);
    const a = group.run((trx) => insert(trx, 'a'));
    const seenAtRejection = group
      .run(() => Promise.reject(new Error('refused')))
      .catch(() => stored());
    await a;
    expect(await seenAtRejection).toEqual(['a']);
  });

  it('rejects every piece of the group, and stores none, when the commit fails', async () => {
    const group = groupCommit(db, handle.dialect);
    const results = await Promise.allSettled([
      group.run((trx) => insert(trx, 'a')),
      // Its parent is checked at COMMIT, which fails.
      group.run((trx) => insert(trx, 'b', 'nobody')),
      group.run(async () => {
        throw new Error('this piece fails by itself');
      }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    const reasons = results.map((result) => (result.status === 'rejected' ? result.reason : null));
    expect(String(reasons[0])).toMatch(/foreign key/i);
    expect(new Set(reasons).size).toBe(1);
    expect(await stored()).toEqual([]);

    // The next group starts afresh.
    await group.run((trx) => insert(trx, 'c'));
    expect(await stored()).toEqual(['c']);
  });

  it('rejects every piece when a piece ends the transaction itself', async () => {
    const group = groupCommit(db, handle.dialect);
    const lost = new Error('the transaction is gone');
    const results = await Promise.allSettled([
      group.run((trx) => insert(trx, 'a')),
      group.run(async (trx) => {
        // What a full disk does on SQLite, or a dropped connection on PostgreSQL.
        await sql`rollback`.execute(trx);
        throw lost;
      }),
      group.run((trx) => insert(trx, 'b')),
    ]);
    expect(results).toEqual([
      { status: 'rejected', reason: lost },
      { status: 'rejected', reason: lost },
      { status: 'rejected', reason: lost },
    ]);
    expect(await stored()).toEqual([]);
    await group.run((trx) => insert(trx, 'c'));
    expect(await stored()).toEqual(['c']);
  });

  // PostgreSQL's orders alone run without savepoints: a failed statement there ends the
  // transaction, where SQLite's goes on (each order keeps its savepoint).
  if (kind.name === 'postgres') {
    it('without savepoints, keeps the pieces before a failed one, and fails the group when its error ended the transaction', async () => {
      const group = groupCommit(db, handle.dialect, { savepoints: false });
      const refused = new Error('refused before writing');
      const kept = await Promise.allSettled([
        group.run((trx) => insert(trx, 'a')),
        group.run(() => Promise.reject(refused)),
        group.run((trx) => insert(trx, 'b')),
      ]);
      expect(kept.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(await stored()).toEqual(['a', 'b']);

      // A statement the database refuses aborts the transaction: nothing may be acknowledged.
      const aborted = await Promise.allSettled([
        group.run((trx) => insert(trx, 'c')),
        group.run((trx) => insert(trx, 'a')),
        group.run((trx) => insert(trx, 'd')),
      ]);
      const reasons = aborted.map((result) =>
        result.status === 'rejected' ? result.reason : null,
      );
      expect(String(reasons[0])).toMatch(/duplicate key/);
      expect(new Set(reasons).size).toBe(1);
      expect(await stored()).toEqual(['a', 'b']);
    });
  }

  it('takes at most maxPieces into one group', async () => {
    const group = groupCommit(db, handle.dialect, { maxPieces: 2 });
    const committedBefore = await Promise.all(
      ['a', 'b', 'c'].map((id) =>
        group.run(async (trx) => {
          const before = await stored();
          await insert(trx, id);
          return before;
        }),
      ),
    );
    // c waited for a's and b's group to commit.
    expect(committedBefore).toEqual([[], [], ['a', 'b']]);
  });

  it('tells a piece what the next one reads first, and hands its answer on only from a piece that succeeded', async () => {
    const group = groupCommit<TestDb, never, string>(db, handle.dialect);
    const seen: Array<{ id: string; next: string | undefined; handed: unknown }> = [];
    // Each piece reads ahead for the next one: the rows stored so far, read after its own.
    const piece = (id: string, fails = false) =>
      group.run(
        async (trx, { next, handOn, handed }) => {
          seen.push({ id, next, handed });
          await insert(trx, id);
          if (next)
            handOn({
              for: next,
              stored: (await trx.selectFrom('pieces').select('id').execute())
                .map((r) => r.id)
                .sort(),
            });
          if (fails) throw new Error(`${id} fails`);
        },
        { ahead: `${id} reads` },
      );

    const outcomes = await Promise.allSettled([
      piece('a'),
      piece('b', true),
      piece('c'),
      piece('d'),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect(seen).toEqual([
      { id: 'a', next: 'b reads', handed: undefined },
      { id: 'b', next: 'c reads', handed: { for: 'b reads', stored: ['a'] } },
      // b failed: what it read for c is not handed on, c reads for itself.
      { id: 'c', next: 'd reads', handed: undefined },
      { id: 'd', next: undefined, handed: { for: 'd reads', stored: ['a', 'c'] } },
    ]);
    expect(await stored()).toEqual(['a', 'c', 'd']);
  });

  describe('claims', () => {
    /** Claims are ids; settling inserts them, refusing ids already stored (another's took them). */
    const settleByInsert = async (trx: Kysely<TestDb>, ids: string[]) => {
      const taken = await trx.selectFrom('pieces').select('id').where('id', 'in', ids).execute();
      if (taken.length > 0) return false;
      await trx
        .insertInto('pieces')
        .values(ids.map((id) => ({ id, parent: null })))
        .execute();
      return true;
    };

    it("shows each piece what the earlier ones claimed, and settles the group's claims before COMMIT", async () => {
      const settled: string[][] = [];
      const group = groupCommit<TestDb, string>(db, handle.dialect, {
        settle: (trx, ids) => {
          settled.push(ids);
          return settleByInsert(trx, ids);
        },
      });
      const results = await Promise.allSettled([
        group.run(async (_trx, claims) => {
          claims.claim('a');
          return [...claims.taken];
        }),
        group.run(async (_trx, claims) => {
          claims.claim('b');
          throw new Error('this piece fails: its claim goes with it');
        }),
        group.run(async (_trx, claims) => {
          claims.claim('c');
          return [...claims.taken];
        }),
      ]);
      expect(results).toEqual([
        { status: 'fulfilled', value: [] },
        { status: 'rejected', reason: expect.any(Error) },
        { status: 'fulfilled', value: ['a'] },
      ]);
      expect(settled).toEqual([['a', 'c']]);
      expect(await stored()).toEqual(['a', 'c']);
    });

    it('rolls a group back when its claims are gone, and answers each piece alone', async () => {
      const sizes: number[] = [];
      const group = groupCommit<TestDb, string>(db, handle.dialect, {
        settle: settleByInsert,
        onGroup: (size) => sizes.push(size),
      });
      // What another server's group stored after these pieces read: b's claim is gone.
      await insert(db, 'b');
      let runs = 0;
      const piece = (id: string) =>
        group.run(async (trx, claims) => {
          runs++;
          await insert(trx, `${id}-row`);
          claims.claim(id);
          return id;
        });
      const results = await Promise.allSettled([piece('a'), piece('b'), piece('c')]);
      expect(results).toEqual([
        { status: 'fulfilled', value: 'a' },
        { status: 'rejected', reason: expect.any(ClaimsRefused) },
        { status: 'fulfilled', value: 'c' },
      ]);
      // Once together, then once each.
      expect(sizes).toEqual([3, 1, 1, 1]);
      expect(runs).toBe(6);
      expect(await stored()).toEqual(['a', 'a-row', 'b', 'c', 'c-row']);
    });

    it('runs the pieces of a group in their lock order', async () => {
      const group = groupCommit(db, handle.dialect);
      const ran: string[] = [];
      const piece = (id: string, lockOrder: string) =>
        group.run(
          async (trx) => {
            ran.push(id);
            await insert(trx, id);
          },
          { lockOrder },
        );
      await Promise.all([piece('x', 'north'), piece('y', 'east'), piece('z', 'north')]);
      expect(ran).toEqual(['y', 'x', 'z']);
    });

    it('refuses a claim where nothing settles claims', async () => {
      const group = groupCommit<TestDb, string>(db, handle.dialect);
      await expect(group.run(async (_trx, claims) => claims.claim('a'))).rejects.toThrow(
        'This group commit settles no claims',
      );
    });
  });
});
