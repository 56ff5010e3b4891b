import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';
import { refreshOrders } from './refresh-orders.ts';

/** The spec's accept call, a GET (the server still refuses it from another site). */
export function useAcceptOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      answer(api.GET('/api/pendingToAceept/{id}', { params: { path: { id } } })),
    // Refreshed after a failure too: a 409 means another member of staff moved the order.
    onSettled: () => refreshOrders(queryClient),
  });
}
