import { useQuery } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The spec's `currency` query: every currency on offer, in display order. */
export function useCurrencies() {
  return useQuery({
    queryKey: queryKeys.currencies,
    queryFn: ({ signal }) => answer(api.GET('/api/currency', { signal })),
  });
}
