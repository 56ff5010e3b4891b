import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CollectionDay } from '../../../../shared/schemas/branch.ts';
import type { OrderView } from '../../../../shared/schemas/order.ts';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import { refreshOrders } from './refresh-orders.ts';

/** The branch's next 14 days, to move an order to one it opens on. */
export function useBranchDays(branchKey: string) {
  return useQuery({
    queryKey: ['collection-days', branchKey],
    queryFn: ({ signal }) =>
      apiGet<CollectionDay[]>(
        `/api/branches/${encodeURIComponent(branchKey)}/collection-days`,
        signal,
      ),
    staleTime: 60_000,
  });
}

/** Moves an open order to another day at its branch; the server e-mails the customer. */
export function useMoveCollectionDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, collectionDate }: { id: string; collectionDate: string }) =>
      apiSend<OrderView>('PUT', `/api/orders/${encodeURIComponent(id)}/collection-day`, {
        collectionDate,
      }),
    onSettled: () => refreshOrders(queryClient),
  });
}
