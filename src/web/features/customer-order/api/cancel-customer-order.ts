import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';
import { customerOrderKey, type OrderLink } from './get-customer-order.ts';

/**
 * Cancels the order a link opens. The answer is the cancelled order; a refusal (the order moved
 * on meanwhile) reloads it, so the page shows where it stands.
 */
export function useCancelCustomerOrder(link: OrderLink) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      answer(
        api.POST('/api/customer-orders/{orderNumber}/cancel', {
          params: { path: { orderNumber: link.orderNumber } },
          body: { t: link.token },
        }),
      ),
    onSuccess: (order) => queryClient.setQueryData(customerOrderKey(link), order),
    onError: () => queryClient.invalidateQueries({ queryKey: customerOrderKey(link) }),
  });
}
