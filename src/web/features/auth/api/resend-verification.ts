import { useMutation } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';

/** Sends the signed-in user's verification link again. */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => answer(api.POST('/api/auth/verification-email')),
  });
}
