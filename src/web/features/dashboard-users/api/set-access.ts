import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserAccessBody } from '#shared/schemas/user.ts';
import { answer, api } from '#web/lib/api-client.ts';
import { USERS_KEY } from './get-users.ts';

/** Sets a user's role and, for Staff, their branches; the list is fetched again. */
export function useSetAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, access }: { email: string; access: UserAccessBody }) =>
      answer(api.PUT('/api/users/{email}/access', { params: { path: { email } }, body: access })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
