import { useQuery } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';

export const collectionDaysKey = (branchKey: string) => ['collection-days', branchKey] as const;

/**
 * The next 14 days at a branch (UK local), with when an order placed now is ready on each. Asked
 * again after a minute: "ready from" moves on with the clock.
 */
export function useCollectionDays(branchKey: string) {
  return useQuery({
    queryKey: collectionDaysKey(branchKey),
    queryFn: ({ signal }) =>
      answer(
        api.GET('/api/branches/{key}/collection-days', {
          params: { path: { key: branchKey } },
          signal,
        }),
      ),
    enabled: branchKey !== '',
    staleTime: 60_000,
  });
}
