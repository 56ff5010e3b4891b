import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { setSessionUser } from './get-session.ts';

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<void>('POST', '/api/auth/sign-out'),
    onSuccess: () => setSessionUser(queryClient, null),
  });
}
