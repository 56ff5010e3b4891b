import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '../../../../shared/schemas/order.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { refreshOrders } from './refresh-orders.ts';

/** Deletes an order; the server keeps it with status Deleted. */
export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiSend<OrderView>('DELETE', `/api/deleteOrder/${encodeURIComponent(id)}`),
    onSettled: () => refreshOrders(queryClient),
  });
}
