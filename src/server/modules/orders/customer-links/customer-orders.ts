/**
 * The customer's side of an order, reached only through a link from its e-mails or its
 * confirmation (`/order/{number}?t={token}`): see it, and cancel it while the branch has not yet
 * started the collection day. The order number alone opens nothing.
 */
import { isOpenStatus, type OrderStatus } from '#shared/domain/order-state.ts';
import { ukDate } from '#shared/domain/uk-time.ts';
import type { Branch } from '#shared/schemas/branch.ts';
import type { CustomerOrder, OrderView } from '#shared/schemas/order.ts';
import type { Db } from '#server/db/database.ts';
import { AppError } from '#server/errors.ts';
import type { BranchService } from '#server/modules/branches/index.ts';
import { orderOpenedBy } from './order-links.ts';
import { toOrderView } from '../order-view.ts';
import { findOrder, itemsOf, type OrderRow } from '../orders.repository.ts';
import type { OrderService } from '../orders.service.ts';
import { systemClock, type Clock } from '#server/clock.ts';

/** One answer for a wrong number and a wrong token alike: it tells a guesser nothing. */
export const ORDER_LINK_UNKNOWN = "We couldn't find this order. Please use the link in your email.";

/**
 * Whether the customer may still cancel online: the order is open and its collection day (UK
 * local) has not begun. On the day itself the branch may already have the cash counted out.
 */
export function canCancel(
  order: { status: OrderStatus; collectionDate: string },
  now: Date,
): boolean {
  return isOpenStatus(order.status) && ukDate(now) < order.collectionDate;
}

/** Why a cancel is refused, and whom to call instead. */
function refusal(status: OrderStatus, branch: Branch | undefined): AppError {
  if (status === 'Cancelled') return new AppError('CONFLICT', 'This order is already cancelled.');
  const call = branch
    ? `Please call the ${branch.name} branch on ${branch.phone}.`
    : 'Please call your branch.';
  return new AppError('CONFLICT', `This order can no longer be cancelled online. ${call}`);
}

/** Who cancelled, as the audit log and the order's history name them. */
export const customerActor = (email: string) => `customer:${email}`;

export function createCustomerOrders(
  db: Db,
  { orders, branches }: { orders: OrderService; branches: BranchService },
  clock: Clock = systemClock,
) {
  async function branchOf(order: OrderRow): Promise<Branch | undefined> {
    return (await branches.list()).find((branch) => branch.key === order.branchKey);
  }

  /** The order `token` opens, if its number is `orderNumber`. */
  async function opened(orderNumber: string, token: string): Promise<OrderRow> {
    const id = await orderOpenedBy(db, orderNumber, token);
    const order = id === undefined ? undefined : await findOrder(db, id);
    if (!order) throw new AppError('NOT_FOUND', ORDER_LINK_UNKNOWN);
    return order;
  }

  const asCustomerSees = (view: OrderView, order: OrderRow, now: Date): CustomerOrder => ({
    ...view,
    canCancel: canCancel({ status: view.Status, collectionDate: order.collectionDate }, now),
  });

  return {
    async find(orderNumber: string, token: string, now = clock.now()): Promise<CustomerOrder> {
      const order = await opened(orderNumber, token);
      const [items, branch] = await Promise.all([itemsOf(db, [order.id]), branchOf(order)]);
      return asCustomerSees(toOrderView(order, items, branch), order, now);
    },

    /**
     * Cancels through the one path every move takes (its audit entry and the cancellation
     * e-mail in one transaction). Of a cancel and a staff move at once, the one that commits
     * first decides: the other finds the order moved on.
     */
    async cancel(
      orderNumber: string,
      token: string,
      site: string,
      now = clock.now(),
    ): Promise<CustomerOrder> {
      const order = await opened(orderNumber, token);
      if (!canCancel(order, now)) throw refusal(order.status, await branchOf(order));
      try {
        const view = await orders.transition(customerActor(order.email), order.id, 'cancel', site);
        return asCustomerSees(view, order, now);
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
        const moved = await opened(orderNumber, token);
        throw refusal(moved.status, await branchOf(moved));
      }
    },
  };
}

export type CustomerOrders = ReturnType<typeof createCustomerOrders>;
