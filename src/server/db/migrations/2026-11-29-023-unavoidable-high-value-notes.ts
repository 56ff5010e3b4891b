import type { Kysely } from 'kysely';

// Frozen in time: takes Kysely<any> and imports nothing from the app.

/**
 * Whether the branch's stock left no way to pay an order without high-value notes, stored as the
 * order is placed. Orders placed before Mixed and Small kept off high-value notes get false: their
 * plans chose such notes freely, so nothing says they could not be avoided.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('high_value_unavoidable', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('high_value_unavoidable').execute();
}
