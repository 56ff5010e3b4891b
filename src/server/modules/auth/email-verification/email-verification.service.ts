/**
 * Proof that an account's e-mail address belongs to whoever signed up with it: sign-up queues a
 * link to the address (single use, valid for 24 hours, stored as its SHA-256), and following it
 * marks the account verified. Only verified accounts can be made Admin.
 */
import type { Kysely } from 'kysely';
import type { EmailVerificationOutcome } from '#shared/email-verification.ts';
import type { Db } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import { hashSecretToken, newSecretToken } from '#server/secret-token.ts';
import type { BusinessService } from '#server/modules/business/index.ts';
import { enqueueMail } from '#server/modules/mail/index.ts';
import { emailVerificationMail } from './email-verification.mail.ts';
import type { UserRow, UserService } from '#server/modules/users/index.ts';
import {
  deleteUserVerificationTokens,
  insertVerificationToken,
  takeVerificationToken,
} from './email-verification.repository.ts';
import { systemClock, type Clock } from '#server/clock.ts';

export const VERIFY_PATH = '/api/auth/verify';
export const LINK_VALID_MS = 24 * 3_600_000;

export function createEmailVerification(
  db: Kysely<Database>,
  users: UserService,
  business: BusinessService,
  clock: Clock = systemClock,
) {
  return {
    /**
     * Returns what queues the link to a new account's address, to call inside the transaction
     * that creates the account. The mail's footer is read here, before that transaction.
     */
    async prepareLink(siteUrl: string) {
      const profile = await business.profile();
      return async (trx: Db, user: UserRow): Promise<void> => {
        const token = newSecretToken(32);
        const now = clock.now();
        await insertVerificationToken(trx, {
          id: hashSecretToken(token),
          userId: user.id,
          createdAt: now,
          expiresAt: new Date(now.getTime() + LINK_VALID_MS),
        });
        const link = `${siteUrl}${VERIFY_PATH}?token=${encodeURIComponent(token)}`;
        await enqueueMail(trx, emailVerificationMail(user.email, link, profile), now);
      };
    },

    /** Queues a new link to an account that has not verified its address yet. */
    async resend(user: UserRow, siteUrl: string): Promise<void> {
      const sendLink = await this.prepareLink(siteUrl);
      await db.transaction().execute((trx) => sendLink(trx, user));
    },

    /** Uses up the token and verifies its account; an unknown, used or expired one changes nothing. */
    async verify(token: string): Promise<Exclude<EmailVerificationOutcome, 'throttled'>> {
      return db.transaction().execute(async (trx) => {
        const userId = await takeVerificationToken(trx, hashSecretToken(token), clock.now());
        const user = userId === undefined ? undefined : await users.findById(userId, trx);
        if (!user) return 'invalid';
        await users.markEmailVerified(trx, user, 'link');
        // Any other link sent to the account has nothing left to prove.
        await deleteUserVerificationTokens(trx, user.id);
        return 'verified';
      });
    },
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
