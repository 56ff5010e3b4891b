/**
 * Orders that exist when quotes and reservations arrive: SQLite rebuilds the orders table to
 * widen its statuses, which must keep every order with its items and the table's keys and
 * indexes; each order gets the day it was placed as its collection day.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openedDatabase } from '../../test-support/opened-database.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import { migrateTo } from '../migrate.ts';

describe.each(testDatabaseKinds)('the quotes and reservations migration on $name', (kind) => {
  const database = openedDatabase(kind);

  it('keeps orders and their items, takes the new statuses and backfills the collection', async () => {
    const { db, dialect } = database();
    await migrateTo(db, dialect, '2026-11-23-003-order-limits');

    await sql`insert into branches (key, name, address, phone, latitude, longitude, opening_hours, sort_order)
              values ('hove', 'Hove', '1 Example Street', '01632 960001', 50.8, -0.2, '{}', 1)`.execute(
      db,
    );
    const order = (id: string, status: string, placed: string) =>
      sql`insert into orders (id, order_number, first_name, last_name, email, phone, branch_key,
                              way, status, total_gbp_minor, created_at, updated_at, email_key, phone_digits)
          values (${id}, ${id.padStart(8, '0')}, 'Ada', 'Lovelace', 'ada@example.com', '01632 960123',
                  'hove', 'Order', ${status}, 10000, ${placed}, ${placed}, 'ada@example.com', '01632960123')`.execute(
        db,
      );
    const item = (id: string, orderId: string) =>
      sql`insert into order_items (id, order_id, position, client_item_id, give_currency, give_minor,
                                   take_currency, take_minor, rate, quoted_at)
          values (${id}, ${orderId}, 0, ${id}, 'GBP', 10000, 'EUR', 11500, 1.15, ${new Date().toISOString()})`.execute(
        db,
      );
    // 23:30 UTC on 15 July is already the 16th in the UK (BST).
    await order('1', 'Pending', '2026-07-15T23:30:00.000Z');
    await order('2', 'Completed', '2026-11-20T10:00:00.000Z');
    await item('a', '1');
    await item('b', '1');
    await item('c', '2');

    expect(await migrateTo(db, dialect, '2026-11-24-001-quotes-and-reservations')).toEqual([
      '2026-11-24-001-quotes-and-reservations',
    ]);

    const orders = await db
      .selectFrom('orders')
      .select(['id', 'status', 'collectionDate', 'holdUntil', 'orderNumber'])
      .orderBy('id')
      .execute();
    expect(orders).toEqual([
      {
        id: '1',
        status: 'Pending',
        collectionDate: '2026-07-16',
        holdUntil: new Date('2026-07-19T23:30:00.000Z'),
        orderNumber: '00000001',
      },
      {
        id: '2',
        status: 'Completed',
        collectionDate: '2026-11-20',
        holdUntil: new Date('2026-11-24T10:00:00.000Z'),
        orderNumber: '00000002',
      },
    ]);
    const items = await db
      .selectFrom('orderItems')
      .select(['id', 'orderId'])
      .orderBy('id')
      .execute();
    expect(items).toEqual([
      { id: 'a', orderId: '1' },
      { id: 'b', orderId: '1' },
      { id: 'c', orderId: '2' },
    ]);

    // The new statuses are taken; anything else is still refused by the check.
    await db.updateTable('orders').set({ status: 'Cancelled' }).where('id', '=', '1').execute();
    await db.updateTable('orders').set({ status: 'Expired' }).where('id', '=', '2').execute();
    await expect(
      sql`update orders set status = 'Lost' where id = '1'`.execute(db),
    ).rejects.toThrow();
    // The unique order number and the items' cascading key survived the rebuild.
    await expect(
      order('3', 'Pending', '2026-11-21T10:00:00.000Z').then(() =>
        sql`update orders set order_number = '00000001' where id = '3'`.execute(db),
      ),
    ).rejects.toThrow();
    await db.deleteFrom('orders').where('id', '=', '2').execute();
    expect(
      (await db.selectFrom('orderItems').select('id').orderBy('id').execute()).map((r) => r.id),
    ).toEqual(['a', 'b']);
  });
});
