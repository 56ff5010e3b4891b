import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  AUTH_MESSAGES,
  MLRO_NEEDS_STAFF_ACCESS,
  type Role,
  type SessionUser,
  type UserAccessBody,
  type UserRecord,
} from '#shared/schemas/user.ts';
import type { Db, DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, refusal } from '../../errors.ts';
import { recordAudit } from '#server/modules/audit/index.ts';
import { hashPassword, verifyPassword } from '#server/modules/auth/index.ts';
import type { SessionService } from '#server/modules/sessions/index.ts';
import {
  anyAdmin,
  anyMlro,
  findIdentity,
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertUser,
  listUsers,
  lockAdmins,
  lockUserByEmail,
  replaceBranches,
  setEmailVerified,
  branchesByUser,
  branchesOf,
  setRoleAndMlro,
  updateUser,
} from './users.repository.ts';
import type { UserRow } from './users.table.ts';
import { systemClock, type Clock } from '#server/clock.ts';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** `branches`: the keys of the branches a Staff user works at (empty for anyone else). */
export function toSessionUser(user: UserRow, branches: string[]): SessionUser {
  return {
    email: user.email,
    role: user.role,
    displayName: user.displayName,
    photoURL: user.photoUrl,
    emailVerified: user.emailVerifiedAt !== null,
    branches,
    mlro: user.mlro,
  };
}

export function toUserRecord(user: UserRow, branches: string[]): UserRecord {
  return {
    _id: user.id,
    email: user.email,
    role: user.role,
    emailVerified: user.emailVerifiedAt !== null,
    branches,
    mlro: user.mlro,
  };
}

/** A user's role, for Staff the keys of their branches, and whether they are the MLRO. */
type Access = Pick<UserRecord, 'role' | 'branches' | 'mlro'>;

export interface NewUser {
  email: string;
  role?: Role;
  passwordHash?: string | null;
  displayName?: string | null;
  photoUrl?: string | null;
  /** Whether the address is already proven theirs (Google said so, or the operator vouches). */
  emailVerified?: boolean;
}

/** Who proved an address: its owner following the e-mailed link, Google, or the operator. */
export type VerifiedBy = 'link' | 'google' | 'bootstrap';

export interface ExternalIdentity {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  displayName: string | null;
  photoUrl: string | null;
}

