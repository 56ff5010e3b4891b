import { sql, type Kysely } from 'kysely';
import { isSqlite } from './sqlite-rebuild.ts';

// Frozen in time: takes Kysely<any> and imports nothing from the app.

/**
 * PostgreSQL only: an order's work inside its group transaction as two calls, one round trip each
 * (docs/decisions/021-an-order-in-two-round-trips.md). Each runs in a block of its own (a
 * subtransaction): an error undoes only that call's writes and comes back as a value, so the
 * group's transaction goes on without a savepoint per order.
 *
 * `place_order_reads` takes the customer's locks, then reads the customer's orders, the
 * branch's notes and whether the collection day was closed since the server's calendar was read:
 * a PL/pgSQL function takes a snapshot per query, so the reads see every order committed before
 * the locks were had.
 */
const READS = `create or replace function place_order_reads(
  lock_class integer, lock_keys integer[], customer_email text, customer_phone text, since timestamptz,
  email_since timestamptz, uncounted text[], branch text, codes text[], collection_date text
) returns jsonb language plpgsql as $$
declare
  lock_key integer;
  customer jsonb;
  notes jsonb;
  closed boolean;
begin
  begin
    foreach lock_key in array lock_keys loop
      perform pg_advisory_xact_lock(lock_class, lock_key);
    end loop;
    select jsonb_build_object(
        'gbpMinor', coalesce(sum(total_gbp_minor) filter (where status <> all (uncounted)), 0),
        'forEmail', count(*) filter (where email_key = customer_email and created_at >= email_since))
      into customer
      from orders
      where (email_key = customer_email and created_at >= since)
        or (customer_phone <> '' and phone_digits = customer_phone and created_at >= since);
    select coalesce(jsonb_agg(jsonb_build_array(d.currency_code, d.value_minor,
        coalesce(s.on_hand, 0), coalesce(s.reserved, 0), coalesce(c.tracked, true))
        order by d.currency_code, d.value_minor), '[]')
      into notes
      from denominations d
      left join branch_stock s on s.currency_code = d.currency_code
        and s.denomination_minor = d.value_minor and s.branch_key = branch
      left join branch_currencies c on c.currency_code = d.currency_code and c.branch_key = branch
      where d.currency_code = any (codes);
    closed := exists (select from branch_closures
      where branch_key = branch and date = collection_date);
    return jsonb_build_object('customer', customer, 'notes', notes, 'closed', closed);
  exception when others then
    return jsonb_build_object('error', sqlstate, 'message', sqlerrm);
  end;
end $$`;

/**
 * \`place_order_write\` stores an order given as JSON (rows keyed by column): its Idempotency-Key
 * first (taken by another attempt: nothing is written), the order, items, notes, links, e-mail and
 * audit rows, its quotes claimed in order of id (one gone: everything undone, the items named),
 * and the ledger rows of the notes it holds.
 */
const WRITE = `create or replace function place_order_write(p jsonb) returns jsonb
language plpgsql as $$
declare
  quote record;
  unclaimed integer[] := '{}';
begin
  begin
    if jsonb_typeof(p->'key') = 'object' then
      insert into idempotency_keys
        select * from jsonb_populate_record(null::idempotency_keys, p->'key')
        on conflict (key) do nothing;
      if not found then
        return '{"keyTaken": true}'::jsonb;
      end if;
    end if;
    insert into orders select * from jsonb_populate_record(null::orders, p->'order');
    insert into order_items select * from jsonb_populate_recordset(null::order_items, p->'items');
    insert into order_item_notes
      select * from jsonb_populate_recordset(null::order_item_notes, p->'notes');
    insert into order_links select * from jsonb_populate_recordset(null::order_links, p->'links');
    insert into outbox select * from jsonb_populate_record(null::outbox, p->'mail');
    insert into audit_log select * from jsonb_populate_recordset(null::audit_log, p->'audit');
    for quote in
      select value->>'quoteId' as id, (value->>'position')::integer as position
        from jsonb_array_elements(p->'quotes')
        order by value->>'quoteId' collate "C"
    loop
      update quotes set order_id = p->'order'->>'id'
        where id = quote.id and order_id is null and withdrawn_at is null
          and expires_at > (p->>'now')::timestamptz;
      if not found then
        unclaimed := unclaimed || quote.position;
      end if;
    end loop;
    if cardinality(unclaimed) > 0 then
      raise exception 'quotes gone' using errcode = 'QG001';
    end if;
    insert into stock_movements
      select * from jsonb_populate_recordset(null::stock_movements, p->'movements');
    return '{}'::jsonb;
  exception
    when sqlstate 'QG001' then
      return jsonb_build_object('unclaimedQuotes', to_jsonb(unclaimed));
    when others then
      return jsonb_build_object('error', sqlstate, 'message', sqlerrm);
  end;
end $$`;

export async function up(db: Kysely<any>): Promise<void> {
  if (isSqlite(db)) return;
  await sql.raw(READS).execute(db);
  await sql.raw(WRITE).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isSqlite(db)) return;
  await sql.raw('drop function place_order_write(jsonb)').execute(db);
  await sql
    .raw(
      'drop function place_order_reads(integer, integer[], text, text, timestamptz, timestamptz, text[], text, text[], text)',
    )
    .execute(db);
}
