import { NO_FILTER, orderPage } from './get-orders.ts';

/**
 * The header's search: the orders of any status matching `q`, at most two (enough to tell one
 * match from several), and how many match.
 */
export function findOrders(q: string, signal?: AbortSignal) {
  return orderPage(undefined, { ...NO_FILTER, q }, 2, { offset: 0 }, signal);
}
