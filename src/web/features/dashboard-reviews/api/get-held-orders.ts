import { useQuery } from '@tanstack/react-query';
import type { HeldOrder } from '../../../../shared/schemas/review.ts';
import { apiGet } from '../../../lib/api-client.ts';

export const heldOrdersKey = ['reviews'] as const;

/** The orders held for an Admin's due-diligence review, oldest first, with their linked orders. */
export function useHeldOrders() {
  return useQuery({
    queryKey: heldOrdersKey,
    queryFn: ({ signal }) => apiGet<HeldOrder[]>('/api/reviews', signal),
  });
}
