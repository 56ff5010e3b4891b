/**
 * What staff read of orders: the lists and their change count, one order's details with its
 * history, the dashboard's counts; and the customer's look-up of their own order.
 */
import type { Kysely } from 'kysely';
import type { OrderCursor } from '#shared/domain/order-cursor.ts';
import type { OrderStatus } from '#shared/domain/order-state.ts';
import { fromMinorUnits } from '#shared/domain/pricing.ts';
import type { Branch } from '#shared/schemas/branch.ts';
import type { OrderDetails, OrderStats, StaffOrderView } from '#shared/schemas/order.ts';
import { inScope, type BranchScope } from '#server/branch-scope.ts';
import type { Clock } from '#server/clock.ts';
import type { DialectName } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import type { BranchService } from '#server/modules/branches/index.ts';
import { toStaffOrderView } from '../order-view.ts';
import { findOrder, findOrderByNumber, itemsOf, listOrderHistory } from '../orders.repository.ts';
import { sharedFreshReads } from './list-page-cache.ts';
import { actionsFor } from './order-deletion.ts';
import {
  countByStatus,
  countOrders,
  dailyTotals,
  listOrders,
  listVersion,
  type ListedOrder,
  type ListFilter,
} from './order-list.repository.ts';

/** Also the answer for another branch's order: Staff learn nothing of it, not even that it is. */
export const unknownOrder = () => new AppError('NOT_FOUND', 'No order with this id');

/** Every branch by its key. */
export async function branchMap(branches: BranchService): Promise<Map<string, Branch>> {
  return new Map((await branches.list()).map((branch) => [branch.key, branch]));
}

export function createOrderReads(
  db: Kysely<Database>,
  { branches, clock }: { branches: BranchService; clock: Clock },
  { dialect }: { dialect: DialectName },
) {
  async function views(rows: ListedOrder[]): Promise<StaffOrderView[]> {
    const byKey = await branchMap(branches);
    return rows.map(({ items, ...row }) => toStaffOrderView(row, items, byKey.get(row.branchKey)));
  }

  return {
    /**
     * The lists' change count: greater after any change to what a list shows, and with the
     * version of the branches this server holds, by which it names each order's branch. One read
     * serves the requests that asked while the one before it was under way.
     */
    listVersion: sharedFreshReads(async () => (await listVersion(db)) + (await branches.version())),

    /**
     * A page of a staff list, how many orders the list holds, and where the next page starts
     * when there is one.
     */
    async list(filter: ListFilter): Promise<{
      orders: StaffOrderView[];
      total: number;
      next: OrderCursor | undefined;
    }> {
      const [{ orders, next }, total] = await Promise.all([
        listOrders(db, dialect, filter),
        countOrders(db, dialect, filter),
      ]);
      return { orders: await views(orders), total, next };
    },

    async details(id: string, scope?: BranchScope): Promise<OrderDetails> {
      const order = await findOrder(db, id);
      if (!order || !inScope(scope, order.branchKey)) throw unknownOrder();
      const [items, byKey, history] = await Promise.all([
        itemsOf(db, [id]),
        branchMap(branches),
        listOrderHistory(db, id),
      ]);
      return {
        ...toStaffOrderView(order, items, byKey.get(order.branchKey)),
        // No scope: an Admin's call.
        actions: actionsFor(order.status, scope === undefined),
        history: [
          {
            action: 'placed',
            from: null,
            to: 'Pending',
            actor: null,
            at: order.createdAt.toISOString(),
          },
          ...history,
        ],
      };
    },

    async stats(scope?: BranchScope, now = clock.now()): Promise<OrderStats> {
      const since = new Date(now.getTime() - 29 * 86_400_000);
      since.setUTCHours(0, 0, 0, 0);
      const [counts, recent] = await Promise.all([
        countByStatus(db, scope),
        dailyTotals(db, dialect, since, scope),
      ]);
      const count = (status: OrderStatus) => counts[status] ?? 0;
      const days = new Map<string, { orders: number; gbpMinor: number }>();
      for (let day = 0; day < 30; day++) {
        days.set(new Date(since.getTime() + day * 86_400_000).toISOString().slice(0, 10), {
          orders: 0,
          gbpMinor: 0,
        });
      }
      for (const { date, orders, gbpMinor } of recent) {
        if (days.has(date)) days.set(date, { orders, gbpMinor });
      }
      return {
        Pending: count('Pending'),
        Accepted: count('Accepted'),
        Completed: count('Completed'),
        daily: [...days].map(([date, day]) => ({
          date,
          orders: day.orders,
          gbp: fromMinorUnits(day.gbpMinor).toNumber(),
        })),
      };
    },

    /** The customer's own order, by number and e-mail (both must match). */
    async lookup(orderNumber: string, email: string) {
      const order = await findOrderByNumber(db, orderNumber);
      if (!order || order.email.toLowerCase() !== email.toLowerCase()) {
        throw new AppError('NOT_FOUND', "We couldn't find an order with that number and email");
      }
      return {
        Order_Id: order.orderNumber,
        Status: order.status,
        title: order.way === 'Order' ? 'Click & Collect' : 'Click & Sell',
        time: order.createdAt.toISOString(),
      };
    },
  };
}
