import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderStatus } from '#shared/domain/order-state.ts';
import { answerPage, api } from '#web/lib/api-client.ts';

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
 * One page of orders in a status (or any: the search), newest first, with the total the filter
 * matches: the spec's own call where it has one, otherwise `/api/orders?status=…`. A page starts
 * `offset` orders in, or after the order `after` (the X-Next-Cursor of the page before).
 */
export function orderPage(
  status: ListedStatus | undefined,
  filter: OrderFilter,
  limit: number,
  start: { offset: number } | { after: string },
  signal?: AbortSignal,
) {
  const query = {
    limit,
    ...start,
    ...(filter.q && { q: filter.q }),
    ...(filter.branch && { branch: filter.branch }),
    ...(filter.day && { day: filter.day }),
  };
  switch (status) {
    case 'Pending':
      return answerPage(api.GET('/api/PendingOrder', { params: { query }, signal }));
    case 'Accepted':
      return answerPage(api.GET('/api/AcceptedOrder', { params: { query }, signal }));
    case 'Completed':
      return answerPage(api.GET('/api/completedOrder', { params: { query }, signal }));
    default:
      return answerPage(
        api.GET('/api/orders', {
          params: { query: { ...(status && { status }), ...query } },
          signal,
        }),
      );
  }
}

/** One page of orders in a status (or any), newest first, with the total the filter matches. */
export function useOrders(status: ListedStatus | undefined, filter: OrderFilter, page: number) {
  return useQuery({
    queryKey: ['orders', status ?? 'any', filter, page],
    queryFn: ({ signal }) =>
      orderPage(status, filter, ORDERS_PAGE_SIZE, { offset: page * ORDERS_PAGE_SIZE }, signal),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}
