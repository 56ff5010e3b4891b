import { sql, type Kysely } from 'kysely';
import { isSqlite } from './sqlite-rebuild.ts';

// Frozen in time: takes Kysely<any> and imports nothing from the app.

/**
 * PostgreSQL only: one call that stores an order (`place_order_write`) and then makes the next
 * order's reads (`place_order_reads`), so an order in a group costs one round trip, not two
 * (docs/decisions/021-an-order-in-two-round-trips.md). The reads run after the write, in the same
 * transaction: they see the order just stored, as they would in a call of their own after it.
 * Each answer is kept apart, errors included: a write that failed does not stop the reads.
 */
const WRITE_THEN_READ = `create or replace function place_order_write_then_read(
  p jsonb, lock_class integer, lock_keys integer[], customer_email text, customer_phone text,
  since timestamptz, email_since timestamptz, uncounted text[], branch text, codes text[],
  collection_date text
) returns jsonb language plpgsql as $$
declare
  written jsonb;
begin
  written := place_order_write(p);
  return jsonb_build_object('written', written, 'read', place_order_reads(lock_class, lock_keys,
    customer_email, customer_phone, since, email_since, uncounted, branch, codes, collection_date));
end $$`;

export async function up(db: Kysely<any>): Promise<void> {
  if (isSqlite(db)) return;
  await sql.raw(WRITE_THEN_READ).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isSqlite(db)) return;
  await sql
    .raw(
      'drop function place_order_write_then_read(jsonb, integer, integer[], text, text, timestamptz, timestamptz, text[], text, text[], text)',
    )
    .execute(db);
}
