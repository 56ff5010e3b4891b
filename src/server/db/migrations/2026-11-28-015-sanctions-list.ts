import type { Kysely } from 'kysely';

// Frozen in time: takes Kysely<any> and imports nothing from the app.

/**
 * The UK Sanctions List as last imported: one row per import (kept, numbered by `version`), and
 * the names screening reads, all of the latest import's (an import replaces them).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sanctions_list_imports')
    // 1, 2, 3…: the latest is the list in force, and its number tells servers the list changed.
    .addColumn('version', 'integer', (c) => c.primaryKey())
    // YYYY-MM-DD: the list's report date.
    .addColumn('list_date', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'timestamptz', (c) => c.notNull())
    // Designations (distinct Unique IDs) and name rows.
    .addColumn('entries', 'integer', (c) => c.notNull())
    .addColumn('names', 'integer', (c) => c.notNull())
    // The Admin's e-mail, or null for the daily fetch.
    .addColumn('imported_by', 'text')
    .execute();

  await db.schema
    .createTable('sanctions_list_names')
    .addColumn('import_version', 'integer', (c) =>
      c.notNull().references('sanctions_list_imports.version'),
    )
    // The row's place in the list.
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('unique_id', 'text', (c) => c.notNull())
    .addColumn('family_name', 'text', (c) => c.notNull())
    // JSON array of Name 1 … Name 5, those given.
    .addColumn('other_names', 'text', (c) => c.notNull())
    .addColumn('name_type', 'text', (c) => c.notNull())
    .addColumn('low_quality', 'boolean', (c) => c.notNull())
    .addColumn('designation_type', 'text', (c) => c.notNull())
    .addColumn('regime', 'text', (c) => c.notNull())
    .addColumn('date_of_birth', 'text', (c) => c.notNull())
    .addColumn('nationality', 'text', (c) => c.notNull())
    .addColumn('date_designated', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sanctions_list_names_pkey', ['import_version', 'position'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sanctions_list_names').execute();
  await db.schema.dropTable('sanctions_list_imports').execute();
}
