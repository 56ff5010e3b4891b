import { sql, type Kysely } from 'kysely';
import { replaceCheck } from './sqlite-rebuild.ts';

// Frozen in time: takes Kysely<any> and imports nothing from the app.

const OLD_STATUSES = `status in ('Pending', 'Accepted', 'Completed', 'Deleted')`;
const NEW_STATUSES = `status in ('Pending', 'Accepted', 'Completed', 'Deleted', 'Cancelled', 'Expired')`;

export async function up(db: Kysely<any>): Promise<void> {
  // Lets orders be Cancelled (by the customer) and Expired (the hold ran out).
  await replaceCheck(db, 'orders', 'orders_status_check', OLD_STATUSES, NEW_STATUSES);

  // Prices the server issued: an order item priced from one uses it up.
  await db.schema
    .createTable('quotes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('way', 'text', (c) => c.notNull().check(sql`way in ('Order', 'Sell')`))
    .addColumn('give_currency', 'text', (c) => c.notNull())
    .addColumn('give_minor', 'bigint', (c) => c.notNull())
    .addColumn('take_currency', 'text', (c) => c.notNull())
    .addColumn('take_minor', 'bigint', (c) => c.notNull())
    .addColumn('rate', 'double precision', (c) => c.notNull())
    // The currency's market rate when quoted: correcting it as mistyped withdraws the quote.
    .addColumn('market_rate', 'double precision', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('withdrawn_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('quotes_currency_market_rate_idx')
    .on('quotes')
    .columns(['currency_code', 'market_rate'])
    .execute();
  await db.schema.createIndex('quotes_expires_idx').on('quotes').column('expires_at').execute();
  await db.schema.alterTable('order_items').addColumn('quote_id', 'text').execute();

  // Days a branch is shut besides its weekly closed days (bank holidays, refits).
  await db.schema
    .createTable('branch_closures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('branch_key', 'text', (c) =>
      c.notNull().references('branches.key').onDelete('cascade'),
    )
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('branch_closures_branch_date_key', ['branch_key', 'date'])
    .execute();

  // The day the customer collects (or drops off), UK local, and how long the branch holds it.
  await db.schema
    .alterTable('orders')
    .addColumn('collection_date', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('orders').addColumn('hold_until', 'timestamptz').execute();
  await db.schema.alterTable('orders').addColumn('reminder_sent_at', 'timestamptz').execute();
  await db.schema.alterTable('orders').addColumn('hold_reminder_sent_at', 'timestamptz').execute();
  // Orders placed before collection days were for the day they were placed, held three days.
  const ukDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });
  const placed = await db.selectFrom('orders').select(['id', 'created_at as placed']).execute();
  for (const order of placed) {
    const createdAt = new Date(order.placed);
    await db
      .updateTable('orders')
      .set({
        collection_date: ukDate.format(createdAt),
        hold_until: new Date(createdAt.getTime() + 4 * 86_400_000),
      })
      .where('id', '=', order.id)
      .execute();
  }
  await db.schema
    .createIndex('orders_status_hold_idx')
    .on('orders')
    .columns(['status', 'hold_until'])
    .execute();
  await db.schema
    .createIndex('orders_collection_date_idx')
    .on('orders')
    .columns(['collection_date', 'status'])
    .execute();

  // The customer's own links to an order's page: SHA-256 of each token, never the token.
  await db.schema
    .createTable('order_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_links_order_idx')
    .on('order_links')
    .column('order_id')
    .execute();

  // Each run of a background job is claimed here, so one server runs it.
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_leases').execute();
  await db.schema.dropTable('order_links').execute();
  await db.schema.dropIndex('orders_collection_date_idx').execute();
  await db.schema.dropIndex('orders_status_hold_idx').execute();
  for (const column of [
    'hold_reminder_sent_at',
    'reminder_sent_at',
    'hold_until',
    'collection_date',
  ]) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  await db.schema.dropTable('branch_closures').execute();
  await db.schema.alterTable('order_items').dropColumn('quote_id').execute();
  await db.schema.dropTable('quotes').execute();
  await db
    .updateTable('orders')
    .set({ status: 'Deleted' })
    .where('status', 'in', ['Cancelled', 'Expired'])
    .execute();
  await replaceCheck(db, 'orders', 'orders_status_check', NEW_STATUSES, OLD_STATUSES);
}
