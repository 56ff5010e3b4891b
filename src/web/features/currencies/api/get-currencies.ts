import { useQuery } from '@tanstack/react-query';
import type { Currency } from '../../../../shared/schemas/currency.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The spec's `currency` query: every currency on offer, in display order. */
export function useCurrencies() {
  return useQuery({
    queryKey: queryKeys.currencies,
    queryFn: ({ signal }) => apiGet<Currency[]>('/api/currency', signal),
  });
}
