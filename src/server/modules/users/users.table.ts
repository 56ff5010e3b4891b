import type { Selectable } from 'kysely';
import type { Role } from '#shared/schemas/user.ts';

export interface UsersTable {
  id: string;
  /** Trimmed and lower-cased. */
  email: string;
  role: Role;
  displayName: string | null;
  photoUrl: string | null;
  /** argon2id; null for an account that signs in only with Google. */
  passwordHash: string | null;
  /** When the address was proven theirs (the e-mailed link, Google, the bootstrap); else null. */
  emailVerifiedAt: Date | null;
  /** The business's nominated officer (MLRO); only Staff and Admins, several at once allowed. */
  mlro: boolean;
  createdAt: Date;
  updatedAt: Date;
}
export type UserRow = Selectable<UsersTable>;

/** The branches a Staff user works at: their orders, stock and reports are all they see. */
export interface UserBranchesTable {
  userId: string;
  branchKey: string;
}

/** An external sign-in (OpenID Connect) linked to a user by issuer and subject. */
export interface UserIdentitiesTable {
  id: string;
  userId: string;
  issuer: string;
  subject: string;
  email: string | null;
  createdAt: Date;
}
