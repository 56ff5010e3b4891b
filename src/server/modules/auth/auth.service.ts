import type { PasswordPolicy } from '../../../shared/domain/password-policy.ts';
import { AUTH_MESSAGES, type Credentials } from '../../../shared/schemas/user.ts';
import { AppError } from '../../errors.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { UserService } from '../users/users.service.ts';
import {
  assertPasswordAllowed,
  hashPassword,
  needsRehash,
  verifyAgainstNothing,
  verifyPassword,
} from './passwords.ts';

export function createAuthService(users: UserService, policy: PasswordPolicy) {
  return {
    /** A new account with role `user`. */
    async signUp({ email, password }: Credentials): Promise<UserRow> {
      assertPasswordAllowed(password, policy);
      return users.create({ email, passwordHash: await hashPassword(password) });
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
