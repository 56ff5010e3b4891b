import { useSuspenseQuery } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';

/** A completed order's receipt; suspends until it has loaded. */
export function useReceipt(id: string) {
  return useSuspenseQuery({
    queryKey: ['order-receipt', id],
    queryFn: ({ signal }) =>
      answer(api.GET('/api/orders/{id}/receipt', { params: { path: { id } }, signal })),
  });
}
