import { sql, type Kysely } from 'kysely';

// Frozen in time: takes Kysely<any> and imports nothing from the app.

/**
 * The business's nominated officer (MLRO): a flag on the account. Only Staff and Admins can hold
 * it, which the column's check keeps true whatever writes the row. Both dialects add a column with
 * a default and a check without rebuilding the table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('mlro', 'boolean', (c) =>
      c
        .notNull()
        .defaultTo(false)
        .check(sql`not mlro or role in ('Staff', 'Admin')`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('mlro').execute();
}
