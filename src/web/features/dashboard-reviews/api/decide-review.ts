import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api, type RequestBody } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { heldOrdersKey } from './get-held-orders.ts';

export type ReviewDecisionRequest = RequestBody<'/api/reviews/{id}', 'post'> & { id: string };

/** Clears a held order (it may then go on) or rejects it (deleted, its notes released). */
export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ReviewDecisionRequest) =>
      answer(api.POST('/api/reviews/{id}', { params: { path: { id } }, body })),
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
