import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';
import { USERS_KEY } from './get-users.ts';

/** The spec's `updateUser`: makes the user an Admin; the list is fetched again. */
export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      answer(api.PUT('/api/updateUser/{email}', { params: { path: { email } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
