import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import {
  EMAIL_VERIFICATION_OUTCOMES,
  EMAIL_VERIFICATION_PARAM,
  type EmailVerificationOutcome,
} from '#shared/email-verification.ts';
import { toast } from '#web/lib/toast.ts';

const isOutcome = (value: string): value is EmailVerificationOutcome =>
  Object.hasOwn(EMAIL_VERIFICATION_OUTCOMES, value);

/**
 * Where an e-mail verification link ends: the server redirects to the site with
 * `?emailVerification=<outcome>`, shown here as a toast. The parameter is then dropped, so that a
 * reload does not repeat the message.
 */
export function EmailVerificationToast() {
  const [searchParams, setSearchParams] = useSearchParams();
  const outcome = searchParams.get(EMAIL_VERIFICATION_PARAM);

  useEffect(() => {
    if (outcome === null) return;
    if (isOutcome(outcome)) {
      const message = EMAIL_VERIFICATION_OUTCOMES[outcome];
      const options = { toastId: `email-verification-${outcome}` };
      if (outcome === 'verified') toast.success(message, options);
      else toast.error(message, options);
    }
    setSearchParams(
      (params) => {
        params.delete(EMAIL_VERIFICATION_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [outcome, setSearchParams]);

  return null;
}
