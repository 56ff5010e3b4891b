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

/** Brings the schema up to date; resolves with the names of the migrations it applied. */
export async function migrateToLatest(
  db: Kysely<Database>,
  dialect: DialectName,
): Promise<string[]> {
  return applied(await (await migratorFor(db, dialect)).migrateToLatest());
}

/** Brings the schema to the named migration (upgrade tests start from an older schema). */
export async function migrateTo(
  db: Kysely<Database>,
  dialect: DialectName,
  migration: string,
): Promise<string[]> {
  return applied(await (await migratorFor(db, dialect)).migrateTo(migration));
}
