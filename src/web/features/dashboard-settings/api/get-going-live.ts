import { useQuery } from '@tanstack/react-query';
import type { GoingLive } from '../../../../shared/schemas/going-live.ts';
import { apiGet } from '../../../lib/api-client.ts';

export const goingLiveKey = ['going-live'] as const;

/** What is still example data or unsafe in production (Admins only). */
export function useGoingLive() {
  return useQuery({
    queryKey: goingLiveKey,
    queryFn: ({ signal }) => apiGet<GoingLive>('/api/going-live', signal),
    select: (data) => data.checks,
  });
}
