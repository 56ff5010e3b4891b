import type { Kysely } from 'kysely';

// Frozen in time: takes Kysely<any> and imports nothing from the app.

export async function up(db: Kysely<any>): Promise<void> {
  // A refreshed rate that moved too far from the stored one, waiting for staff: one per currency.
  await db.schema
    .createTable('held_rates')
    .addColumn('currency_code', 'text', (c) =>
      c.primaryKey().references('currencies.code').onDelete('cascade'),
    )
    .addColumn('stored_rate', 'double precision', (c) => c.notNull())
    .addColumn('proposed_rate', 'double precision', (c) => c.notNull())
    .addColumn('fetched_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('held_rates').execute();
}
