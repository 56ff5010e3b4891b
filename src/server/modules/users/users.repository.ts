import type { Insertable, Selectable } from 'kysely';
import type { Role } from '../../../shared/schemas/user.ts';
import type { Db } from '../../db/database.ts';
import type { UserIdentitiesTable, UsersTable } from './users.table.ts';

export type UserRow = Selectable<UsersTable>;

export function findUserById(db: Db, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function insertUser(db: Db, user: Insertable<UsersTable>): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export function listUsers(db: Db) {
  return db.selectFrom('users').selectAll().orderBy('createdAt').orderBy('email').execute();
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'Admin')
    .executeTakeFirstOrThrow();
  return row.count;
}

export function updateUser(
  db: Db,
  id: string,
  changes: Partial<Pick<UsersTable, 'role' | 'passwordHash' | 'displayName' | 'photoUrl'>>,
) {
  return db
    .updateTable('users')
    .set({ ...changes, updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function setRole(db: Db, id: string, role: Role) {
  return updateUser(db, id, { role });
}

export function findIdentity(db: Db, issuer: string, subject: string) {
  return db
    .selectFrom('userIdentities')
    .selectAll()
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

export async function insertIdentity(db: Db, identity: Insertable<UserIdentitiesTable>) {
  await db.insertInto('userIdentities').values(identity).execute();
}
