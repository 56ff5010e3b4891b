import { useQuery } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';

export const heldOrdersKey = ['reviews'] as const;

/** The orders held for an Admin's due-diligence review, oldest first, with their linked orders. */
export function useHeldOrders() {
  return useQuery({
    queryKey: heldOrdersKey,
    queryFn: ({ signal }) => answer(api.GET('/api/reviews', { signal })),
  });
}
