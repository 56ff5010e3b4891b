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

/** Adds `delta` orders to the counter rows of each (status, branch) of `rows`, in this shard. */
const addCounts = (rows: string, delta: string) =>
  `insert into order_counts (status, branch_key, shard, n)
    select status, branch_key, pg_backend_pid() % ${SHARDS}, ${delta} from ${rows}
    group by status, branch_key
    on conflict (status, branch_key, shard) do update set n = order_counts.n + excluded.n;`;

// Orders come and go by the statement (one at checkout, thousands in a load): one addition per
// statement and key. A move of one order at a time changes its status: a row trigger, called
// only when the status or the branch does change.
const POSTGRES_TRIGGERS = [
  `create function order_counts_track() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then ${addCounts('added', 'count(*)')}
    elsif tg_op = 'DELETE' then ${addCounts('removed', '-count(*)')}
    else
      ${addCounts('(select old.status, old.branch_key) as moved (status, branch_key)', '-1')}
      ${addCounts('(select new.status, new.branch_key) as moved (status, branch_key)', '1')}
    end if;
    return null;
  end $$`,
  `create trigger orders_counted_insert after insert on orders
    referencing new table as added for each statement execute function order_counts_track()`,
  `create trigger orders_counted_delete after delete on orders
    referencing old table as removed for each statement execute function order_counts_track()`,
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
 * What a staff list shows changes only with the orders, their items and notes, and the branches:
 * each change to them adds to a change count, so a server that keeps a list's page knows, by one
 * read, whether it still holds. Kept by triggers like the counts: a statement's one addition on
 * PostgreSQL, sharded the same way; one row on SQLite, which has no statement triggers. Items and
 * notes are added only with their order's own row, placed or completed in the same transaction:
 * only their updates and deletes count apart.
 */
const CHANGES: Array<[table: string, events: string[]]> = [
  ['orders', ['insert', 'update', 'delete']],
  ['branches', ['insert', 'update', 'delete']],
  ['order_items', ['update', 'delete']],
  ['order_item_notes', ['update', 'delete']],
];
const changeTriggers = CHANGES.flatMap(([table, events]) =>
  events.map((event) => [table, event, `${table}_changed_${event}`] as const),
);

const POSTGRES_CHANGE_TRIGGERS = [
  `create function order_changes_add() returns trigger language plpgsql as $$
  begin
    insert into order_changes (shard, n) values (pg_backend_pid() % ${SHARDS}, 1)
      on conflict (shard) do update set n = order_changes.n + 1;
    return null;
  end $$`,
  ...changeTriggers.map(
    ([table, event, name]) => `create trigger ${name} after ${event} on ${table}
      for each statement execute function order_changes_add()`,
  ),
];

const SQLITE_CHANGE_TRIGGERS = changeTriggers.map(
  ([table, event, name]) => `create trigger ${name} after ${event} on ${table}
    begin update order_changes set n = n + 1; end`,
);

/**
 * The search (order number, name, e-mail or phone, any part of them, case aside) reads a trigram
 * index of the five joined, then checks its few candidates as before: PostgreSQL's pg_trgm on
 * the joined text in lower case; SQLite's FTS5 trigram table, one row per order (its rowid from
 * order_search_rows: an order's own rowid may change when SQLite rebuilds or vacuums the table).
 */
const searched = (row = '') =>
  ['order_number', 'first_name', 'last_name', 'email', 'phone']
    .map((column) => row + column)
    .join(` || ' ' || `);

const searchRow = (row: 'old' | 'new') =>
  `(select id from order_search_rows where order_id = ${row}.id)`;

const SQLITE_SEARCH = [
  `create table order_search_rows (id integer primary key, order_id text not null unique)`,
  `create virtual table order_search using fts5(
    text, content='', contentless_delete=1, tokenize='trigram')`,
  `insert into order_search_rows (order_id) select id from orders`,
  `insert into order_search (rowid, text)
    select order_search_rows.id, ${searched('orders.')} from orders
    join order_search_rows on order_search_rows.order_id = orders.id`,
  `create trigger orders_searched_insert after insert on orders begin
    insert into order_search_rows (order_id) values (new.id);
    insert into order_search (rowid, text) values (${searchRow('new')}, ${searched('new.')});
  end`,
  `create trigger orders_searched_update
    after update of order_number, first_name, last_name, email, phone on orders begin
    delete from order_search where rowid = ${searchRow('old')};
    insert into order_search (rowid, text) values (${searchRow('new')}, ${searched('new.')});
  end`,
  `create trigger orders_searched_delete after delete on orders begin
    delete from order_search where rowid = ${searchRow('old')};
    delete from order_search_rows where order_id = old.id;
  end`,
];

async function indexSearch(db: Kysely<any>): Promise<void> {
  if (isSqlite(db)) {
    for (const statement of SQLITE_SEARCH) await sql.raw(statement).execute(db);
    return;
  }
  // One extension per database, whichever schema migrates first: the others wait, then find it.
  await sql`select pg_advisory_xact_lock(hashtext('create extension pg_trgm'))`.execute(db);
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  const { rows } = await sql<{ schema: string }>`select opcnamespace::regnamespace::text as schema
    from pg_opclass where opcname = 'gin_trgm_ops'`.execute(db);
  await sql
    .raw(
      `create index orders_search_idx on orders
        using gin (lower(${searched()}) ${rows[0]!.schema}.gin_trgm_ops)`,
    )
    .execute(db);
}

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
  await db.schema
    .createTable('order_changes')
    .addColumn('shard', 'integer', (c) => c.primaryKey())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into order_changes (shard, n) values (0, 0)`.execute(db);
  const triggers = isSqlite(db)
    ? [...SQLITE_TRIGGERS, ...SQLITE_CHANGE_TRIGGERS]
    : [...POSTGRES_TRIGGERS, ...POSTGRES_CHANGE_TRIGGERS];
  for (const trigger of triggers) await sql.raw(trigger).execute(db);

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
  await indexSearch(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isSqlite(db)) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql.raw(`drop trigger orders_searched_${event}`).execute(db);
    }
    await db.schema.dropTable('order_search').execute();
    await db.schema.dropTable('order_search_rows').execute();
  } else {
    // The extension stays: other schemas of the database may use it.
    await db.schema.dropIndex('orders_search_idx').execute();
  }
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
    const triggers = [
      ...['insert', 'delete', 'update'].map((event) => `orders_counted_${event}`),
      ...changeTriggers.map(([, , name]) => name),
    ];
    for (const trigger of triggers) await sql.raw(`drop trigger ${trigger}`).execute(db);
  } else {
    for (const event of ['insert', 'delete', 'update']) {
      await sql.raw(`drop trigger orders_counted_${event} on orders`).execute(db);
    }
    await sql`drop function order_counts_track()`.execute(db);
    for (const [table, , name] of changeTriggers) {
      await sql.raw(`drop trigger ${name} on ${table}`).execute(db);
    }
    await sql`drop function order_changes_add()`.execute(db);
  }
  await db.schema.dropTable('order_changes').execute();
  await db.schema.dropTable('order_counts').execute();
}
