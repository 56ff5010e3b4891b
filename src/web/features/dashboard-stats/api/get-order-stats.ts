import { useQuery } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Orders per status, and orders and GBP volume per day for the last 30 days. */
export function useOrderStats() {
  return useQuery({
    queryKey: queryKeys.orderStats,
    queryFn: ({ signal }) => answer(api.GET('/api/stats', { signal })),
  });
}
