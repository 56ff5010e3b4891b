import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdCheck } from '#shared/schemas/order.ts';
import { answer, api } from '#web/lib/api-client.ts';
import { refreshOrders } from './refresh-orders.ts';

/** The notes a Click & Sell customer handed in, by currency and face value. */
export type NotesReceived = Record<string, Record<string, number>>;

/**
 * Completes an accepted order with the customer's ID check; a Click & Sell order may record the
 * notes received, which go into the branch's stock.
 */
export function useCompleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      idCheck,
      notesReceived,
    }: {
      id: string;
      idCheck: IdCheck;
      notesReceived?: NotesReceived;
    }) =>
      answer(
        api.PUT('/api/acceptedToCompleted/{id}', {
          params: { path: { id } },
          body: { idCheck, ...(notesReceived && { notesReceived }) },
        }),
      ),
    onSettled: () => refreshOrders(queryClient),
  });
}
