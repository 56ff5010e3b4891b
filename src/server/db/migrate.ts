import { Migrator, sql, type Kysely, type MigrationResultSet } from 'kysely';
import type { DialectName } from './database.ts';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

/**
 * Kysely's migrator over our migrations. Safe to run from several servers at once: it takes a
 * lock. On PostgreSQL the bookkeeping tables live in the connection's current schema, so a
 * `search_path` in the URL gives a fully separate database (the tests rely on it).
 */
async function migratorFor(db: Kysely<Database>, dialect: DialectName): Promise<Migrator> {
  const migrationTableSchema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined;
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
}

function applied({ error, results = [] }: MigrationResultSet): string[] {
  if (error) throw error;
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Whether every migration has run, asked in one query (the migrator's own check takes several
 * round trips and looks at the catalogue): most starts find the schema current.
 */
async function upToDate(db: Kysely<Database>): Promise<boolean> {
  const names = Object.keys(migrations).sort();
  try {
    const { rows } = await sql<{ count: number | string; last: string | null }>`
      select count(*) as count, max(name) as last from kysely_migration`.execute(db);
    return Number(rows[0]?.count) === names.length && rows[0]?.last === names.at(-1);
  } catch {
    // No bookkeeping table: a new database.
    return false;
  }
}

/**
 * Runs `migrate` with SQLite's commits not waiting for the disk. A migration's statements each
 * commit on their own there (SQLite migrations run outside a transaction), and waiting for the
 * disk after each took a new database's start hundreds of milliseconds. A crash can leave the
 * same states as before, each statement done or not, in order; the first commit under FULL
 * again makes them all durable, before any order can be acknowledged.
 */
async function withoutWaitingForDisk<T>(
  db: Kysely<Database>,
  dialect: DialectName,
  migrate: () => Promise<T>,
) {
  if (dialect !== 'sqlite') return migrate();
  await sql`pragma synchronous = normal`.execute(db);
  try {
    return await migrate();
  } finally {
    await sql`pragma synchronous = full`.execute(db);
  }
}

/** Brings the schema up to date; resolves with the names of the migrations it applied. */
export async function migrateToLatest(
  db: Kysely<Database>,
  dialect: DialectName,
): Promise<string[]> {
  if (await upToDate(db)) return [];
  const migrator = await migratorFor(db, dialect);
  return applied(await withoutWaitingForDisk(db, dialect, () => migrator.migrateToLatest()));
}

/** Brings the schema to the named migration (upgrade tests start from an older schema). */
export async function migrateTo(
  db: Kysely<Database>,
  dialect: DialectName,
  migration: string,
): Promise<string[]> {
  return applied(await (await migratorFor(db, dialect)).migrateTo(migration));
}
