import type { Insertable } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { EmailVerificationTokensTable } from './email-verification.table.ts';

export async function insertVerificationToken(
  db: Db,
  token: Insertable<EmailVerificationTokensTable>,
) {
  await db.insertInto('emailVerificationTokens').values(token).execute();
}

/**
 * Deletes the token if it is still valid and answers its user; undefined when it is unknown,
 * used or expired (an expired one is left alone). One statement: of two uses at once, one wins.
 */
export async function takeVerificationToken(
  db: Db,
  id: string,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .deleteFrom('emailVerificationTokens')
    .where('id', '=', id)
    .where('expiresAt', '>', now)
    .returning('userId')
    .executeTakeFirst();
  return row?.userId;
}

export async function deleteUserVerificationTokens(db: Db, userId: string) {
  await db.deleteFrom('emailVerificationTokens').where('userId', '=', userId).execute();
}
