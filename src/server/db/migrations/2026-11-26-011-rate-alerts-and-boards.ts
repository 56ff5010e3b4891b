import { sql, type Kysely } from 'kysely';

// Frozen in time: takes Kysely<any> and imports nothing from the app.

/**
 * Rates for customers: the alerts customers ask for (a currency and the rate per £1 they wait
 * for), and the currencies each branch's shop-window board shows, in order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) =>
      c.notNull().references('currencies.code').onDelete('cascade'),
    )
    // Units of the currency per £1 at the Click & Collect rate the customer waits for.
    .addColumn('target', 'double precision', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'active', 'sent', 'unsubscribed', 'expired')`),
    )
    // SHA-256 (hex) of the secrets in the confirmation and unsubscribe links.
    .addColumn('confirm_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('unsubscribe_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    // 90 days after it was asked for, an alert not yet sent ends.
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    // The Click & Collect rate the alert e-mail gave.
    .addColumn('sent_rate', 'double precision')
    .execute();
  await db.schema
    .createIndex('rate_alerts_currency_status_idx')
    .on('rate_alerts')
    .columns(['currency_code', 'status'])
    .execute();
  await db.schema
    .createIndex('rate_alerts_status_ends_idx')
    .on('rate_alerts')
    .columns(['status', 'ends_at'])
    .execute();
  await db.schema.createIndex('rate_alerts_email_idx').on('rate_alerts').column('email').execute();
  // The https address a mail client's one-click unsubscribe posts to (RFC 8058), when a mail has one.
  await db.schema.alterTable('outbox').addColumn('list_unsubscribe_url', 'text').execute();

  await db.schema
    .createTable('board_currencies')
    .addColumn('branch_key', 'text', (c) =>
      c.notNull().references('branches.key').onDelete('cascade'),
    )
    .addColumn('currency_code', 'text', (c) =>
      c.notNull().references('currencies.code').onDelete('cascade'),
    )
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('board_currencies_pkey', ['branch_key', 'currency_code'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('board_currencies').execute();
  await db.schema.alterTable('outbox').dropColumn('list_unsubscribe_url').execute();
  await db.schema.dropTable('rate_alerts').execute();
}
