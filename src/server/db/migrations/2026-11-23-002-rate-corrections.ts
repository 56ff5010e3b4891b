import type { Kysely } from 'kysely';

// Frozen in time: takes Kysely<any> and imports nothing from the app.

export async function up(db: Kysely<any>): Promise<void> {
  // Set when staff correct a mistyped rate: a quote made from this price is no longer honoured.
  await db.schema.alterTable('rate_history').addColumn('withdrawn_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('rate_history').dropColumn('withdrawn_at').execute();
}
