import { sql, SqliteAdapter, type Kysely } from 'kysely';

// Frozen in time like the migrations that use it: imports nothing from the app.

export const isSqlite = (db: Kysely<any>) => db.getExecutor().adapter instanceof SqliteAdapter;

/**
 * Swaps one check constraint of a table. PostgreSQL alters it; SQLite cannot, so the table is
 * rebuilt the way SQLite's manual prescribes: foreign keys off (outside the transaction, or rows
 * referring to it would cascade away), copy, swap, indexes and triggers back (dropping the table
 * drops them), keys checked before the commit.
 */
export async function replaceCheck(
  db: Kysely<any>,
  table: string,
  constraint: string,
  from: string,
  to: string,
): Promise<void> {
  if (!isSqlite(db)) {
    await sql
      .raw(
        `alter table ${table} drop constraint ${constraint}, add constraint ${constraint} check (${to})`,
      )
      .execute(db);
    return;
  }
  const { rows } = await sql<{ type: string; sql: string }>`select type, sql from sqlite_schema
    where tbl_name = ${table} and sql is not null`.execute(db);
  const definition = rows.find((row) => row.type === 'table');
  if (!definition?.sql.includes(from)) throw new Error(`${table}: unexpected table definition`);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql
        .raw(definition.sql.replace(`"${table}"`, `"${table}_rebuilt"`).replace(from, to))
        .execute(trx);
      await sql.raw(`insert into ${table}_rebuilt select * from ${table}`).execute(trx);
      await sql.raw(`drop table ${table}`).execute(trx);
      await sql.raw(`alter table ${table}_rebuilt rename to ${table}`).execute(trx);
      for (const kept of rows.filter((row) => row.type === 'index' || row.type === 'trigger')) {
        await sql.raw(kept.sql).execute(trx);
      }
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`${table}: foreign keys broken by the rebuild`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
