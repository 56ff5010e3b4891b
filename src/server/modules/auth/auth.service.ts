import type { Kysely } from 'kysely';
import type { PasswordPolicy } from '#shared/domain/password-policy.ts';
import { AUTH_MESSAGES, type Credentials } from '#shared/schemas/user.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { UserRow, UserService } from '#server/modules/users/index.ts';
import type { EmailVerification } from './email-verification/email-verification.service.ts';
import {
  assertPasswordAllowed,
  hashPassword,
  needsRehash,
  verifyAgainstNothing,
  verifyPassword,
} from './passwords.ts';

export function createAuthService(
  db: Kysely<Database>,
  users: UserService,
  verification: EmailVerification,
  policy: PasswordPolicy,
) {
  return {
    /**
     * A new account with role `user`, usable at once but unverified: the link that verifies it
     * is queued to its address (through `siteUrl`) in the transaction that creates it.
     */
    async signUp({ email, password }: Credentials, siteUrl: string): Promise<UserRow> {
      await assertPasswordAllowed(password, policy);
      const passwordHash = await hashPassword(password);
      const sendLink = await verification.prepareLink(siteUrl);
      return db.transaction().execute(async (trx) => {
        const user = await users.create({ email, passwordHash }, trx);
        await sendLink(trx, user);
        return user;
      });
    },

    /** The account, when the password matches; a wrong e-mail and a wrong password look alike. */
    async signIn({ email, password }: Credentials): Promise<UserRow> {
      const user = await users.findByEmail(email);
      const matches = user?.passwordHash
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstNothing(password);
      if (!user?.passwordHash || !matches) {
        throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.wrongCredentials);
      }
      if (needsRehash(user.passwordHash)) {
        await users.setPasswordHash(user.id, await hashPassword(password));
      }
      return user;
    },
  };
}
