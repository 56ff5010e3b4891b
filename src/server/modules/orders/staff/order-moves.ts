/**
 * Staff moves of an order (accept, complete, delete), the customer's cancel and the hold's
 * expiry: one transaction each, with the audit entry, the notes and the e-mail.
 */
import type { Kysely } from 'kysely';
import { nextStatus, type OrderMove, type OrderStatus } from '#shared/domain/order-state.ts';
import type { Branch } from '#shared/schemas/branch.ts';
import type { BusinessProfile } from '#shared/schemas/business.ts';
import type { IdCheck, NotesReceived, OrderView } from '#shared/schemas/order.ts';
import { inScope, type BranchScope } from '#server/branch-scope.ts';
import type { Database } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { recordAudit } from '#server/modules/audit/index.ts';
import { enqueueMail, type OutgoingMail } from '#server/modules/mail/index.ts';
import { issueOrderLink } from '../customer-links/order-links.ts';
import { orderCancelledMail, orderExpiredMail, readyToCollectMail } from '../order-mails.ts';
import { toOrderView } from '../order-view.ts';
import type { OrdersDeps, OrdersOptions } from '../orders.options.ts';
import {
  findOrder,
  itemsOf,
  statusOf,
  updateStatusIf,
  type OrderRow,
} from '../orders.repository.ts';
import { receiveNotes, settleHeldNotes } from '../placing/order-notes.ts';
import { queueReceiptMail } from '../receipts/receipt.ts';
import { holdIfLinkedById, refuseWhileHeld } from '../reviews/linked-orders.ts';
import { holdIfSanctionedById } from '../reviews/sanctions-holds.ts';
import { checkIdCheck, recordIdCheck } from './id-check.ts';
import { checkDeletion, recordDeleteReason } from './order-deletion.ts';
import { branchMap, unknownOrder } from './order-reads.ts';

/** What a staff move may carry besides the move itself. */
export interface MoveOptions {
  /** The caller's branches: an order elsewhere is answered as unknown. */
  scope?: BranchScope;
  /** The notes a Click & Sell customer handed in, recorded as it completes. */
  notesReceived?: NotesReceived | undefined;
  /** The customer's identity document, checked as the order completes. */
  idCheck?: IdCheck | undefined;
  /** Why an Admin deletes a completed order. */
  reason?: string | undefined;
  /** The caller is an Admin: only an Admin deletes a completed order. */
  asAdmin?: boolean;
}

const PAST_TENSE: Record<OrderMove, string> = {
  accept: 'accepted',
  complete: 'completed',
  delete: 'deleted',
  cancel: 'cancelled',
  expire: 'expired',
};

/** The e-mail a move sends the customer, if any; `link` opens the order's page. */
const MAIL_AFTER: Partial<
  Record<
    OrderMove,
    (
      order: OrderView,
      branch: Branch,
      business: BusinessProfile,
      link: string,
    ) => OutgoingMail | undefined
  >
> = {
  // Only a Click & Collect order is prepared: a Sell is accepted without a mail.
  accept: (order, branch, business, link) =>
    order.status === 'buy' ? readyToCollectMail(order, branch, business, link) : undefined,
  cancel: (order, _branch, business, link) => orderCancelledMail(order, business, link),
  expire: (order, _branch, business, link) => orderExpiredMail(order, business, link),
};

export function createOrderMoves(
  db: Kysely<Database>,
  {
    branches,
    business,
    sanctions,
    clock,
  }: Pick<OrdersDeps, 'branches' | 'business' | 'sanctions' | 'clock'>,
  options: OrdersOptions,
) {
  /**
   * Moves an order (a staff action, the customer's cancel, the hold's expiry: `actor` null for
   * the system) with its audit entry, its notes (paid out, released or received) and e-mail in
   * one transaction; of two moves at once that exclude each other, exactly one succeeds.
   */
  async function transition(
    actor: string | null,
    id: string,
    action: OrderMove,
    site: string,
    { scope, notesReceived, idCheck, reason, asAdmin = false }: MoveOptions = {},
  ): Promise<OrderView> {
    if (action === 'complete' && idCheck) {
      await holdIfSanctionedById(db, sanctions, id, idCheck, { scope, actor, now: clock.now() });
      await holdIfLinkedById(db, id, idCheck, { scope, actor, rules: options, now: clock.now() });
    }
    const profile = await business.profile();
    const byKey = await branchMap(branches);
    return db.transaction().execute(async (trx) => {
      const order = await findOrder(trx, id);
      if (!order || !inScope(scope, order.branchKey)) throw unknownOrder();
      refuseWhileHeld(order, action);
      if (notesReceived && (order.way !== 'Sell' || action !== 'complete')) {
        throw new AppError(
          'BAD_REQUEST',
          'Notes received are recorded when a Click & Sell order is completed',
          [{ path: 'notesReceived', message: 'Only for a Click & Sell order' }],
        );
      }
      checkIdCheck(order, action, idCheck, options.idCheckFromGbp);
      const refuse = (status: OrderStatus) =>
        new AppError('CONFLICT', `This order is ${status}: it cannot be ${PAST_TENSE[action]}`);
      // Moves only from the status read. A move committed meanwhile (staff, the customer, the
      // expiry job) is seen, and this one then starts from where that one left the order, so
      // the audit entry records the status it really moved from.
      let from = order.status;
      let updated: OrderRow | undefined;
      while (!updated) {
        const to = nextStatus(from, action);
        if (!to) throw refuse(from);
        updated = await updateStatusIf(trx, id, [from], to, clock.now());
        // Orders are never removed: it is there, in another status.
        if (!updated) from = await statusOf(trx, id);
      }
      // Checked against the status it moved from: a refusal rolls the move back.
      if (action === 'delete') checkDeletion(from, { reason, asAdmin });

      const now = clock.now();
      const recorded = {
        ...(idCheck && (await recordIdCheck(trx, id, idCheck, actor, now))),
        ...(reason && (await recordDeleteReason(trx, id, reason))),
      };
      await recordAudit(trx, {
        at: now,
        actor,
        action: `order.${action}`,
        entityType: 'order',
        entityId: id,
        before: { Status: from },
        after: { Status: updated.status, ...recorded },
      });
      if (notesReceived) {
        await receiveNotes(trx, updated, await itemsOf(trx, [id]), notesReceived, actor, now);
      } else {
        await settleHeldNotes(trx, updated, action, actor, now);
      }
      const branch = byKey.get(updated.branchKey);
      const view = toOrderView(updated, await itemsOf(trx, [id]), branch);
      const mail = branch && MAIL_AFTER[action];
      if (mail) {
        const link = site + (await issueOrderLink(trx, updated, now));
        const outgoing = mail(view, branch, profile, link);
        if (outgoing) await enqueueMail(trx, outgoing, now);
      }
      // Completing gives the customer their receipt (the Price Indications Regulations).
      if (action === 'complete' && branch) await queueReceiptMail(trx, id, branch, profile, now);
      return view;
    });
  }

  return { transition };
}
