import { useQuery } from '@tanstack/react-query';
import type { Today } from '../../../../shared/schemas/today.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** A branch's day ('' for the caller's first branch); under `orders`, so every move refreshes it. */
export function useToday(branch: string) {
  return useQuery({
    queryKey: ['orders', 'today', branch],
    queryFn: ({ signal }) =>
      apiGet<Today>(`/api/today${branch ? `?branch=${encodeURIComponent(branch)}` : ''}`, signal),
  });
}
