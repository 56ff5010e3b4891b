import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';
import { USERS_KEY } from './get-users.ts';

/** Takes the Admin role away; the server refuses it for the last Admin. */
export function useRemoveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      answer(api.PUT('/api/remove-admin/{email}', { params: { path: { email } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
