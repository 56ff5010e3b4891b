import { useMutation } from '@tanstack/react-query';
import { answer, api, type Schema } from '#web/lib/api-client.ts';

export type OrderLookup = Schema<'OrderLookup'>;

/** A customer's own order, found by its number and the e-mail it was placed with. */
export function useLookUpOrder() {
  return useMutation({
    mutationFn: (query: { orderNumber: string; email: string }) =>
      answer(api.POST('/api/order-status', { body: query })),
  });
}
