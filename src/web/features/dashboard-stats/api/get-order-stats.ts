import { useQuery } from '@tanstack/react-query';
import type { OrderStats } from '../../../../shared/schemas/order.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Orders per status, and orders and GBP volume per day for the last 30 days. */
export function useOrderStats() {
  return useQuery({
    queryKey: queryKeys.orderStats,
    queryFn: ({ signal }) => apiGet<OrderStats>('/api/stats', signal),
  });
}
