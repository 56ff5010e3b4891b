import { useQuery } from '@tanstack/react-query';
import type { Branch } from '../../../shared/schemas/branch.ts';
import { apiGet } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** The branches, in the bureau's order: the storefront lists them and orders collect at one. */
export function useBranches() {
  return useQuery({
    queryKey: queryKeys.branches,
    queryFn: ({ signal }) => apiGet<Branch[]>('/api/branches', signal),
    staleTime: Infinity,
  });
}
