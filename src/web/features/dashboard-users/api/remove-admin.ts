import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserRecord } from '../../../../shared/schemas/user.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { USERS_KEY } from './get-users.ts';

/** Takes the Admin role away; the server refuses it for the last Admin. */
export function useRemoveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiSend<UserRecord>('PUT', `/api/remove-admin/${encodeURIComponent(email)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
