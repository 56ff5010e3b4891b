import { Migrator, sql, type Kysely } from 'kysely';
import type { DialectName } from './database.ts';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

/**
 * Brings the schema up to date. Safe to run from several servers at once: Kysely's migrator
 * takes a lock. On PostgreSQL the bookkeeping tables live in the connection's current schema, so
 * a `search_path` in the URL gives a fully separate database (the tests rely on it).
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  dialect: DialectName,
): Promise<string[]> {
  const migrationTableSchema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error;
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
