import type { Kysely } from 'kysely';

// Frozen in time: takes Kysely<any> and imports nothing from the app.

/**
 * The GBP a branch's till opens a day with (its float), entered at the day's start, and the GBP
 * counted in the till when the day closes: a nullable column, added without rebuilding the table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('opening_floats')
    .addColumn('branch_key', 'text', (c) => c.notNull().references('branches.key'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('set_by', 'text', (c) => c.notNull())
    .addColumn('set_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('opening_floats_pkey', ['branch_key', 'date'])
    .execute();
  await db.schema.alterTable('day_closes').addColumn('gbp_counted_minor', 'bigint').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('day_closes').dropColumn('gbp_counted_minor').execute();
  await db.schema.dropTable('opening_floats').execute();
}
