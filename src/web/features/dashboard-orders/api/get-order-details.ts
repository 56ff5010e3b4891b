import { useSuspenseQuery } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';

/** One order with its allowed actions and history; suspends until it has loaded. */
export function useOrderDetails(id: string) {
  return useSuspenseQuery({
    queryKey: ['order-details', id],
    queryFn: ({ signal }) =>
      answer(api.GET('/api/details/{id}', { params: { path: { id } }, signal })),
  });
}
