import { isOneOf } from '../one-of.ts';

/**
 * The order lifecycle: which move takes an order from which status to which. Staff accept,
 * complete and delete; the customer cancels; the hold running out expires it.
 */
export const ORDER_STATUSES = [
  'Pending',
  'Accepted',
  'Completed',
  'Deleted',
  'Cancelled',
  'Expired',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The moves staff make from the dashboard. */
export const ORDER_ACTIONS = ['accept', 'complete', 'delete'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Every move: staff actions, the customer's cancel and the hold's expiry. */
export type OrderMove = OrderAction | 'cancel' | 'expire';

/** The statuses an order is live in: the branch holds it and the customer may still come. */
export const OPEN_STATUSES = ['Pending', 'Accepted'] as const satisfies readonly OrderStatus[];

/** The statuses of an order taken back: deleted by staff or cancelled by the customer. */
export const WITHDRAWN_STATUSES = [
  'Deleted',
  'Cancelled',
] as const satisfies readonly OrderStatus[];

/** Whether the branch still holds the order for the customer: Pending or Accepted. */
export const isOpenStatus = (status: OrderStatus): boolean => isOneOf(OPEN_STATUSES, status);

const TRANSITIONS: Record<OrderMove, { from: readonly OrderStatus[]; to: OrderStatus }> = {
  accept: { from: ['Pending'], to: 'Accepted' },
  complete: { from: ['Accepted'], to: 'Completed' },
  delete: { from: ['Pending', 'Accepted', 'Completed'], to: 'Deleted' },
  cancel: { from: OPEN_STATUSES, to: 'Cancelled' },
  expire: { from: OPEN_STATUSES, to: 'Expired' },
};

/** The status the move leads to from `status`, or null when the move is not allowed. */
export function nextStatus(status: OrderStatus, move: OrderMove): OrderStatus | null {
  const transition = TRANSITIONS[move];
  return transition.from.includes(status) ? transition.to : null;
}

/** The actions staff may take on an order in this status. */
export function allowedActions(status: OrderStatus): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => nextStatus(status, action) !== null);
}
