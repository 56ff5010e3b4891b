import { sql, type Kysely } from 'kysely';

// Frozen in time: takes Kysely<any> and imports nothing from the app.

/**
 * Sanctions holds: an order whose customer's name matched the UK Sanctions List is 'held' for the
 * MLRO, who clears it ('cleared') or reports it ('reported'); the match is kept as JSON text. Both
 * dialects add nullable columns with a check without rebuilding the table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('sanctions', 'text', (c) =>
      c.check(sql`sanctions in ('held', 'cleared', 'reported')`),
    )
    .execute();
  await db.schema.alterTable('orders').addColumn('sanctions_match', 'text').execute();
  await db.schema.createIndex('orders_sanctions_idx').on('orders').column('sanctions').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_sanctions_idx').execute();
  await db.schema.alterTable('orders').dropColumn('sanctions_match').execute();
  await db.schema.alterTable('orders').dropColumn('sanctions').execute();
}
