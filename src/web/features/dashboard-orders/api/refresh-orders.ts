import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * After a staff action every order list, the counters and the order's details are out of date,
 * and so is the branch's stock: completing pays notes out or takes them in, deleting releases them.
 */
export function refreshOrders(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['orders'] }),
    queryClient.invalidateQueries({ queryKey: queryKeys.orderStats }),
    queryClient.invalidateQueries({ queryKey: ['order-details'] }),
    queryClient.invalidateQueries({ queryKey: queryKeys.stock }),
  ]);
}
