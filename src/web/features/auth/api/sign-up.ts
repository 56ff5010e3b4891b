import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Credentials, SessionResponse } from '../../../../shared/schemas/user.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { setSessionUser } from './get-session.ts';

/** Creates an account with role user; the server signs it in at once. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials) =>
      apiSend<SessionResponse>('POST', '/api/auth/sign-up', credentials),
    onSuccess: ({ user }) => setSessionUser(queryClient, user),
  });
}
