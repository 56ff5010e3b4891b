import type { Kysely } from 'kysely';

// Frozen in time: takes Kysely<any> and imports nothing from the app.

/**
 * The day report finds the orders a branch completed on a day by their `order.complete` audit
 * entries: an index by action and time keeps that from reading the whole, ever-growing log.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('audit_log_action_created_idx')
    .on('audit_log')
    .columns(['action', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('audit_log_action_created_idx').execute();
}
