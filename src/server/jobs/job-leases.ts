/** The claims on background job runs, in `job_leases`: one row per job. */
import type { Db } from '../db/database.ts';

/**
 * Claims the job `name` for `holder` until `until`, if no one holds it at `now` (never claimed,
 * or the last claim has run out). One conditional upsert, atomic on SQLite and PostgreSQL alike:
 * of servers claiming at once, exactly one gets a row back.
 */
export async function claimLease(
  db: Db,
  name: string,
  holder: string,
  now: Date,
  until: Date,
): Promise<boolean> {
  const claimed = await db
    .insertInto('jobLeases')
    .values({ name, holder, expiresAt: until })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet((eb) => ({
          holder: eb.ref('excluded.holder'),
          expiresAt: eb.ref('excluded.expiresAt'),
        }))
        .where('jobLeases.expiresAt', '<=', now),
    )
    .returning('holder')
    .executeTakeFirst();
  return claimed !== undefined;
}
