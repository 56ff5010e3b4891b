import type { Kysely } from 'kysely';

// Frozen in time: takes Kysely<any> and imports nothing from the app.

/**
 * Orders are priced from stored quotes, never from a past price, so a correction withdraws the
 * quotes made at the mistyped rate (`quotes.withdrawn_at`) and no longer marks prices in the
 * rate history. The audit log keeps every correction and how many quotes it withdrew.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('rate_history').dropColumn('withdrawn_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('rate_history').addColumn('withdrawn_at', 'timestamptz').execute();
}
