import type { Kysely } from 'kysely';

// Frozen in time: takes Kysely<any> and imports nothing from the app.

/**
 * Suspicions: a member of staff's report to the MLRO that an order looks like money laundering
 * (an internal report, POCA 2002 s.330). Kept as raised: no row is changed or deleted, and an
 * order with one is not anonymised.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('suspicions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    // The e-mail of the member of staff who raised it.
    .addColumn('raised_by', 'text', (c) => c.notNull())
    .addColumn('raised_at', 'timestamptz', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('suspicions_raised_at_idx')
    .on('suspicions')
    .column('raised_at')
    .execute();
  await db.schema
    .createIndex('suspicions_order_id_idx')
    .on('suspicions')
    .column('order_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('suspicions').execute();
}
