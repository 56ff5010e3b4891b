import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderStatus } from '../../../../shared/domain/order-state.ts';
import type { StaffOrderView } from '../../../../shared/schemas/order.ts';
import { apiGetPage } from '../../../lib/api-client.ts';

/** The spec's staff list calls, by the status they list. */
const SPEC_LIST_PATHS: Partial<Record<OrderStatus, string>> = {
  Pending: '/api/PendingOrder',
  Accepted: '/api/AcceptedOrder',
  Completed: '/api/completedOrder',
};

/** The statuses the dashboard lists: the spec's three, and History's Cancelled and Expired. */
export type ListedStatus = Exclude<OrderStatus, 'Deleted'>;

/** What a list is narrowed to; '' for unset. */
export interface OrderFilter {
  /** Order number, name, e-mail or phone. */
  q: string;
  /** A branch key. */
  branch: string;
  /** A collection day, YYYY-MM-DD. */
  day: string;
}

export const NO_FILTER: OrderFilter = { q: '', branch: '', day: '' };

export const ORDERS_PAGE_SIZE = 20;

/**
 * The spec's own call where it has one, otherwise `/api/orders?status=…`; no status: every
 * status (the search). A page starts `offset` orders in, or after the order `after` (the
 * X-Next-Cursor of the page before).
 */
export function orderListUrl(
  status: ListedStatus | undefined,
  filter: OrderFilter,
  limit: number,
  start: { offset: number } | { after: string },
) {
  const path = status && SPEC_LIST_PATHS[status];
  const query = new URLSearchParams({
    ...(path || !status ? {} : { status }),
    limit: String(limit),
    ...('after' in start ? { after: start.after } : { offset: String(start.offset) }),
  });
  for (const key of ['q', 'branch', 'day'] as const) {
    if (filter[key]) query.set(key, filter[key]);
  }
  return `${path ?? '/api/orders'}?${query}`;
}

/** One page of orders in a status (or any), newest first, with the total the filter matches. */
export function useOrders(status: ListedStatus | undefined, filter: OrderFilter, page: number) {
  return useQuery({
    queryKey: ['orders', status ?? 'any', filter, page],
    queryFn: ({ signal }) =>
      apiGetPage<StaffOrderView>(
        orderListUrl(status, filter, ORDERS_PAGE_SIZE, { offset: page * ORDERS_PAGE_SIZE }),
        signal,
      ),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}
