import { useQuery } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';

export const USERS_KEY = ['allusers'];

/** The spec's `allusers` call: every user, oldest account first. */
export function useUsers() {
  return useQuery({
    queryKey: USERS_KEY,
    queryFn: ({ signal }) => answer(api.GET('/api/allusers', { signal })),
  });
}
