import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

export const denominationsKey = (currency: string) => [...queryKeys.denominations, currency];

/** The banknotes `currency` is sold in, smallest first; staff count, move and receive these. */
export function useDenominations(currency: string) {
  return useQuery({
    queryKey: denominationsKey(currency),
    queryFn: ({ signal }) =>
      answer(api.GET('/api/denominations/{currency}', { params: { path: { currency } }, signal })),
    enabled: currency !== '',
  });
}
