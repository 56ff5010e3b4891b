import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Credentials } from '#shared/schemas/user.ts';
import { answer, api } from '#web/lib/api-client.ts';
import { setSessionUser } from './get-session.ts';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials) =>
      answer(api.POST('/api/auth/sign-in', { body: credentials })),
    onSuccess: ({ user }) => setSessionUser(queryClient, user),
  });
}
