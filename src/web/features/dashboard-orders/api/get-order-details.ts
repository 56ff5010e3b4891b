import { useSuspenseQuery } from '@tanstack/react-query';
import type { OrderDetails } from '../../../../shared/schemas/order.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** One order with its allowed actions and history; suspends until it has loaded. */
export function useOrderDetails(id: string) {
  return useSuspenseQuery({
    queryKey: ['order-details', id],
    queryFn: ({ signal }) => apiGet<OrderDetails>(`/api/details/${encodeURIComponent(id)}`, signal),
  });
}
