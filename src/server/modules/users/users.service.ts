import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Role, SessionUser, UserRecord } from '../../../shared/schemas/user.ts';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { SessionService } from '../sessions/sessions.service.ts';
import {
  countAdmins,
  findIdentity,
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertUser,
  listUsers,
  setRole,
  updateUser,
  type UserRow,
} from './users.repository.ts';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toSessionUser(user: UserRow): SessionUser {
  return {
    email: user.email,
    role: user.role,
    displayName: user.displayName,
    photoURL: user.photoUrl,
  };
}

export function toUserRecord(user: UserRow): UserRecord {
  return { _id: user.id, email: user.email, role: user.role };
}

export interface NewUser {
  email: string;
  role?: Role;
  passwordHash?: string | null;
  displayName?: string | null;
  photoUrl?: string | null;
}

export interface ExternalIdentity {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  displayName: string | null;
  photoUrl: string | null;
}

export function createUserService(db: Kysely<Database>, sessions: SessionService) {
  async function create(user: NewUser, into = db): Promise<UserRow> {
    const now = new Date();
    try {
      return await insertUser(into, {
        id: randomUUID(),
        email: normalizeEmail(user.email),
        role: user.role ?? 'user',
        passwordHash: user.passwordHash ?? null,
        displayName: user.displayName ?? null,
        photoUrl: user.photoUrl ?? null,
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError(
          'CONFLICT',
          'An account with this email already exists. Sign in instead.',
        );
      }
      throw error;
    }
  }

  return {
    create,
    findById: (id: string) => findUserById(db, id),
    findByEmail: (email: string) => findUserByEmail(db, normalizeEmail(email)),
    setPasswordHash: (id: string, passwordHash: string) => updateUser(db, id, { passwordHash }),

    async list(): Promise<UserRecord[]> {
      return (await listUsers(db)).map(toUserRecord);
    },

    async isAdmin(email: string): Promise<boolean> {
      return (await findUserByEmail(db, normalizeEmail(email)))?.role === 'Admin';
    },

    /**
     * Gives or takes the Admin role, audited (actor null: the system). The last Admin keeps the role, and every session
     * of the user ends so the new role applies at their next sign-in.
     */
    async changeRole(actor: string | null, email: string, role: Role): Promise<UserRecord> {
      const { user, changed } = await db.transaction().execute(async (trx) => {
        const user = await findUserByEmail(trx, normalizeEmail(email));
        if (!user) throw new AppError('NOT_FOUND', `No user with the email ${email}`);
        if (user.role === role) return { user, changed: false };
        if (user.role === 'Admin' && (await countAdmins(trx)) <= 1) {
          throw new AppError('CONFLICT', 'The last Admin cannot lose the Admin role');
        }
        const changed = await setRole(trx, user.id, role);
        await recordAudit(trx, {
          actor,
          action: role === 'Admin' ? 'user.make-admin' : 'user.remove-admin',
          entityType: 'user',
          entityId: user.id,
          before: { role: user.role },
          after: { role },
        });
        return { user: changed, changed: true };
      });
      if (changed) await sessions.endAllForUser(user.id);
      return toUserRecord(user);
    },

    /** Start-up: the configured account exists and is Admin (its password is set only if it has none). */
    async ensureAdmin(email: string, passwordHash: () => Promise<string>): Promise<void> {
      const existing = await findUserByEmail(db, normalizeEmail(email));
      if (!existing) {
        const user = await create({ email, role: 'Admin', passwordHash: await passwordHash() });
        await recordAudit(db, {
          actor: null,
          action: 'user.bootstrap-admin',
          entityType: 'user',
          entityId: user.id,
          after: { role: 'Admin' },
        });
        return;
      }
      if (existing.passwordHash === null) {
        await updateUser(db, existing.id, { passwordHash: await passwordHash() });
      }
      if (existing.role !== 'Admin') await this.changeRole(null, email, 'Admin');
    },

    /**
     * The user behind an external sign-in: found by issuer and subject; else linked to the
     * account with the same e-mail when the provider has verified it; else created as `user`.
     */
    async findOrCreateFromIdentity(identity: ExternalIdentity): Promise<UserRow> {
      const linked = await findIdentity(db, identity.issuer, identity.subject);
      if (linked) return (await findUserById(db, linked.userId))!;
      if (!identity.email || !identity.emailVerified) {
        throw new AppError('FORBIDDEN', 'Your Google account has no verified email address');
      }
      const email = identity.email;
      return db.transaction().execute(async (trx) => {
        const user =
          (await findUserByEmail(trx, normalizeEmail(email))) ??
          (await create(
            { email, displayName: identity.displayName, photoUrl: identity.photoUrl },
            trx,
          ));
        await insertIdentity(trx, {
          id: randomUUID(),
          userId: user.id,
          issuer: identity.issuer,
          subject: identity.subject,
          email: normalizeEmail(email),
          createdAt: new Date(),
        });
        if (!user.displayName && !user.photoUrl && (identity.displayName || identity.photoUrl)) {
          return updateUser(trx, user.id, {
            displayName: identity.displayName,
            photoUrl: identity.photoUrl,
          });
        }
        return user;
      });
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
