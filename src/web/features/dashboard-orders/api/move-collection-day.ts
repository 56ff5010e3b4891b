import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';
import { refreshOrders } from './refresh-orders.ts';

/** The branch's next 14 days, to move an order to one it opens on. */
export function useBranchDays(branchKey: string) {
  return useQuery({
    queryKey: ['collection-days', branchKey],
    queryFn: ({ signal }) =>
      answer(
        api.GET('/api/branches/{key}/collection-days', {
          params: { path: { key: branchKey } },
          signal,
        }),
      ),
    staleTime: 60_000,
  });
}

/** Moves an open order to another day at its branch; the server e-mails the customer. */
export function useMoveCollectionDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, collectionDate }: { id: string; collectionDate: string }) =>
      answer(
        api.PUT('/api/orders/{id}/collection-day', {
          params: { path: { id } },
          body: { collectionDate },
        }),
      ),
    onSettled: () => refreshOrders(queryClient),
  });
}
