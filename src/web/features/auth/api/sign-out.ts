import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';
import { setSessionUser } from './get-session.ts';

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => answer(api.POST('/api/auth/sign-out')),
    onSuccess: () => setSessionUser(queryClient, null),
  });
}
