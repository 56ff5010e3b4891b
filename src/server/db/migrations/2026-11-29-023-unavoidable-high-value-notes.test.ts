/**
 * Orders placed before Mixed and Small kept off high-value notes do not say those notes could not
 * be avoided: their plans chose them freely.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openedDatabase } from '../../test-support/opened-database.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';

describe.each(testDatabaseKinds)('the unavoidable high-value notes migration on $name', (kind) => {
  const database = openedDatabase(kind);

  it('leaves every existing order, flagged or not, without the claim', async () => {
    const { db, dialect } = database();
    await migrateTo(db, dialect, '2026-11-28-020-opening-floats');

    const now = new Date().toISOString();
    await sql`insert into branches (key, name, address, phone, latitude, longitude, opening_hours, sort_order)
              values ('hove', 'Hove', '1 Example Street', '01632 960001', 50.8, -0.2, '{}', 1)`.execute(
      db,
    );
    const order = (id: string, preference: string, highValue: boolean) =>
      sql`insert into orders (id, order_number, first_name, last_name, email, phone, email_key,
                              phone_digits, branch_key, way, status, total_gbp_minor,
                              collection_date, hold_until, note_preference, high_value_notes,
                              created_at, updated_at)
          values (${id}, ${id.padStart(8, '0')}, 'Ada', 'Lovelace', 'ada@example.com',
                  '07700 900123', 'ada@example.com', '07700900123', 'hove', 'Order', 'Pending',
                  45000, '2026-11-30', ${now}, ${preference}, ${highValue}, ${now}, ${now})`.execute(
        db,
      );
    await order('1', 'mixed', true);
    await order('2', 'small', false);
    await order('3', 'large', true);

    expect(await migrateToLatest(db, dialect)).toContain(
      '2026-11-29-023-unavoidable-high-value-notes',
    );
    const rows = await db
      .selectFrom('orders')
      .select(['id', 'highValueNotes', 'highValueUnavoidable'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: '1', highValueNotes: true, highValueUnavoidable: false },
      { id: '2', highValueNotes: false, highValueUnavoidable: false },
      { id: '3', highValueNotes: true, highValueUnavoidable: false },
    ]);
  });
});
