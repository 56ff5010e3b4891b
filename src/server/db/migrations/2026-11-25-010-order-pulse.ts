import type { Kysely } from 'kysely';

// Frozen in time: takes Kysely<any> and imports nothing from the app.

/**
 * The dashboard's lists poll for the newest order every few seconds: an Admin's across every
 * branch, a Staff member's in their branches. These indexes answer both from the index's end
 * instead of reading every order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('orders_created_idx').on('orders').column('created_at').execute();
  await db.schema
    .createIndex('orders_branch_created_idx')
    .on('orders')
    .columns(['branch_key', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_branch_created_idx').execute();
  await db.schema.dropIndex('orders_created_idx').execute();
}