export function createUserService(
  db: Kysely<Database>,
  dialect: DialectName,
  sessions: SessionService,
  clock: Clock = systemClock,
) {
  async function create(user: NewUser, into = db): Promise<UserRow> {
    const now = clock.now();
    try {
      return await insertUser(into, {
        id: randomUUID(),
        email: normalizeEmail(user.email),
        role: user.role ?? 'user',
        passwordHash: user.passwordHash ?? null,
        displayName: user.displayName ?? null,
        photoUrl: user.photoUrl ?? null,
        emailVerifiedAt: user.emailVerified ? now : null,
        mlro: false,
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

  /** Records that the address is proven theirs, audited; false when it already was. */
  async function markEmailVerified(into: Db, user: UserRow, by: VerifiedBy): Promise<boolean> {
    if (!(await setEmailVerified(into, user.id, clock.now()))) return false;
    await recordAudit(into, {
      at: clock.now(),
      actor: by === 'bootstrap' ? null : user.email,
      action: 'user.verify-email',
      entityType: 'user',
      entityId: user.id,
      before: { emailVerified: false },
      after: { emailVerified: true, by },
    });
    return true;
  }

  /**
   * Sets the user's role and branches to what `next` makes of their current ones, audited (actor
   * null: the system). Only an account with a verified address becomes Staff, Admin or the MLRO;
   * the last Admin keeps the role; only Staff have branches; only Staff and Admins stay MLRO (a
   * user losing that access loses the flag with it); and when anything changes, every session of
   * the user ends, so the new access applies from their next sign-in.
   */
  async function changeAccess(
    actor: string | null,
    email: string,
    action: 'user.make-admin' | 'user.remove-admin' | 'user.set-access',
    next: (current: Access) => Access,
  ): Promise<UserRecord> {
    const { user, branches, changed } = await db.transaction().execute(async (trx) => {
      // Locked before anything is read: of two Admins removing each other at once, the second
      // waits for the first to commit, then sees that it is no longer an Admin.
      const admins = await lockAdmins(trx, dialect);
      if (actor !== null && !admins.some((admin) => admin.email === actor)) {
        throw new AppError('FORBIDDEN', AUTH_MESSAGES.staffOnly);
      }
      // Locked too, so that two changes of one user's branches run one after the other.
      const user = await lockUserByEmail(trx, dialect, normalizeEmail(email));
      if (!user) throw new AppError('NOT_FOUND', `No user with the email ${email}`);
      // Sorted here, as `after` is: the database's collation may order keys otherwise.
      const before: Access = {
        role: user.role,
        branches: (await branchesOf(trx, user.id)).sort(),
        mlro: user.mlro,
      };
      const wanted = next(before);
      const after: Access = {
        role: wanted.role,
        branches: wanted.role === 'Staff' ? [...new Set(wanted.branches)].sort() : [],
        mlro: wanted.role !== 'user' && wanted.mlro,
      };
      if (
        before.role === after.role &&
        before.branches.join() === after.branches.join() &&
        before.mlro === after.mlro
      ) {
        return { user, branches: before.branches, changed: false };
      }
      // Staff and Admins read customers' data: only an address its owner has shown is theirs.
      if (after.role !== user.role && user.emailVerifiedAt === null) {
        if (after.role === 'Admin')
          throw refusal('CONFLICT', 'ADDRESS_NOT_VERIFIED', AUTH_MESSAGES.notVerifiedForAdmin);
        if (after.role === 'Staff')
          throw refusal('CONFLICT', 'ADDRESS_NOT_VERIFIED', AUTH_MESSAGES.notVerifiedForStaff);
      }
      if (after.mlro && !before.mlro && user.emailVerifiedAt === null) {
        throw refusal('CONFLICT', 'ADDRESS_NOT_VERIFIED', AUTH_MESSAGES.notVerifiedForMlro);
      }
      if (user.role === 'Admin' && after.role !== 'Admin' && admins.length <= 1) {
        throw refusal('CONFLICT', 'LAST_ADMIN', 'The last Admin cannot lose the Admin role');
      }
      const changed =
        user.role === after.role && user.mlro === after.mlro
          ? user
          : await setRoleAndMlro(trx, user.id, after.role, after.mlro, clock.now());
      await replaceBranches(trx, user.id, after.branches);
      await recordAudit(trx, {
        at: clock.now(),
        actor,
        action,
        entityType: 'user',
        entityId: user.id,
        before,
        after,
      });
      return { user: changed, branches: after.branches, changed: true };
    });
    if (changed) await sessions.endAllForUser(user.id);
    return toUserRecord(user, branches);
  }

  return {
    create,
    markEmailVerified,
    findById: (id: string, into: Db = db) => findUserById(into, id),
    branchesOf: (userId: string) => branchesOf(db, userId),
    findByEmail: (email: string) => findUserByEmail(db, normalizeEmail(email)),
    setPasswordHash: (id: string, passwordHash: string) =>
      updateUser(db, id, { passwordHash }, clock.now()),

    async list(): Promise<UserRecord[]> {
      const [users, branches] = await Promise.all([listUsers(db), branchesByUser(db)]);
      return users.map((user) => toUserRecord(user, branches.get(user.id) ?? []));
    },

    /** Whether anyone can open the whole dashboard (the going-live check). */
    hasAdmin: () => anyAdmin(db),

    /** Whether any Staff member or Admin is the business's nominated officer (MLRO). */
    hasMlro: () => anyMlro(db),

    async isAdmin(email: string): Promise<boolean> {
      return (await findUserByEmail(db, normalizeEmail(email)))?.role === 'Admin';
    },

    /**
     * The spec's Make Admin: an Admin works at every branch, so any branches are dropped; an MLRO
     * stays one.
     */
    makeAdmin: (actor: string | null, email: string) =>
      changeAccess(actor, email, 'user.make-admin', (current) => ({
        role: 'Admin',
        branches: [],
        mlro: current.mlro,
      })),

    /**
     * Takes the Admin role away (the user becomes `user`, and so no longer the MLRO); anyone else
     * is left as they are.
     */
    removeAdmin: (actor: string, email: string) =>
      changeAccess(actor, email, 'user.remove-admin', (current) =>
        current.role === 'Admin' ? { role: 'user', branches: [], mlro: false } : current,
      ),

    /**
     * Sets the user's role, for Staff the branches they work at (each a known branch), and, when
     * `mlro` is given, whether they are the MLRO (only Staff or an Admin can be).
     */
    setAccess(actor: string, email: string, access: UserAccessBody, branchKeys: readonly string[]) {
      const unknown = access.branches.filter((key) => !branchKeys.includes(key));
      if (access.role === 'Staff' && unknown.length > 0) {
        const message = `No branch with the key ${unknown.join(', ')}`;
        throw new AppError('BAD_REQUEST', message, [{ path: 'branches', message }]);
      }
      if (access.mlro === true && access.role === 'user') {
        const message = MLRO_NEEDS_STAFF_ACCESS;
        throw new AppError('BAD_REQUEST', message, [{ path: 'mlro', message }]);
      }
      return changeAccess(actor, email, 'user.set-access', (current) => ({
        role: access.role,
        branches: access.branches,
        mlro: access.mlro ?? current.mlro,
      }));
    },

    /**
     * Start-up with ADMIN_EMAIL and ADMIN_PASSWORD: that account exists and is Admin, and one line
     * says so. An account someone already signed up with that address becomes Admin only when
     * ADMIN_PASSWORD is its password or its address is verified: whoever registers the operator's
     * address first must not get Admin. Otherwise nobody is promoted and one error line says why.
     */
    async ensureAdmin(
      admin: { email: string; password: string },
      log: Pick<FastifyBaseLogger, 'info' | 'error'>,
    ): Promise<void> {
      const email = normalizeEmail(admin.email);
      const existing = await findUserByEmail(db, email);
      // A Google-only account gets the configured password, so the operator can sign in with it.
      const passwordHash = existing?.passwordHash ?? (await hashPassword(admin.password));

      if (!existing) {
        try {
          await db.transaction().execute(async (trx) => {
            // The operator vouches for the address they configured.
            const user = await create(
              { email, role: 'Admin', passwordHash, emailVerified: true },
              trx,
            );
            await recordAudit(trx, {
              at: clock.now(),
              actor: null,
              action: 'user.bootstrap-admin',
              entityType: 'user',
              entityId: user.id,
              after: { role: 'Admin' },
            });
          });
        } catch (error) {
          // Another worker or server starting at the same moment made it first: found, then.
          if (error instanceof AppError && error.code === 'CONFLICT') {
            return this.ensureAdmin(admin, log);
          }
          throw error;
        }
        log.info({ email, account: 'created' }, 'Admin account ready');
        return;
      }

      if (existing.role !== 'Admin') {
        const knowsPassword =
          existing.passwordHash !== null &&
          (await verifyPassword(existing.passwordHash, admin.password));
        if (!knowsPassword && existing.emailVerifiedAt === null) {
          log.error(
            { email },
            'Nobody was made Admin: someone has already signed up with ADMIN_EMAIL, that account has not verified its address, and its password is not ADMIN_PASSWORD. If the account is yours, set ADMIN_PASSWORD to its password or follow the verification link e-mailed to that address; if it is not, choose another ADMIN_EMAIL. Then restart.',
          );
          return;
        }
        // An operator who knows the account's password vouches for its address.
        if (knowsPassword) await markEmailVerified(db, existing, 'bootstrap');
      }
      if (existing.passwordHash === null)
        await updateUser(db, existing.id, { passwordHash }, clock.now());
      if (existing.role !== 'Admin') await this.makeAdmin(null, email);
      log.info(
        { email, account: existing.role === 'Admin' ? 'existing' : 'promoted' },
        'Admin account ready',
      );
    },

    /**
     * The user behind an external sign-in: found by issuer and subject; else linked to the
     * account with the same e-mail when the provider has verified it; else created as `user`.
     * The provider's word verifies the address. An account whose address was unverified until
     * then loses its password and its sessions: whoever set them never proved the address, and
     * may be someone who signed up with it first.
     */
    async findOrCreateFromIdentity(identity: ExternalIdentity): Promise<UserRow> {
      const linked = await findIdentity(db, identity.issuer, identity.subject);
      if (linked) {
        const user = await findUserById(db, linked.userId);
        // Identities go with their user (on delete cascade).
        if (!user) throw new Error(`Identity of a user that does not exist: ${linked.userId}`);
        return user;
      }
      if (!identity.email || !identity.emailVerified) {
        throw new AppError('FORBIDDEN', 'Your Google account has no verified email address');
      }
      const email = normalizeEmail(identity.email);
      const { user, claimed } = await db.transaction().execute(async (trx) => {
        const existing = await findUserByEmail(trx, email);
        let user =
          existing ??
          (await create(
            {
              email,
              displayName: identity.displayName,
              photoUrl: identity.photoUrl,
              emailVerified: true,
            },
            trx,
          ));
        await insertIdentity(trx, {
          id: randomUUID(),
          userId: user.id,
          issuer: identity.issuer,
          subject: identity.subject,
          email,
          createdAt: clock.now(),
        });
        const claimed =
          existing !== undefined && (await markEmailVerified(trx, existing, 'google'));
        if (claimed) {
          user = await updateUser(trx, user.id, { passwordHash: null }, clock.now());
          if (existing.passwordHash !== null) {
            await recordAudit(trx, {
              at: clock.now(),
              actor: email,
              action: 'user.remove-unproven-password',
              entityType: 'user',
              entityId: user.id,
              before: { password: true },
              after: { password: false },
            });
          }
        }
        if (!user.displayName && !user.photoUrl && (identity.displayName || identity.photoUrl)) {
          user = await updateUser(
            trx,
            user.id,
            { displayName: identity.displayName, photoUrl: identity.photoUrl },
            clock.now(),
          );
        }
        return { user, claimed };
      });
      if (claimed) await sessions.endAllForUser(user.id);
      return user;
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
