import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '../../../../shared/schemas/order.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { refreshOrders } from './refresh-orders.ts';

/** The spec's accept call, a GET (the server still refuses it from another site). */
export function useAcceptOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiGet<OrderView>(`/api/pendingToAceept/${encodeURIComponent(id)}`),
    // Refreshed after a failure too: a 409 means another member of staff moved the order.
    onSettled: () => refreshOrders(queryClient),
  });
}
