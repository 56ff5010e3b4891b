import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** The branches, in the bureau's order: the storefront lists them and orders collect at one. */
export function useBranches() {
  return useQuery({
    queryKey: queryKeys.branches,
    queryFn: ({ signal }) => answer(api.GET('/api/branches', { signal })),
    staleTime: Infinity,
  });
}
