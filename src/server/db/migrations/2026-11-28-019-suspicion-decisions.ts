import { sql, type Kysely } from 'kysely';

// Frozen in time: takes Kysely<any> and imports nothing from the app.

/**
 * The MLRO's decision on a suspicion, made once: 'reported' to the NCA (with the report's
 * reference and day) or 'not-reported', with a note, by whom and when. What staff raised stays as
 * it was. Nullable columns, added without rebuilding the table on either dialect.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('suspicions')
    .addColumn('decision', 'text', (c) => c.check(sql`decision in ('reported', 'not-reported')`))
    .execute();
  for (const column of ['decided_by', 'decision_note', 'reference', 'reported_on']) {
    await db.schema.alterTable('suspicions').addColumn(column, 'text').execute();
  }
  await db.schema.alterTable('suspicions').addColumn('decided_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [
    'decided_at',
    'reported_on',
    'reference',
    'decision_note',
    'decided_by',
    'decision',
  ]) {
    await db.schema.alterTable('suspicions').dropColumn(column).execute();
  }
}
