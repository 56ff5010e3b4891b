import { useQuery } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';

export const goingLiveKey = ['going-live'] as const;

/** What is still example data or unsafe in production (Admins only). */
export function useGoingLive() {
  return useQuery({
    queryKey: goingLiveKey,
    queryFn: ({ signal }) => answer(api.GET('/api/going-live', { signal })),
    select: (data) => data.checks,
  });
}
