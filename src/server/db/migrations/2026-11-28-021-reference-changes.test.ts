/**
 * Every change to the reference data a server keeps in memory adds to one change count, whichever
 * connection makes it; changes to anything else do not. And back again.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openedDatabase } from '../../test-support/opened-database.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import { migrateTo } from '../migrate.ts';

const BEFORE = '2026-11-28-020-opening-floats';
const COUNTED = '2026-11-28-021-reference-changes';

describe.each(testDatabaseKinds)('the reference changes migration on $name', (kind) => {
  const database = openedDatabase(kind);

  it('counts each change to branches, closures, openings, the profile and currencies', async () => {
    const { db, dialect } = database();
    await migrateTo(db, dialect, BEFORE);
    await migrateTo(db, dialect, COUNTED);
    const count = async () =>
      Number((await db.selectFrom('referenceChanges').select('n').executeTakeFirstOrThrow()).n);
    expect(await count()).toBe(0);

    const changes = [
      sql`insert into branches (key, name, address, phone, latitude, longitude, opening_hours, sort_order)
          values ('hove', 'Hove', '1 Example Street', '01632 960001', 50.8, -0.2, '{}', 1)`,
      sql`update branches set name = 'Hove Central' where key = 'hove'`,
      sql`insert into branch_closures (id, branch_key, date, reason, created_at)
          values ('refit', 'hove', '2027-02-10', 'Refit', ${new Date().toISOString()})`,
      sql`delete from branch_closures where id = 'refit'`,
      sql`insert into bank_holiday_openings (branch_key, date, created_at)
          values ('hove', '2027-03-26', ${new Date().toISOString()})`,
      sql`insert into business_profile (id, trading_name, legal_name, phone, support_email, postal_address)
          values (1, 'Bureau', 'Bureau Ltd', '01632 960000', 'help@example.com', '1 High Street')`,
      sql`update business_profile set trading_name = 'The Bureau'`,
      sql`insert into currencies (code, label, rate, sell_margin, buy_margin, sort_order, updated_at)
          values ('EUR', 'Euro', 1.15, -5, 5, 0, ${new Date().toISOString()})`,
      sql`update currencies set rate = 1.16`,
    ];
    for (const [n, change] of changes.entries()) {
      await change.execute(db);
      expect({ change: n, count: await count() }).toEqual({ change: n, count: n + 1 });
    }
    // The rate history is not reference data.
    await sql`insert into rate_history (id, currency_code, rate, sell_margin, buy_margin, recorded_at)
      values ('h1', 'EUR', 1.16, -5, 5, ${new Date().toISOString()})`.execute(db);
    expect(await count()).toBe(changes.length);

    await migrateTo(db, dialect, BEFORE);
    await expect(sql`select n from reference_changes`.execute(db)).rejects.toThrow();
    // The triggers went with it: reference data changes as before.
    await sql`update currencies set rate = 1.17`.execute(db);
    await sql`delete from bank_holiday_openings`.execute(db);

    await migrateTo(db, dialect, COUNTED);
    await sql`update branches set name = 'Hove' where key = 'hove'`.execute(db);
    expect(await count()).toBe(1);
  });
});
