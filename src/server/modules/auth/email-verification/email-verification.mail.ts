/** The e-mail that proves a new account's address. */
import type { BusinessProfile } from '#shared/schemas/business.ts';
import { mailFooter, renderMail, type OutgoingMail } from '#server/modules/mail/index.ts';

/** Sent at sign-up: following the link proves that the address belongs to whoever signed up. */
export function emailVerificationMail(
  to: string,
  link: string,
  business: BusinessProfile,
): OutgoingMail {
  return renderMail({
    to,
    subject: 'Please verify your email address',
    title: 'Verify your email address',
    blocks: [
      {
        kind: 'paragraph',
        text: `Thank you for creating an account with ${business.tradingName}. Please confirm that this email address is yours: the link works once, within 24 hours.`,
      },
      { kind: 'link', text: 'Verify my email address', href: link },
      {
        kind: 'paragraph',
        text: 'If you did not create this account, please ignore this email and do not follow the link.',
      },
    ],
    footer: mailFooter(business),
  });
}
