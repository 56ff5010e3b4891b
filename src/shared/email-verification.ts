/**
 * The words of e-mail verification that the browser shows. Free of zod on purpose: the
 * storefront's entry bundle imports it.
 */

/**
 * Following a verification link ends on the home page with `?emailVerification=<outcome>`,
 * which the storefront shows as a toast.
 */
export const EMAIL_VERIFICATION_PARAM = 'emailVerification';

export const EMAIL_VERIFICATION_OUTCOMES = {
  verified: 'Thank you: your email address is verified',
  invalid:
    'This verification link has expired or was already used. Signed in, you can have a new one sent from the account menu.',
  // AUTH_MESSAGES.tooManyAttempts, written out (a test checks the two agree).
  throttled: 'Too many attempts. Please wait a few minutes and try again.',
} as const;
export type EmailVerificationOutcome = keyof typeof EMAIL_VERIFICATION_OUTCOMES;

/** Beside a disabled Make Admin: why that account cannot be made an Admin yet. */
export const NOT_VERIFIED_REASON = 'Email not verified yet';
