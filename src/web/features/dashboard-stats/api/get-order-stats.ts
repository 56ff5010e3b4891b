import { useQuery } from '@tanstack/react-query';
import type { OrderStats } from '../../../../shared/schemas/order.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** Orders per status, and orders and GBP volume per day for the last 30 days. */
export function useOrderStats() {
  return useQuery({
    queryKey: ['order-stats'],
    queryFn: ({ signal }) => apiGet<OrderStats>('/api/stats', signal),
  });
}
