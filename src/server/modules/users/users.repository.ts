import type { Insertable } from 'kysely';
import type { Role } from '#shared/schemas/user.ts';
import type { Db, DialectName } from '../../db/database.ts';
import type { UserIdentitiesTable, UserRow, UsersTable } from './users.table.ts';

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

/** Whether any account is an Admin. */
export async function anyAdmin(db: Db): Promise<boolean> {
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'Admin')
    .limit(1)
    .executeTakeFirst();
  return admin !== undefined;
}

/** Whether any account with staff access is the MLRO. */
export async function anyMlro(db: Db): Promise<boolean> {
  const mlro = await db
    .selectFrom('users')
    .select('id')
    .where('mlro', '=', true)
    .where('role', 'in', ['Staff', 'Admin'])
    .limit(1)
    .executeTakeFirst();
  return mlro !== undefined;
}

/**
 * The Admins, locked on PostgreSQL until the transaction ends, so that who is an Admin and how
 * many there are stays true until the caller commits (in id order: two callers never deadlock).
 * SQLite needs no lock: its transactions run one at a time.
 */
export function lockAdmins(db: Db, dialect: DialectName) {
  const admins = db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('role', '=', 'Admin')
    .orderBy('id');
  return (dialect === 'postgres' ? admins.forUpdate() : admins).execute();
}

/** The user with this address, locked on PostgreSQL until the transaction ends. */
export function lockUserByEmail(db: Db, dialect: DialectName, email: string) {
  const user = db.selectFrom('users').selectAll().where('email', '=', email);
  return (dialect === 'postgres' ? user.forUpdate() : user).executeTakeFirst();
}

export function updateUser(
  db: Db,
  id: string,
  changes: Partial<
    Pick<
      UsersTable,
      'role' | 'mlro' | 'passwordHash' | 'displayName' | 'photoUrl' | 'emailVerifiedAt'
    >
  >,
  now: Date,
) {
  return db
    .updateTable('users')
    .set({ ...changes, updatedAt: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Marks the address verified unless it already is; answers whether it changed. */
export async function setEmailVerified(db: Db, id: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ emailVerifiedAt: at, updatedAt: at })
    .where('id', '=', id)
    .where('emailVerifiedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Role and MLRO flag in one statement: the table's check holds at every step. */
export function setRoleAndMlro(db: Db, id: string, role: Role, mlro: boolean, now: Date) {
  return updateUser(db, id, { role, mlro }, now);
}

/** The branches a Staff user works at, by key. */
export async function branchesOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('userBranches')
    .select('branchKey')
    .where('userId', '=', userId)
    .orderBy('branchKey')
    .execute();
  return rows.map((row) => row.branchKey);
}

/** Every Staff user's branch keys, by user id. */
export async function branchesByUser(db: Db): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('userBranches')
    .select(['userId', 'branchKey'])
    .orderBy('userId')
    .orderBy('branchKey')
    .execute();
  const byUser = new Map<string, string[]>();
  for (const { userId, branchKey } of rows) {
    byUser.set(userId, [...(byUser.get(userId) ?? []), branchKey]);
  }
  return byUser;
}

/** Makes `branchKeys` the user's branches, replacing whatever they had. */
export async function replaceBranches(db: Db, userId: string, branchKeys: readonly string[]) {
  await db.deleteFrom('userBranches').where('userId', '=', userId).execute();
  if (branchKeys.length === 0) return;
  await db
    .insertInto('userBranches')
    .values(branchKeys.map((branchKey) => ({ userId, branchKey })))
    .execute();
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
