import { useQuery } from '@tanstack/react-query';
import { answer, api, ApiError } from '#web/lib/api-client.ts';

/** What opens a customer's order: its number and the token of a link to it. */
export interface OrderLink {
  orderNumber: string;
  token: string;
}

export const customerOrderKey = ({ orderNumber, token }: OrderLink) => [
  'customer-order',
  orderNumber,
  token,
];

/**
 * The order a link opens (the token goes in the query, as in the e-mailed link). A refusal (a
 * wrong link) is final: it is not asked again.
 */
export function useCustomerOrder({ orderNumber, token }: OrderLink) {
  return useQuery({
    queryKey: customerOrderKey({ orderNumber, token }),
    queryFn: ({ signal }) =>
      answer(
        api.GET('/api/customer-orders/{orderNumber}', {
          params: { path: { orderNumber }, query: { t: token } },
          signal,
        }),
      ),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}
