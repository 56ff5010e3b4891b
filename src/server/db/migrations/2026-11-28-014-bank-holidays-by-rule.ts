import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';

// Frozen in time: takes Kysely<any> and imports nothing from the app.

/** The bank holidays that migration 2026-11-24-003 and the seed stored as closures. */
const STORED = [
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
 * Bank holidays now come from their rules, for any year, rather than stored closures that ran out
 * at the end of 2027. A branch opens on one only where an Admin said so: a row here. The closures
 * that were the stored bank holidays go; where an Admin had removed one (every branch was given
 * them all, and branches are never added but by the seed), the branch keeps opening that day.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bank_holiday_openings')
    .addColumn('branch_key', 'text', (c) =>
      c.notNull().references('branches.key').onDelete('cascade'),
    )
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('bank_holiday_openings_pkey', ['branch_key', 'date'])
    .execute();

  const branches = await db.selectFrom('branches').select('key').execute();
  // Aliased: the app's connection names result columns in camelCase.
  const closures = await db
    .selectFrom('branch_closures')
    .select(['branch_key as branch', 'date'])
    .execute();
  const closed = new Set(closures.map((closure) => `${closure.branch} ${closure.date}`));
  const openings = branches.flatMap(({ key }) =>
    STORED.filter(([date]) => !closed.has(`${key} ${date}`)).map(([date]) => ({
      branch_key: key,
      date,
      created_at: new Date(),
    })),
  );
  if (openings.length > 0) await db.insertInto('bank_holiday_openings').values(openings).execute();
  for (const [date, reason] of STORED) {
    await db
      .deleteFrom('branch_closures')
      .where('date', '=', date)
      .where('reason', '=', reason)
      .execute();
  }
}

/** The stored bank holidays again, closed wherever the branch did not open on them. */
export async function down(db: Kysely<any>): Promise<void> {
  const branches = await db.selectFrom('branches').select('key').execute();
  const openings = await db
    .selectFrom('bank_holiday_openings')
    .select(['branch_key as branch', 'date'])
    .execute();
  const open = new Set(openings.map((opening) => `${opening.branch} ${opening.date}`));
  const closures = branches.flatMap(({ key }) =>
    STORED.filter(([date]) => !open.has(`${key} ${date}`)).map(([date, reason]) => ({
      id: randomUUID(),
      branch_key: key,
      date,
      reason,
      created_at: new Date(),
    })),
  );
  if (closures.length > 0) {
    await db
      .insertInto('branch_closures')
      .values(closures)
      .onConflict((oc) => oc.columns(['branch_key', 'date']).doNothing())
      .execute();
  }
  await db.schema.dropTable('bank_holiday_openings').execute();
}
