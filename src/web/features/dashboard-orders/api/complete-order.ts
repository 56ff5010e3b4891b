import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '../../../../shared/schemas/order.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { refreshOrders } from './refresh-orders.ts';

export function useCompleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiSend<OrderView>('PUT', `/api/acceptedToCompleted/${encodeURIComponent(id)}`),
    onSettled: () => refreshOrders(queryClient),
  });
}
