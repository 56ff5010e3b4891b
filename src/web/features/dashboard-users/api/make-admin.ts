import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserRecord } from '../../../../shared/schemas/user.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { USERS_KEY } from './get-users.ts';

/** The spec's `updateUser`: makes the user an Admin; the list is fetched again. */
export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiSend<UserRecord>('PUT', `/api/updateUser/${encodeURIComponent(email)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
