import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Credentials, SessionResponse } from '../../../../shared/schemas/user.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { setSessionUser } from './get-session.ts';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials) =>
      apiSend<SessionResponse>('POST', '/api/auth/sign-in', credentials),
    onSuccess: ({ user }) => setSessionUser(queryClient, user),
  });
}
