import { sql, type Kysely } from 'kysely';
import { POSTGRES_TRIGGERS as ROW_COUNT_TRIGGERS } from './2026-11-27-012-order-lists.ts';
import { isSqlite } from './sqlite-rebuild.ts';

// Frozen in time: takes Kysely<any> and imports nothing from the app (only the migration before).

/** As in 2026-11-27-012: each PostgreSQL connection adds to a shard of its own. */
const SHARDS = 64;

/** Adds `delta` orders to the counter rows of each (status, branch) of `rows`, in this shard. */
const addCounts = (rows: string, delta: string) =>
  `insert into order_counts (status, branch_key, shard, n)
    select status, branch_key, pg_backend_pid() % ${SHARDS}, ${delta} from ${rows}
    group by status, branch_key
    on conflict (status, branch_key, shard) do update set n = order_counts.n + excluded.n;`;

// Orders come and go by the statement (one at checkout, thousands in a load): one addition per
// statement and key, where 2026-11-27-012 made one per row. A move of one order at a time changes
// its status: a row trigger, called only when the status or the branch does change.
const STATEMENT_COUNT_TRIGGERS = [
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

/** Drops the PostgreSQL counting triggers and their function, whichever set is in place. */
async function dropCountTriggers(db: Kysely<any>): Promise<void> {
  for (const event of ['insert', 'delete', 'update']) {
    await sql.raw(`drop trigger if exists orders_counted_${event} on orders`).execute(db);
  }
  await sql`drop function order_counts_track()`.execute(db);
}

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

async function unindexSearch(db: Kysely<any>): Promise<void> {
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
}

/**
 * The staff lists' change count, which lets a server send a list's page again while nothing it
 * shows has changed; a trigram index for the staff search; and, on PostgreSQL, order counts kept
 * per statement rather than per row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_changes')
    .addColumn('shard', 'integer', (c) => c.primaryKey())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into order_changes (shard, n) values (0, 0)`.execute(db);
  if (isSqlite(db)) {
    for (const trigger of SQLITE_CHANGE_TRIGGERS) await sql.raw(trigger).execute(db);
  } else {
    await dropCountTriggers(db);
    for (const trigger of [...STATEMENT_COUNT_TRIGGERS, ...POSTGRES_CHANGE_TRIGGERS]) {
      await sql.raw(trigger).execute(db);
    }
  }
  await indexSearch(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await unindexSearch(db);
  if (isSqlite(db)) {
    for (const [, , name] of changeTriggers) await sql.raw(`drop trigger ${name}`).execute(db);
  } else {
    for (const [table, , name] of changeTriggers) {
      await sql.raw(`drop trigger ${name} on ${table}`).execute(db);
    }
    await sql`drop function order_changes_add()`.execute(db);
    await dropCountTriggers(db);
    for (const trigger of ROW_COUNT_TRIGGERS) await sql.raw(trigger).execute(db);
  }
  await db.schema.dropTable('order_changes').execute();
}
