import { useQuery } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const branchStockKey = (branchKey: string) => [...queryKeys.stock, branchKey];

/** Every currency's notes at a branch: on hand, held by open orders, and available. */
export function useBranchStock(branchKey: string) {
  return useQuery({
    queryKey: branchStockKey(branchKey),
    queryFn: ({ signal }) =>
      answer(api.GET('/api/stock/{branchKey}', { params: { path: { branchKey } }, signal })),
    enabled: branchKey !== '',
  });
}
