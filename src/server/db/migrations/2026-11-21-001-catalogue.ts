import { sql, type Kysely } from 'kysely';

// Frozen in time: takes Kysely<any> and imports nothing from the app. Types are chosen to work
// on both dialects: SQLite stores `timestamptz` values as ISO text and `double precision` as REAL.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('currencies')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('rate', 'double precision', (c) => c.notNull())
    .addColumn('sell_margin', 'double precision', (c) => c.notNull())
    .addColumn('buy_margin', 'double precision', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rate_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('currency_code', 'text', (c) =>
      c.notNull().references('currencies.code').onDelete('cascade'),
    )
    .addColumn('rate', 'double precision', (c) => c.notNull())
    .addColumn('sell_margin', 'double precision', (c) => c.notNull())
    .addColumn('buy_margin', 'double precision', (c) => c.notNull())
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_history_currency_recorded_idx')
    .on('rate_history')
    .columns(['currency_code', 'recorded_at'])
    .execute();

  await db.schema
    .createTable('branches')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('opening_hours', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('business_profile')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('trading_name', 'text', (c) => c.notNull())
    .addColumn('legal_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('support_email', 'text', (c) => c.notNull())
    .addColumn('postal_address', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_entity_idx')
    .on('audit_log')
    .columns(['entity_type', 'entity_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'audit_log',
    'settings',
    'business_profile',
    'branches',
    'rate_history',
    'currencies',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
