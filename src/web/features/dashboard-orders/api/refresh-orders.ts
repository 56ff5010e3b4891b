import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';

/** After a staff action every order list, the counters and the order's details are out of date. */
export function refreshOrders(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['orders'] }),
    queryClient.invalidateQueries({ queryKey: queryKeys.orderStats }),
    queryClient.invalidateQueries({ queryKey: ['order-details'] }),
  ]);
}
