import { useSuspenseQuery } from '@tanstack/react-query';
import type { Currency } from '../../../../shared/schemas/currency.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** One currency by its code; suspends until it has loaded. */
export function useSingleCurrency(code: string) {
  return useSuspenseQuery({
    queryKey: ['singleCurrency', code.toUpperCase()],
    queryFn: ({ signal }) =>
      apiGet<Currency>(`/api/singleCurrency/${encodeURIComponent(code)}`, signal),
  });
}
