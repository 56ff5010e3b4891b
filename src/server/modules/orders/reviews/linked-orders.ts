/**
 * Linked transactions (the rules are shared/domain/due-diligence.ts). A placed order carries its
 * customer's 90-day total and its marks, and at the threshold waits for an Admin's review. The ID
 * shown as an order completes links the customer's orders under other e-mails and phones too,
 * which can hold the order then. A held order is neither accepted nor completed until an Admin
 * clears it (reviews.service.ts).
 */
import type { Kysely } from 'kysely';
import {
  LINKED_DAYS,
  orderFlags,
  reachesCddThreshold,
  withFlag,
  type DueDiligenceRules,
} from '#shared/domain/due-diligence.ts';
import type { OrderMove } from '#shared/domain/order-state.ts';
import { formatAmount, fromMinorUnits } from '#shared/domain/pricing.ts';
import type { IdCheck } from '#shared/schemas/order.ts';
import { inScope, type BranchScope } from '#server/branch-scope.ts';
import type { Database } from '#server/db/schema.ts';
import { AppError, refusal } from '#server/errors.ts';
import { recordAudit } from '#server/modules/audit/index.ts';
import { findOrder, flagsOf, type OrderRow } from '../orders.repository.ts';
import { holdOrderIfUnreviewed, linkedOrders, type LinkedCustomer } from './reviews.repository.ts';
import { refuseWhileSanctioned } from './sanctions-holds.ts';

export const HELD_FOR_REVIEW = "This order is held for an Admin's review";

const DAY_MS = 86_400_000;

/** The start of the 90 days that end at `end`. */
export const linkedSince = (end: Date) => new Date(end.getTime() - LINKED_DAYS * DAY_MS);

/**
 * Whom an order's links are found by: its e-mail and phone, and its customer's name with the ID
 * document `shown` (or the one recorded on the order).
 */
export function linkedCustomerOf(order: OrderRow, shown?: IdCheck): LinkedCustomer {
  const idCheckType = shown?.type ?? order.idCheckType;
  const idCheckLast4 = shown?.last4 ?? order.idCheckLast4;
  return {
    emailKey: order.emailKey,
    phoneDigits: order.phoneDigits,
    identity:
      idCheckType && idCheckLast4
        ? { firstName: order.firstName, lastName: order.lastName, idCheckType, idCheckLast4 }
        : undefined,
  };
}

/**
 * What a new order stores of due diligence, from its customer's GBP of 90 days in pence (this
 * order included): that total, its marks, and the hold when the total reaches the threshold.
 */
export function screenPlacedOrder(
  order: Pick<OrderRow, 'totalGbpMinor' | 'highValueNotes'>,
  linkedGbpMinor: number,
  rules: DueDiligenceRules,
): Pick<OrderRow, 'linkedGbpMinor' | 'review' | 'flags'> {
  const flags = orderFlags({ ...order, linkedGbpMinor }, rules);
  return {
    linkedGbpMinor,
    review: flags.includes('linked') ? 'held' : null,
    flags: JSON.stringify(flags),
  };
}

/**
 * Refuses to accept or complete an order while any hold is open (a sanctions match, a review);
 * other moves (delete, cancel) go on, but for an order reported to the authorities, which none
 * moves (sanctions-holds.ts).
 */
export function refuseWhileHeld(
  order: Pick<OrderRow, 'review' | 'sanctions'>,
  move: OrderMove,
): void {
  refuseWhileSanctioned(order, move);
  if (order.review === 'held' && (move === 'accept' || move === 'complete')) {
    throw refusal('CONFLICT', 'HELD_FOR_REVIEW', HELD_FOR_REVIEW);
  }
}

/**
 * Before an Accepted order completes with the ID `shown`: when the customer's orders of the last
 * 90 days, linked by e-mail, phone, or name and this ID, reach the threshold, holds the order for
 * review (keeping the ID seen, so the review finds the same orders), commits that with its audit
 * entry, and refuses the completion (409). An order already reviewed is left as it is; one the
 * move itself refuses (another branch's, not Accepted, held) is left to the move.
 */
export async function holdIfLinkedById(
  db: Kysely<Database>,
  id: string,
  shown: IdCheck,
  {
    scope,
    actor,
    rules,
    now,
  }: { scope: BranchScope; actor: string | null; rules: DueDiligenceRules; now: Date },
): Promise<void> {
  const reached = await db.transaction().execute(async (trx) => {
    const order = await findOrder(trx, id);
    if (!order || !inScope(scope, order.branchKey)) return null;
    if (order.status !== 'Accepted' || order.review !== null) return null;
    const linked = await linkedOrders(trx, linkedCustomerOf(order, shown), linkedSince(now));
    const linkedGbpMinor = linked.reduce((sum, each) => sum + each.totalGbpMinor, 0);
    if (!reachesCddThreshold(linkedGbpMinor, rules)) return null;
    const flags = withFlag(flagsOf(order), 'linked');
    const held = await holdOrderIfUnreviewed(
      trx,
      id,
      {
        linkedGbpMinor,
        flags: JSON.stringify(flags),
        idCheckType: shown.type,
        idCheckLast4: shown.last4,
      },
      now,
    );
    if (!held) return null;
    const linkedGbp = fromMinorUnits(linkedGbpMinor).toNumber();
    await recordAudit(trx, {
      at: now,
      actor,
      action: 'order.hold',
      entityType: 'order',
      entityId: id,
      before: { review: null },
      after: { review: 'held', linkedGbp, idCheck: { type: shown.type, last4: shown.last4 } },
    });
    return linkedGbpMinor;
  });
  if (reached !== null) {
    throw new AppError(
      'CONFLICT',
      `This customer's orders of the last 90 days reach £${formatAmount(fromMinorUnits(reached))}: an Admin must review this order before it completes`,
    );
  }
}
