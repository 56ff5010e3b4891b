import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';
import { refreshOrders } from './refresh-orders.ts';

/**
 * Deletes an order; the server keeps it with status Deleted. A completed order needs an Admin's
 * `reason`; an open one is the spec's bare call.
 */
export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
      answer(
        api.DELETE('/api/deleteOrder/{id}', {
          params: { path: { id } },
          body: reason === undefined ? null : { reason },
        }),
      ),
    onSettled: () => refreshOrders(queryClient),
  });
}
