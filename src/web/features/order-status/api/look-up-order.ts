import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OrderLookupResponseSchema } from '../../../../shared/schemas/order.ts';
import { apiSend } from '../../../lib/api-client.ts';

export type OrderLookup = z.infer<typeof OrderLookupResponseSchema>;

/** A customer's own order, found by its number and the e-mail it was placed with. */
export function useLookUpOrder() {
  return useMutation({
    mutationFn: (query: { orderNumber: string; email: string }) =>
      apiSend<OrderLookup>('POST', '/api/order-status', query),
  });
}
