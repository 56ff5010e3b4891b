import { sql, type Kysely } from 'kysely';
import { isSqlite } from './sqlite-rebuild.ts';

// Frozen in time: takes Kysely<any> and imports nothing from the app.

/**
 * What every server keeps in memory and the order path reads: the branches and their hours, their
 * closures and the bank holidays they open on, the business profile and the currencies. Each
 * change to them adds to one change count, so a server learns by one read a second whether what
 * it holds still stands, whichever server made the change. Apart from the staff lists' count
 * (2026-11-28-013), which every order moves: these tables change a few times a day.
 */
const TABLES = [
  'branches',
  'branch_closures',
  'bank_holiday_openings',
  'business_profile',
  'currencies',
];
const triggers = TABLES.flatMap((table) =>
  ['insert', 'update', 'delete'].map((event) => [table, event, `${table}_ref_${event}`] as const),
);

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reference_changes')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into reference_changes (id, n) values (1, 0)`.execute(db);
  if (isSqlite(db)) {
    for (const [table, event, name] of triggers) {
      await sql
        .raw(
          `create trigger ${name} after ${event} on ${table}
            begin update reference_changes set n = n + 1; end`,
        )
        .execute(db);
    }
    return;
  }
  // One addition per statement: a rate refresh moving every currency adds one.
  await sql`create function reference_changes_add() returns trigger language plpgsql as $$
    begin
      update reference_changes set n = n + 1;
      return null;
    end $$`.execute(db);
  for (const [table, event, name] of triggers) {
    await sql
      .raw(
        `create trigger ${name} after ${event} on ${table}
          for each statement execute function reference_changes_add()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, , name] of triggers) {
    await sql.raw(`drop trigger ${name}${isSqlite(db) ? '' : ` on ${table}`}`).execute(db);
  }
  if (!isSqlite(db)) await sql`drop function reference_changes_add()`.execute(db);
  await db.schema.dropTable('reference_changes').execute();
}
