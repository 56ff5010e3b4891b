import { useQuery } from '@tanstack/react-query';
import type { Branch } from '../../../../shared/schemas/branch.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** The branches, in the bureau's order. */
export function useBranches() {
  return useQuery({
    queryKey: ['branches'],
    queryFn: ({ signal }) => apiGet<Branch[]>('/api/branches', signal),
    staleTime: Infinity,
  });
}
