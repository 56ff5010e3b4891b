import { sql, type Kysely } from 'kysely';
import { isSqlite } from './sqlite-rebuild.ts';

// Frozen in time: takes Kysely<any> and imports nothing from the app.

/**
 * Counter rows per order status and branch, kept by triggers in the database itself, so every
 * writer (each process and server, a job, a migration) keeps them right in the transaction that
 * moves the order. On PostgreSQL each connection adds to a shard of its own (its backend's pid,
 * modulo SHARDS): orders placed at once at one branch would otherwise queue for one row's lock
 * until each commits. SQLite writes one transaction at a time: one shard.
 */
const SHARDS = 64;

export const POSTGRES_TRIGGERS = [
  `create function order_counts_track() returns trigger language plpgsql as $$
  declare
    own_shard integer := pg_backend_pid() % ${SHARDS};
  begin
    if tg_op in ('UPDATE', 'DELETE') then
      insert into order_counts (status, branch_key, shard, n)
        values (old.status, old.branch_key, own_shard, -1)
        on conflict (status, branch_key, shard) do update set n = order_counts.n - 1;
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      insert into order_counts (status, branch_key, shard, n)
        values (new.status, new.branch_key, own_shard, 1)
        on conflict (status, branch_key, shard) do update set n = order_counts.n + 1;
    end if;
    return null;
  end $$`,
  `create trigger orders_counted_insert after insert or delete on orders
    for each row execute function order_counts_track()`,
  `create trigger orders_counted_update after update of status, branch_key on orders
    for each row
    when (old.status is distinct from new.status or old.branch_key is distinct from new.branch_key)
    execute function order_counts_track()`,
];

const count = (row: 'old' | 'new', delta: 1 | -1) =>
  `insert into order_counts (status, branch_key, shard, n)
    values (${row}.status, ${row}.branch_key, 0, ${delta})
    on conflict (status, branch_key, shard) do update set n = n + excluded.n;`;

const SQLITE_TRIGGERS = [
  `create trigger orders_counted_insert after insert on orders begin ${count('new', 1)} end`,
  `create trigger orders_counted_delete after delete on orders begin ${count('old', -1)} end`,
  `create trigger orders_counted_update after update of status, branch_key on orders
    when old.status is not new.status or old.branch_key is not new.branch_key
    begin ${count('old', -1)} ${count('new', 1)} end`,
];

/**
 * The staff lists at scale: counts read from counter rows instead of counting the orders, and
 * indexes in each list's order (newest first, then id) for each filter, so that a page, at any
 * offset or after a cursor, reads its own rows only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_counts')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('branch_key', 'text', (c) => c.notNull())
    .addColumn('shard', 'integer', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_counts_pkey', ['status', 'branch_key', 'shard'])
    .execute();
  await sql`insert into order_counts (status, branch_key, shard, n)
    select status, branch_key, 0, count(*) from orders group by status, branch_key`.execute(db);
  for (const trigger of isSqlite(db) ? SQLITE_TRIGGERS : POSTGRES_TRIGGERS) {
    await sql.raw(trigger).execute(db);
  }

  // Each list's order; these supersede the indexes on (status, created_at) and (created_at).
  await db.schema.dropIndex('orders_status_created_idx').execute();
  await db.schema.dropIndex('orders_created_idx').execute();
  const lists: Array<[string, string[]]> = [
    // One status (the spec's lists), every branch.
    ['orders_status_created_id_idx', ['status']],
    // One status at one branch: a Staff member's list, or a list narrowed to a branch.
    ['orders_status_branch_created_id_idx', ['status', 'branch_key']],
    // One status for one collection day.
    ['orders_status_day_created_id_idx', ['status', 'collection_date']],
    // Every status (the header's search), and the newest order of all.
    ['orders_created_id_idx', []],
  ];
  for (const [name, columns] of lists) {
    await db.schema
      .createIndex(name)
      .on('orders')
      .columns([...columns, 'created_at desc', 'id'])
      .execute();
  }
  // A page's items in their order, without sorting them.
  await db.schema.dropIndex('order_items_order_idx').execute();
  await db.schema
    .createIndex('order_items_order_position_idx')
    .on('order_items')
    .columns(['order_id', 'position'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('order_items_order_position_idx').execute();
  await db.schema
    .createIndex('order_items_order_idx')
    .on('order_items')
    .column('order_id')
    .execute();
  for (const name of [
    'orders_created_id_idx',
    'orders_status_day_created_id_idx',
    'orders_status_branch_created_id_idx',
    'orders_status_created_id_idx',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema.createIndex('orders_created_idx').on('orders').column('created_at').execute();
  await db.schema
    .createIndex('orders_status_created_idx')
    .on('orders')
    .columns(['status', 'created_at'])
    .execute();
  if (isSqlite(db)) {
    for (const trigger of ['insert', 'delete', 'update']) {
      await sql.raw(`drop trigger orders_counted_${trigger}`).execute(db);
    }
  } else {
    await sql`drop trigger orders_counted_insert on orders`.execute(db);
    await sql`drop trigger orders_counted_update on orders`.execute(db);
    await sql`drop function order_counts_track()`.execute(db);
  }
  await db.schema.dropTable('order_counts').execute();
}
