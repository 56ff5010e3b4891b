import { useQuery } from '@tanstack/react-query';
import type { UserRecord } from '../../../../shared/schemas/user.ts';
import { apiGet } from '../../../lib/api-client.ts';

export const USERS_KEY = ['allusers'];

/** The spec's `allusers` call: every user, oldest account first. */
export function useUsers() {
  return useQuery({
    queryKey: USERS_KEY,
    queryFn: ({ signal }) => apiGet<UserRecord[]>('/api/allusers', signal),
  });
}
