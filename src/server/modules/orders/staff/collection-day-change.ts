/**
 * Staff move an open order to another day at its branch (say, the branch will close on the day it
 * was for): the day is checked as a customer's would be, the hold runs from the new day, the
 * reminders go out again for it, and the customer is e-mailed the new day; audited.
 */
import { OPEN_STATUSES } from '#shared/domain/order-state.ts';
import type { OrderView } from '#shared/schemas/order.ts';
import { inScope, type BranchScope } from '#server/branch-scope.ts';
import type { Db } from '#server/db/database.ts';
import { AppError } from '#server/errors.ts';
import { recordAudit } from '#server/modules/audit/index.ts';
import { branchCalendar, type BranchService } from '#server/modules/branches/index.ts';
import type { BusinessService } from '#server/modules/business/index.ts';
import { enqueueMail } from '#server/modules/mail/index.ts';
import { collectionDayChangedMail } from '../order-mails.ts';
import { collectionFor, type CollectionOptions } from '../placing/collection.ts';
import { issueOrderLink } from '../customer-links/order-links.ts';
import { toOrderView } from '../order-view.ts';
import { findOrder, itemsOf } from '../orders.repository.ts';
import { systemClock, type Clock } from '#server/clock.ts';

export function createCollectionDayChange(
  db: Db,
  { branches, business }: { branches: BranchService; business: BusinessService },
  options: CollectionOptions,
  clock: Clock = systemClock,
) {
  return async function moveCollectionDay(
    actor: string,
    id: string,
    collectionDate: string,
    { scope, site, now = clock.now() }: { scope: BranchScope; site: string; now?: Date },
  ): Promise<OrderView> {
    const order = await findOrder(db, id);
    // Another branch's order is as unknown as one that does not exist.
    if (!order || !inScope(scope, order.branchKey)) {
      throw new AppError('NOT_FOUND', 'No order with this id');
    }
    const notOpen = (status: string) =>
      new AppError('CONFLICT', `This order is ${status}: its day cannot change`);
    if (!OPEN_STATUSES.some((open) => open === order.status)) throw notOpen(order.status);
    const branch = await branches.get(order.branchKey);
    // Already for that day: nothing changes, nothing is sent.
    if (order.collectionDate === collectionDate) {
      return toOrderView(order, await itemsOf(db, [id]), branch);
    }
    const [profile, collection] = await Promise.all([
      business.profile(),
      // Read afresh: a staff move is rare, and must not miss a closure made a moment before.
      collectionFor((b, from) => branchCalendar(db, b, from), branch, collectionDate, now, options),
    ]);
    return db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('orders')
        .set({
          collectionDate: collection.collectionDate,
          holdUntil: collection.holdUntil,
          reminderSentAt: null,
          holdReminderSentAt: null,
          updatedAt: now,
        })
        .where('id', '=', id)
        .where('status', 'in', OPEN_STATUSES)
        .returningAll()
        .executeTakeFirst();
      // Moved on meanwhile (collected, cancelled, expired): orders are never removed.
      if (!moved) throw notOpen((await findOrder(trx, id))?.status ?? 'closed');
      await recordAudit(trx, {
        at: now,
        actor,
        action: 'order.collection-day',
        entityType: 'order',
        entityId: id,
        before: { collectionDate: order.collectionDate },
        after: { collectionDate: moved.collectionDate },
      });
      const view = toOrderView(moved, await itemsOf(trx, [id]), branch);
      const link = site + (await issueOrderLink(trx, moved, now));
      await enqueueMail(trx, collectionDayChangedMail(view, branch, profile, link), now);
      return view;
    });
  };
}
