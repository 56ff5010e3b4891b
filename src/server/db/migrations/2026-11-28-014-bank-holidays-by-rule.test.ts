/**
 * An installation whose bank holidays were stored closures: those go, the rules take over, and a
 * branch an Admin had opened on one keeps opening; other closures stay. And back again.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openedDatabase } from '../../test-support/opened-database.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import { migrateTo } from '../migrate.ts';

const BEFORE = '2026-11-28-013-list-changes-and-search';
const BY_RULE = '2026-11-28-014-bank-holidays-by-rule';

describe.each(testDatabaseKinds)('the bank holidays by rule migration on $name', (kind) => {
  const database = openedDatabase(kind);

  it('drops the stored bank holidays, keeping the days Admins opened and their own closures', async () => {
    const { db, dialect } = database();
    await migrateTo(db, dialect, '2026-11-24-001-quotes-and-reservations');
    for (const key of ['hove', 'lewes']) {
      await sql`insert into branches (key, name, address, phone, latitude, longitude, opening_hours, sort_order)
                values (${key}, ${key}, '1 Example Street', '01632 960001', 50.8, -0.2, '{}', 1)`.execute(
        db,
      );
    }
    await migrateTo(db, dialect, BEFORE);
    // Hove opened on Good Friday 2027 and shut for a refit on a working day.
    await db
      .deleteFrom('branchClosures')
      .where('branchKey', '=', 'hove')
      .where('date', '=', '2027-03-26')
      .execute();
    await db
      .insertInto('branchClosures')
      .values({
        id: 'refit',
        branchKey: 'hove',
        date: '2027-02-10',
        reason: 'Refit',
        createdAt: new Date(),
      })
      .execute();

    await migrateTo(db, dialect, BY_RULE);

    expect(
      await db.selectFrom('branchClosures').select(['branchKey', 'date', 'reason']).execute(),
    ).toEqual([{ branchKey: 'hove', date: '2027-02-10', reason: 'Refit' }]);
    expect(
      await db.selectFrom('bankHolidayOpenings').select(['branchKey', 'date']).execute(),
    ).toEqual([{ branchKey: 'hove', date: '2027-03-26' }]);

    // Down: the stored bank holidays again, but for the day Hove opened.
    await migrateTo(db, dialect, BEFORE);
    const closures = await db
      .selectFrom('branchClosures')
      .select(['branchKey', 'date'])
      .where('date', '=', '2027-03-26')
      .execute();
    expect(closures).toEqual([{ branchKey: 'lewes', date: '2027-03-26' }]);
    expect(
      await db.selectFrom('branchClosures').select('id').where('branchKey', '=', 'hove').execute(),
    ).toHaveLength(16);
  });
});
