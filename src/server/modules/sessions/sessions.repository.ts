import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SessionsTable } from './sessions.table.ts';

export async function insertSession(db: Db, session: Insertable<SessionsTable>) {
  await db.insertInto('sessions').values(session).execute();
}

export function findSession(db: Db, id: string) {
  return db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateSession(
  db: Db,
  id: string,
  changes: Partial<Pick<SessionsTable, 'lastSeenAt' | 'boxAccess'>>,
) {
  await db.updateTable('sessions').set(changes).where('id', '=', id).execute();
}

export async function deleteSession(db: Db, id: string) {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteUserSessions(db: Db, userId: string) {
  await db.deleteFrom('sessions').where('userId', '=', userId).execute();
}

/** Sessions past their absolute end or idle for longer than the idle timeout. */
export async function deleteExpiredSessions(db: Db, now: Date, idleCutoff: Date) {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expiresAt', '<=', now), eb('lastSeenAt', '<=', idleCutoff)]))
    .execute();
}
