/** Orders that exist when the limits per customer arrive count towards them. */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openedDatabase } from '../../test-support/opened-database.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';

describe.each(testDatabaseKinds)('the order limits migration on $name', (kind) => {
  const database = openedDatabase(kind);

  it("keys every existing order by its e-mail in lower case and its phone's digits", async () => {
    const { db, dialect } = database();
    await migrateTo(db, dialect, '2026-11-23-002-rate-corrections');

    const now = new Date().toISOString();
    await sql`insert into branches (key, name, address, phone, latitude, longitude, opening_hours, sort_order)
              values ('hove', 'Hove', '1 Example Street', '01632 960001', 50.8, -0.2, '{}', 1)`.execute(
      db,
    );
    const order = (id: string, email: string, phone: string) =>
      sql`insert into orders (id, order_number, first_name, last_name, email, phone, branch_key,
                              way, status, total_gbp_minor, created_at, updated_at)
          values (${id}, ${id.padStart(8, '0')}, 'Ada', 'Lovelace', ${email}, ${phone}, 'hove',
                  'Order', 'Pending', 10000, ${now}, ${now})`.execute(db);
    await order('1', 'Ada@Example.com', '+44 (1632) 960-123');
    await order('2', 'grace@example.com', '07700 900123');

    expect(await migrateToLatest(db, dialect)).toContain('2026-11-23-003-order-limits');
    const keyed = await db
      .selectFrom('orders')
      .select(['emailKey', 'phoneDigits'])
      .orderBy('id')
      .execute();
    expect(keyed).toEqual([
      { emailKey: 'ada@example.com', phoneDigits: '441632960123' },
      { emailKey: 'grace@example.com', phoneDigits: '07700900123' },
    ]);
  });
});
