import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderStatus } from '../../../../shared/domain/order-state.ts';
import type { OrderView } from '../../../../shared/schemas/order.ts';
import { apiGetPage } from '../../../lib/api-client.ts';

/** The staff list calls, by the status they list (the spec's paths). */
export const ORDER_LIST_PATHS = {
  Pending: '/api/PendingOrder',
  Accepted: '/api/AcceptedOrder',
  Completed: '/api/completedOrder',
} as const satisfies Partial<Record<OrderStatus, string>>;

export type ListedStatus = keyof typeof ORDER_LIST_PATHS;

export const ORDERS_PAGE_SIZE = 20;

export function orderListUrl(status: ListedStatus, q: string, limit: number, offset: number) {
  const query = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (q) query.set('q', q);
  return `${ORDER_LIST_PATHS[status]}?${query}`;
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
