import { sql, type Kysely } from 'kysely';

// Frozen in time: takes Kysely<any> and imports nothing from the app. Denominations are in minor
// units (hundredths: a €50 note is 5000), like every other amount.

export async function up(db: Kysely<any>): Promise<void> {
  // The banknotes each currency is sold in (coins are not sold).
  await db.schema
    .createTable('denominations')
    .addColumn('currency_code', 'text', (c) =>
      c.notNull().references('currencies.code').onDelete('cascade'),
    )
    .addColumn('value_minor', 'bigint', (c) => c.notNull().check(sql`value_minor > 0`))
    .addPrimaryKeyConstraint('denominations_pkey', ['currency_code', 'value_minor'])
    .execute();

  // Whether a branch counts a currency's notes, and below what it calls the stock low.
  await db.schema
    .createTable('branch_currencies')
    .addColumn('branch_key', 'text', (c) =>
      c.notNull().references('branches.key').onDelete('cascade'),
    )
    .addColumn('currency_code', 'text', (c) =>
      c.notNull().references('currencies.code').onDelete('cascade'),
    )
    // Untracked: stock unknown, the currency is offered "on request".
    .addColumn('tracked', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('low_below_minor', 'bigint')
    .addPrimaryKeyConstraint('branch_currencies_pkey', ['branch_key', 'currency_code'])
    .execute();

  // The notes a branch holds now, and how many of them open orders hold: kept beside the ledger.
  await db.schema
    .createTable('branch_stock')
    .addColumn('branch_key', 'text', (c) =>
      c.notNull().references('branches.key').onDelete('cascade'),
    )
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('denomination_minor', 'bigint', (c) => c.notNull())
    .addColumn('on_hand', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`on_hand >= 0`),
    )
    .addColumn('reserved', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`reserved >= 0 and reserved <= on_hand`),
    )
    .addPrimaryKeyConstraint('branch_stock_pkey', [
      'branch_key',
      'currency_code',
      'denomination_minor',
    ])
    .addForeignKeyConstraint(
      'branch_stock_denomination_fkey',
      ['currency_code', 'denomination_minor'],
      'denominations',
      ['currency_code', 'value_minor'],
      (c) => c.onDelete('cascade'),
    )
    .execute();

  // Every change of a count, append-only: counted, delivery, damaged, reservation, release,
  // payout, purchase, transfer out and in, adjustment.
  await db.schema
    .createTable('stock_movements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('branch_key', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('denomination_minor', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('on_hand_delta', 'integer', (c) => c.notNull())
    .addColumn('reserved_delta', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('order_id', 'text')
    .addColumn('transfer_id', 'text')
    .addColumn('actor', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stock_movements_branch_created_idx')
    .on('stock_movements')
    .columns(['branch_key', 'created_at'])
    .execute();
  await db.schema
    .createIndex('stock_movements_order_idx')
    .on('stock_movements')
    .column('order_id')
    .execute();

  // The customer's note preference, and what staff must look at before accepting.
  await db.schema
    .alterTable('orders')
    .addColumn('note_preference', 'text', (c) =>
      c
        .notNull()
        .defaultTo('mixed')
        .check(sql`note_preference in ('mixed', 'large', 'small')`),
    )
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('high_value_notes', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('on_request', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  // GBP given back for what is below the smallest note, in pence.
  await db.schema
    .alterTable('order_items')
    .addColumn('change_gbp_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  // The notes of each item: planned and held for a Click & Collect item, received for a Sell.
  await db.schema
    .createTable('order_item_notes')
    .addColumn('order_item_id', 'text', (c) =>
      c.notNull().references('order_items.id').onDelete('cascade'),
    )
    .addColumn('denomination_minor', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().check(sql`count > 0`))
    .addPrimaryKeyConstraint('order_item_notes_pkey', ['order_item_id', 'denomination_minor'])
    .execute();

  // Notes moving between branches: requested, sent (in transit), received, or cancelled.
  await db.schema
    .createTable('stock_transfers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('from_branch', 'text', (c) => c.notNull().references('branches.key'))
    .addColumn('to_branch', 'text', (c) => c.notNull().references('branches.key'))
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('requested', 'sent', 'received', 'cancelled')`),
    )
    // The day the receiver expects the notes, YYYY-MM-DD (UK): availability counts them from it.
    .addColumn('expected_date', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz')
    .addColumn('received_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('stock_transfer_notes')
    .addColumn('transfer_id', 'text', (c) =>
      c.notNull().references('stock_transfers.id').onDelete('cascade'),
    )
    .addColumn('denomination_minor', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().check(sql`count > 0`))
    .addPrimaryKeyConstraint('stock_transfer_notes_pkey', ['transfer_id', 'denomination_minor'])
    .execute();

  // A branch's end of day: each currency counted against what the ledger expects.
  await db.schema
    .createTable('day_closes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('branch_key', 'text', (c) => c.notNull().references('branches.key'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('closed_by', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('day_closes_branch_date_key', ['branch_key', 'date'])
    .execute();
  await db.schema
    .createTable('day_close_counts')
    .addColumn('day_close_id', 'text', (c) =>
      c.notNull().references('day_closes.id').onDelete('cascade'),
    )
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('denomination_minor', 'bigint', (c) => c.notNull())
    .addColumn('expected', 'integer', (c) => c.notNull())
    .addColumn('counted', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('day_close_counts_pkey', [
      'day_close_id',
      'currency_code',
      'denomination_minor',
    ])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'day_close_counts',
    'day_closes',
    'stock_transfer_notes',
    'stock_transfers',
    'order_item_notes',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('order_items').dropColumn('change_gbp_minor').execute();
  for (const column of ['on_request', 'high_value_notes', 'note_preference']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  for (const table of ['stock_movements', 'branch_stock', 'branch_currencies', 'denominations']) {
    await db.schema.dropTable(table).execute();
  }
}
