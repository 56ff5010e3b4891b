import { useQuery } from '@tanstack/react-query';
import type { Currency } from '../../../../shared/schemas/currency.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** The spec's `currency` query: every currency on offer, in display order. */
export function useCurrencies() {
  return useQuery({
    queryKey: ['currency'],
    queryFn: ({ signal }) => apiGet<Currency[]>('/api/currency', signal),
  });
}
