import type { QueryClient } from '@tanstack/react-query';

/** After a staff action every order list, the counters and the order's details are out of date. */
export function refreshOrders(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['orders'] }),
    queryClient.invalidateQueries({ queryKey: ['order-stats'] }),
    queryClient.invalidateQueries({ queryKey: ['order-details'] }),
  ]);
}
