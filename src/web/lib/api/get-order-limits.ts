import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../api-client.ts';

/**
 * `GET /api/order-limits`: the online limits the storefront states (the basket, the FAQ) and
 * checks a basket against before the last click. They change only with the server's
 * configuration, so one fetch per visit is enough.
 */
export const orderLimitsQuery = queryOptions({
  queryKey: ['order-limits'],
  queryFn: ({ signal }) => answer(api.GET('/api/order-limits', { signal })),
  staleTime: Infinity,
});

export function useOrderLimits() {
  return useQuery(orderLimitsQuery);
}
