import { useQuery } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';

/** The branches the signed-in member of staff works at (every branch for an Admin), in order. */
export function useMyBranches() {
  return useQuery({
    queryKey: ['my-branches'],
    queryFn: ({ signal }) => answer(api.GET('/api/my-branches', { signal })),
    staleTime: 5 * 60_000,
  });
}
