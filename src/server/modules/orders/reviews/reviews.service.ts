/**
 * The review queue: the orders held for an Admin because their customer's linked orders reach the
 * threshold (linked-orders.ts), each with those orders, and the Admin's decision; and the orders
 * held because their customer's name matched the sanctions list (sanctions-holds.ts), which only
 * the MLRO decides.
 * Clearing lets the order be accepted and completed; rejecting deletes it as staff do (its notes
 * released), with the note as the reason. Each decision is audited with its note.
 */
import type { Kysely } from 'kysely';
import { isOpenStatus } from '#shared/domain/order-state.ts';
import { fromMinorUnits } from '#shared/domain/pricing.ts';
import type { OrderDetails, OrderSanctions } from '#shared/schemas/order.ts';
import type { HeldOrder, ReviewDecisionBody } from '#shared/schemas/review.ts';
import type { Database } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { recordAudit } from '#server/modules/audit/index.ts';
import type { BranchService } from '#server/modules/branches/index.ts';
import { linkedCustomerOf, linkedSince } from './linked-orders.ts';
import { toStaffOrderView } from '../order-view.ts';
import type { OrderService } from '../orders.service.ts';
import { findOrder, itemsOf, type OrderRow } from '../orders.repository.ts';
import {
  clearReview,
  decideSanctions,
  endHold,
  heldOrders,
  linkedOrders,
} from './reviews.repository.ts';
import { systemClock, type Clock } from '#server/clock.ts';

const unknownOrder = () => new AppError('NOT_FOUND', 'No order with this id');
const notHeld = () => new AppError('CONFLICT', 'This order is not held for review');
export const MLRO_ONLY = 'Only the MLRO decides on a sanctions hold';
export const ADMIN_ONLY = 'Only an Admin decides on a due-diligence review';

/** Who decides: their e-mail, their role and whether they are the MLRO. */
export interface Decider {
  email: string;
  role: string;
  mlro: boolean;
}

type SanctionsDecision = Exclude<ReviewDecisionBody, { decision: 'reject' }>;

/** What each of the MLRO's decisions moves the order's sanctions state from and to. */
const SANCTIONS_MOVES = {
  clear: { from: 'held', to: 'cleared', refused: 'This order is not held for sanctions' },
  report: { from: 'held', to: 'reported', refused: 'This order is not held for sanctions' },
  'close-report': { from: 'reported', to: 'cleared', refused: 'This order has no open report' },
} as const satisfies Record<
  SanctionsDecision['decision'],
  { from: OrderSanctions; to: OrderSanctions; refused: string }
>;

/** `body` when it is the MLRO's decision on `order`'s sanctions hold rather than on its review. */
function sanctionsDecisionIn(
  order: Pick<OrderRow, 'review' | 'sanctions'>,
  body: ReviewDecisionBody,
): SanctionsDecision | undefined {
  if (body.decision === 'report' || body.decision === 'close-report') return body;
  if (body.decision !== 'clear') return undefined;
  if (body.hold) return body.hold === 'sanctions' ? body : undefined;
  // Without `hold`, a due-diligence hold is cleared first, as before sanctions holds.
  return order.review !== 'held' && order.sanctions === 'held' ? body : undefined;
}

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

  /**
   * The MLRO's decision on a sanctions hold, audited with its note (and the report's details).
   * Clear: a false positive, the order goes on. Report: reported to the NCA or OFSI, the order
   * frozen (no move, no expiry, its notes held). Close report: it goes on. Anyone else: 403.
   */
  async function sanctionsDecision(
    decider: Decider,
    order: OrderRow,
    body: SanctionsDecision,
  ): Promise<OrderDetails> {
    if (!decider.mlro) throw new AppError('FORBIDDEN', MLRO_ONLY);
    const { from, to, refused } = SANCTIONS_MOVES[body.decision];
    const { hold: _hold, ...decided } = { hold: undefined, ...body };
    await db.transaction().execute(async (trx) => {
      const now = clock.now();
      if (!(await decideSanctions(trx, order.id, from, to, now))) {
        throw new AppError('CONFLICT', refused);
      }
      await recordAudit(trx, {
        at: now,
        actor: decider.email,
        action: 'order.sanctions-review',
        entityType: 'order',
        entityId: order.id,
        before: { sanctions: from },
        after: { sanctions: to, ...decided },
      });
    });
    return orders.details(order.id);
  }

  return {
    /**
     * The open orders held for review or for sanctions (held or reported), oldest first, each
     * with the customer's linked orders.
     */
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
     * A decision on a held order. An Admin's on a due-diligence hold: clear (it may be accepted
     * and completed) or reject (deleted as staff delete, notes released, the note kept as the
     * reason, then the hold ends). The MLRO's on a sanctions hold (sanctionsDecision).
     */
    async decide(
      decider: Decider,
      id: string,
      body: ReviewDecisionBody,
      site: string,
    ): Promise<OrderDetails> {
      const order = await findOrder(db, id);
      if (!order) throw unknownOrder();
      const bySanctions = sanctionsDecisionIn(order, body);
      if (bySanctions) return sanctionsDecision(decider, order, bySanctions);
      if (decider.role !== 'Admin') throw new AppError('FORBIDDEN', ADMIN_ONLY);
      const actor = decider.email;
      const { decision, note } = body;
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
