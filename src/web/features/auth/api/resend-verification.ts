import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';

/** Sends the signed-in user's verification link again. */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiSend<void>('POST', '/api/auth/verification-email'),
  });
}
