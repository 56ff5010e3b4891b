import { useQuery } from '@tanstack/react-query';
import type { CustomerOrder } from '../../../../shared/schemas/order.ts';
import { ApiError, apiGet } from '../../../lib/api-client.ts';

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

/** The path of a link's order: the token goes in the query, as in the e-mailed link. */
export const customerOrderPath = ({ orderNumber, token }: OrderLink) =>
  `/api/customer-orders/${orderNumber}?${new URLSearchParams({ t: token })}`;

/** The order a link opens. A refusal (a wrong link) is final: it is not asked again. */
export function useCustomerOrder(link: OrderLink) {
  return useQuery({
    queryKey: customerOrderKey(link),
    queryFn: ({ signal }) => apiGet<CustomerOrder>(customerOrderPath(link), signal),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}
