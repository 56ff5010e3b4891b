import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';

// Frozen in time: takes Kysely<any> and imports nothing from the app.

/** England and Wales, from GOV.UK: the same dates as src/server/db/seed/bank-holidays.ts. */
const BANK_HOLIDAYS = [
  ['2026-01-01', "New Year's Day"],
  ['2026-04-03', 'Good Friday'],
  ['2026-04-06', 'Easter Monday'],
  ['2026-05-04', 'Early May bank holiday'],
  ['2026-05-25', 'Spring bank holiday'],
  ['2026-08-31', 'Summer bank holiday'],
  ['2026-12-25', 'Christmas Day'],
  ['2026-12-28', 'Boxing Day (substitute day)'],
  ['2027-01-01', "New Year's Day"],
  ['2027-03-26', 'Good Friday'],
  ['2027-03-29', 'Easter Monday'],
  ['2027-05-03', 'Early May bank holiday'],
  ['2027-05-31', 'Spring bank holiday'],
  ['2027-08-30', 'Summer bank holiday'],
  ['2027-12-27', 'Christmas Day (substitute day)'],
  ['2027-12-28', 'Boxing Day (substitute day)'],
] as const;

/**
 * Closes the branches an installation already has on the bank holidays (the seed closes the
 * branches it adds). Days staff already closed keep their own reason.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const branches = await db.selectFrom('branches').select('key').execute();
  const createdAt = new Date();
  for (const { key } of branches) {
    await db
      .insertInto('branch_closures')
      .values(
        BANK_HOLIDAYS.map(([date, reason]) => ({
          id: randomUUID(),
          branch_key: key,
          date,
          reason,
          created_at: createdAt,
        })),
      )
      .onConflict((oc) => oc.columns(['branch_key', 'date']).doNothing())
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom('branch_closures')
    .where(
      'date',
      'in',
      BANK_HOLIDAYS.map(([date]) => date),
    )
    .execute();
}
