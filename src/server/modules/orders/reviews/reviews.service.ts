/**
 * The due-diligence review queue: the orders held for an Admin because their customer's linked
 * orders reach the threshold (linked-orders.ts), each with those orders, and the Admin's decision.
 * Clearing lets the order be accepted and completed; rejecting deletes it as staff do (its notes
 * released), with the note as the reason. Each decision is audited with its note.
 */
import type { Kysely } from 'kysely';
import { isOpenStatus } from '#shared/domain/order-state.ts';
import { fromMinorUnits } from '#shared/domain/pricing.ts';
import type { OrderDetails } from '#shared/schemas/order.ts';
import type { HeldOrder, ReviewDecisionBody } from '#shared/schemas/review.ts';
import type { Database } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { recordAudit } from '#server/modules/audit/index.ts';
import type { BranchService } from '#server/modules/branches/index.ts';
import { linkedCustomerOf, linkedSince } from './linked-orders.ts';
import { toStaffOrderView } from '../order-view.ts';
import type { OrderService } from '../orders.service.ts';
import { findOrder, itemsOf, type OrderRow } from '../orders.repository.ts';
import { clearReview, endHold, heldOrders, linkedOrders } from './reviews.repository.ts';
import { systemClock, type Clock } from '#server/clock.ts';

const unknownOrder = () => new AppError('NOT_FOUND', 'No order with this id');
const notHeld = () => new AppError('CONFLICT', 'This order is not held for review');

export function createReviewService(
  db: Kysely<Database>,
  { orders, branches }: { orders: OrderService; branches: BranchService },
  clock: Clock = systemClock,
) {
  /** The customer's other orders from 90 days before `order` up to now. */
  async function othersLinkedTo(order: OrderRow) {
    const linked = await linkedOrders(db, linkedCustomerOf(order), linkedSince(order.createdAt));
    return linked
      .filter((each) => each.id !== order.id)
      .map((each) => ({
        _id: each.id,
        Order_Id: each.orderNumber,
        TotalMoney: fromMinorUnits(each.totalGbpMinor).toNumber(),
        time: each.createdAt.toISOString(),
        Status: each.status,
        addressKey: each.branchKey,
      }));
  }

  /** Refuses an order that is not held and open: 409, or 404 when there is none. */
  async function assertHeld(id: string): Promise<void> {
    const order = await findOrder(db, id);
    if (!order) throw unknownOrder();
    if (order.review !== 'held' || !isOpenStatus(order.status)) throw notHeld();
  }

  return {
    /** The open orders held for review, oldest first, each with the customer's linked orders. */
    async held(): Promise<HeldOrder[]> {
      const rows = await heldOrders(db);
      const [items, byKey] = await Promise.all([
        itemsOf(
          db,
          rows.map((row) => row.id),
        ),
        branches.list().then((list) => new Map(list.map((branch) => [branch.key, branch]))),
      ]);
      return Promise.all(
        rows.map(async (row) => ({
          ...toStaffOrderView(
            row,
            items.filter((item) => item.orderId === row.id),
            byKey.get(row.branchKey),
          ),
          linkedOrders: await othersLinkedTo(row),
        })),
      );
    },

    /**
     * An Admin's decision on a held order. Clear: it may be accepted and completed. Reject: it is
     * deleted as staff delete (notes released, the note kept as the reason), then the hold ends.
     */
    async decide(
      actor: string,
      id: string,
      { decision, note }: ReviewDecisionBody,
      site: string,
    ): Promise<OrderDetails> {
      await assertHeld(id);
      const audit = (trx: typeof db) =>
        recordAudit(trx, {
          at: clock.now(),
          actor,
          action: 'order.review',
          entityType: 'order',
          entityId: id,
          before: { review: 'held' },
          after: { review: decision === 'clear' ? 'cleared' : null, decision, note },
        });
      if (decision === 'clear') {
        await db.transaction().execute(async (trx) => {
          // Another Admin's decision, or the order's move, came first.
          if (!(await clearReview(trx, id, clock.now()))) throw notHeld();
          await audit(trx);
        });
      } else {
        // The deletion commits with its own audit entry, reason and released notes; the
        // decision's entry follows it (a deletion refused, say after the customer cancelled,
        // records no decision).
        await orders.transition(actor, id, 'delete', site, { reason: note });
        await db.transaction().execute(async (trx) => {
          await endHold(trx, id, clock.now());
          await audit(trx);
        });
      }
      return orders.details(id);
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
