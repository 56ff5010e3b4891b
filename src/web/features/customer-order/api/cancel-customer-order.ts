import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerOrder } from '../../../../shared/schemas/order.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { customerOrderKey, type OrderLink } from './get-customer-order.ts';

/**
 * Cancels the order a link opens. The answer is the cancelled order; a refusal (the order moved
 * on meanwhile) reloads it, so the page shows where it stands.
 */
export function useCancelCustomerOrder(link: OrderLink) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiSend<CustomerOrder>('POST', `/api/customer-orders/${link.orderNumber}/cancel`, {
        t: link.token,
      }),
    onSuccess: (order) => queryClient.setQueryData(customerOrderKey(link), order),
    onError: () => queryClient.invalidateQueries({ queryKey: customerOrderKey(link) }),
  });
}
