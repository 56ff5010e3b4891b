/** An installation that already has its branches gets the bank holidays as closures. */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openedDatabase } from '../../test-support/opened-database.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import { migrateTo } from '../migrate.ts';

describe.each(testDatabaseKinds)('the bank holidays migration on $name', (kind) => {
  const database = openedDatabase(kind);

  it('closes every existing branch on them, keeping a day staff already closed', async () => {
    const { db, dialect } = database();
    await migrateTo(db, dialect, '2026-11-24-001-quotes-and-reservations');
    for (const key of ['hove', 'lewes']) {
      await sql`insert into branches (key, name, address, phone, latitude, longitude, opening_hours, sort_order)
                values (${key}, ${key}, '1 Example Street', '01632 960001', 50.8, -0.2, '{}', 1)`.execute(
        db,
      );
    }
    await db
      .insertInto('branchClosures')
      .values({
        id: 'x',
        branchKey: 'hove',
        date: '2026-12-25',
        reason: 'Refit',
        createdAt: new Date(),
      })
      .execute();

    await migrateTo(db, dialect, '2026-11-24-003-bank-holidays');

    const closures = await db
      .selectFrom('branchClosures')
      .select(['branchKey', 'date', 'reason'])
      .orderBy('branchKey')
      .orderBy('date')
      .execute();
    expect(closures).toHaveLength(32);
    expect(closures.filter((c) => c.date === '2026-12-25')).toEqual([
      { branchKey: 'hove', date: '2026-12-25', reason: 'Refit' },
      { branchKey: 'lewes', date: '2026-12-25', reason: 'Christmas Day' },
    ]);
    expect(closures.at(-1)).toEqual({
      branchKey: 'lewes',
      date: '2027-12-28',
      reason: 'Boxing Day (substitute day)',
    });
  });
});
