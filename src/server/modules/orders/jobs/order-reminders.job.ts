/**
 * The reminder e-mails: the day before the collection (or drop-off) day, and on the last day the
 * branch holds the order. Each is one conditional update and its e-mail in the outbox, in one
 * transaction: a reminder goes out once however many runs meet it. An order placed that same
 * day is not reminded: its confirmation has just gone out.
 */
import type { Branch } from '#shared/schemas/branch.ts';
import type { BusinessProfile } from '#shared/schemas/business.ts';
import type { OrderView } from '#shared/schemas/order.ts';
import { addDays, ukDate, ukInstant } from '#shared/domain/uk-time.ts';
import type { Db } from '#server/db/database.ts';
import type { BranchService } from '#server/modules/branches/index.ts';
import type { BusinessService } from '#server/modules/business/index.ts';
import { enqueueMail, type OutgoingMail } from '#server/modules/mail/index.ts';
import { collectionReminderMail, holdEndingMail } from '../order-mails.ts';
import {
  listDueDayBeforeReminders,
  listDueHoldReminders,
  markReminded,
  type Reminder,
} from './order-jobs.repository.ts';
import { issueOrderLink } from '../customer-links/order-links.ts';
import { toOrderView } from '../order-view.ts';
import { itemsOf } from '../orders.repository.ts';

export interface OrderRemindersDeps {
  db: Db;
  branches: BranchService;
  business: BusinessService;
  /** Where the e-mail's link to the order's page points. */
  site: string;
}

type Template = (
  order: OrderView,
  branch: Branch,
  business: BusinessProfile,
  link: string,
) => OutgoingMail;

/** Resolves with how many reminders this run queued. */
export async function sendDueReminders(deps: OrderRemindersDeps, now: Date): Promise<number> {
  const { db } = deps;
  const today = ukDate(now);
  const startOfToday = ukInstant(today, '00:00');
  const startOfTomorrow = ukInstant(addDays(today, 1), '00:00');
  const [dayBefore, holdEnding] = await Promise.all([
    listDueDayBeforeReminders(db, addDays(today, 1), startOfToday),
    listDueHoldReminders(db, now, startOfTomorrow, startOfToday),
  ]);
  if (dayBefore.length === 0 && holdEnding.length === 0) return 0;

  const [branches, profile] = await Promise.all([deps.branches.list(), deps.business.profile()]);
  const byKey = new Map(branches.map((branch) => [branch.key, branch]));
  const remind = async (id: string, reminder: Reminder, template: Template) =>
    db.transaction().execute(async (trx) => {
      const order = await markReminded(trx, id, reminder, now);
      const branch = order && byKey.get(order.branchKey);
      if (!order || !branch) return false;
      const view = toOrderView(order, await itemsOf(trx, [id]), branch);
      const link = deps.site + (await issueOrderLink(trx, order, now));
      await enqueueMail(trx, template(view, branch, profile, link), now);
      return true;
    });

  let sent = 0;
  for (const id of dayBefore) {
    if (await remind(id, 'reminderSentAt', collectionReminderMail)) sent += 1;
  }
  for (const id of holdEnding) {
    if (await remind(id, 'holdReminderSentAt', holdEndingMail)) sent += 1;
  }
  return sent;
}
