import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '../../../../shared/schemas/order.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { refreshOrders } from './refresh-orders.ts';

/** The notes a Click & Sell customer handed in, by currency and face value. */
export type NotesReceived = Record<string, Record<string, number>>;

/**
 * Completes an accepted order: a Click & Sell order may record the notes received, which go into
 * the branch's stock; without them it is the spec's bare call.
 */
export function useCompleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, notesReceived }: { id: string; notesReceived?: NotesReceived }) =>
      apiSend<OrderView>(
        'PUT',
        `/api/acceptedToCompleted/${encodeURIComponent(id)}`,
        notesReceived && { notesReceived },
      ),
    onSettled: () => refreshOrders(queryClient),
  });
}
