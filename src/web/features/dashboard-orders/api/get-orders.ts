import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderStatus } from '../../../../shared/domain/order-state.ts';
import type { OrderView } from '../../../../shared/schemas/order.ts';
import { apiGetPage } from '../../../lib/api-client.ts';

/** The spec's staff list calls, by the status they list. */
const SPEC_LIST_PATHS: Partial<Record<OrderStatus, string>> = {
  Pending: '/api/PendingOrder',
  Accepted: '/api/AcceptedOrder',
  Completed: '/api/completedOrder',
};

/** The statuses the dashboard lists: the spec's three, and History's Cancelled and Expired. */
export type ListedStatus = Exclude<OrderStatus, 'Deleted'>;

export const ORDERS_PAGE_SIZE = 20;

/** The spec's own call where it has one, otherwise `/api/orders?status=…`. */
export function orderListUrl(status: ListedStatus, q: string, limit: number, offset: number) {
  const path = SPEC_LIST_PATHS[status];
  const query = new URLSearchParams({
    ...(path ? {} : { status }),
    limit: String(limit),
    offset: String(offset),
  });
  if (q) query.set('q', q);
  return `${path ?? '/api/orders'}?${query}`;
}

/** One page of orders in a status, newest first, with the total matching `q`. */
export function useOrders(status: ListedStatus, q: string, page: number) {
  return useQuery({
    queryKey: ['orders', status, q, page],
    queryFn: ({ signal }) =>
      apiGetPage<OrderView>(
        orderListUrl(status, q, ORDERS_PAGE_SIZE, page * ORDERS_PAGE_SIZE),
        signal,
      ),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}
