import { useQuery } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The bureau's names, contact details, registration numbers, transfer partners and app stores. */
export function useBusinessProfile() {
  return useQuery({
    queryKey: queryKeys.business,
    queryFn: ({ signal }) => answer(api.GET('/api/business', { signal })),
    staleTime: Infinity,
  });
}
