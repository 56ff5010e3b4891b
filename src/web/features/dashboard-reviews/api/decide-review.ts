import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetails } from '../../../../shared/schemas/order.ts';
import type { ReviewDecisionBody } from '../../../../shared/schemas/review.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { heldOrdersKey } from './get-held-orders.ts';

export type ReviewDecisionRequest = ReviewDecisionBody & { id: string };

/** Clears a held order (it may then go on) or rejects it (deleted, its notes released). */
export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ReviewDecisionRequest) =>
      apiSend<OrderDetails>('POST', `/api/reviews/${encodeURIComponent(id)}`, body),
    // Refreshed after a refusal too: another Admin may have decided first. The order lists, their
    // counters and the order's details (the dashboard-orders keys) change with it, and so does
    // the branch's stock when a rejected order releases its notes.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: heldOrdersKey }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['order-details'] }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orderStats }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stock }),
      ]),
  });
}
