/** The order lifecycle: which staff action moves an order from which status to which. */
export const ORDER_STATUSES = ['Pending', 'Accepted', 'Completed', 'Deleted'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_ACTIONS = ['accept', 'complete', 'delete'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

const TRANSITIONS: Record<OrderAction, { from: readonly OrderStatus[]; to: OrderStatus }> = {
  accept: { from: ['Pending'], to: 'Accepted' },
  complete: { from: ['Accepted'], to: 'Completed' },
  delete: { from: ['Pending', 'Accepted', 'Completed'], to: 'Deleted' },
};

/** The status the action leads to from `status`, or null when the action is not allowed. */
export function nextStatus(status: OrderStatus, action: OrderAction): OrderStatus | null {
  const transition = TRANSITIONS[action];
  return transition.from.includes(status) ? transition.to : null;
}

/** The statuses an action may start from (for a conditional update). */
export function statusesAllowing(action: OrderAction): readonly OrderStatus[] {
  return TRANSITIONS[action].from;
}

/** The actions staff may take on an order in this status. */
export function allowedActions(status: OrderStatus): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => nextStatus(status, action) !== null);
}
