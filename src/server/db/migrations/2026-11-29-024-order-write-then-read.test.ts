/** PostgreSQL's call that stores an order and then reads for the next one, made and taken away. */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openedDatabase } from '../../test-support/opened-database.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import { migrateTo } from '../migrate.ts';

const BEFORE = '2026-11-29-023-unavoidable-high-value-notes';
const ADDED = '2026-11-29-024-order-write-then-read';
const SIGNATURE =
  'place_order_write_then_read(jsonb, integer, integer[], text, text, timestamptz, timestamptz, text[], text, text[], text)';

const postgres = testDatabaseKinds.find((kind) => kind.name === 'postgres');

describe.runIf(postgres)('the order write-then-read migration on PostgreSQL', () => {
  const database = openedDatabase(postgres!);

  it('adds the function, and takes it away again', async () => {
    const { db, dialect } = database();
    const defined = async () =>
      (
        await sql<{
          found: string | null;
        }>`select to_regprocedure(${SIGNATURE})::text as found`.execute(db)
      ).rows[0]?.found ?? null;
    await migrateTo(db, dialect, ADDED);
    expect(await defined()).not.toBeNull();
    // A call whose write fails answers both halves, the reads made all the same.
    const { rows } = await sql<{
      answer: { written: { error?: string }; read: { closed?: boolean } };
    }>`
      select place_order_write_then_read('{"order": {"id": null}}'::jsonb, 1, '{1}', 'a@example.com',
        '', now(), now(), '{}', 'brighton', '{}', '2030-01-01') as answer`.execute(db);
    expect(rows[0]?.answer.written.error).toBe('23502');
    expect(rows[0]?.answer.read.closed).toBe(false);

    await migrateTo(db, dialect, BEFORE);
    expect(await defined()).toBeNull();
    await migrateTo(db, dialect, ADDED);
    expect(await defined()).not.toBeNull();
  });
});
