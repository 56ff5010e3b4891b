import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from '#web/lib/toast.ts';

export type RateCheckState =
  { step: 'unchecked' } | { step: 'checking' } | { step: 'checked'; rate: number };

/**
 * Where the Check stands for the code now in the form: a check of another code (the code was
 * edited since) counts for nothing, so Add and Update need a check of exactly this code.
 */
export function rateCheckState(
  check: UseMutationResult<{ rate: number }, Error, string>,
  code: string,
): RateCheckState {
  if (check.variables !== code) return { step: 'unchecked' };
  if (check.isPending) return { step: 'checking' };
  if (check.isSuccess) return { step: 'checked', rate: check.data.rate };
  return { step: 'unchecked' };
}

/** The spec's message for a failed check; a code that is not three letters fails it at once. */
const WRONG_CURRENCY = 'Wrong currency tried';

/** Runs the Check for `code`; a failure is told in a toast (the server's message). */
export function checkCode(check: UseMutationResult<{ rate: number }, Error, string>, code: string) {
  if (!/^[A-Z]{3}$/.test(code)) {
    toast.error(WRONG_CURRENCY);
    return;
  }
  check.mutate(code, { onError: (error) => toast.error(error.message) });
}
