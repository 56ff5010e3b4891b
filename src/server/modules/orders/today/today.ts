/**
 * A branch's day, as its cashiers work it: the orders to hand over and take in today, those whose
 * day has passed that the branch still holds, and what to prepare for its next open day. And the
 * pulse the dashboard's lists poll to see new orders arrive.
 */
import { COLLECTION_DAYS, openingOn, type BranchCalendar } from '#shared/domain/collection-days.ts';
import { addDays, ukDate } from '#shared/domain/uk-time.ts';
import type { Branch } from '#shared/schemas/branch.ts';
import type { OrderPulse, StaffBranch, Today } from '#shared/schemas/today.ts';
import { assertInScope, inScope, type BranchScope } from '#server/branch-scope.ts';
import type { Db } from '#server/db/database.ts';
import { AppError } from '#server/errors.ts';
import { AUTH_MESSAGES } from '#shared/schemas/user.ts';
import { branchCalendar, type BranchService } from '#server/modules/branches/index.ts';
import { toStaffOrderView } from '../order-view.ts';
import { itemsOf } from '../orders.repository.ts';
import { newestOrderTime, openCounts, openOrdersAround } from './today.repository.ts';
import { systemClock, type Clock } from '#server/clock.ts';

/** The first open day after `today`, or the day after when none opens in the coming weeks. */
export function nextOpenDay(calendar: BranchCalendar, today: string): string {
  for (let offset = 1; offset < COLLECTION_DAYS; offset++) {
    const date = addDays(today, offset);
    if (openingOn(calendar, date)) return date;
  }
  return addDays(today, 1);
}

export function createTodayService(db: Db, branches: BranchService, clock: Clock = systemClock) {
  /** The branches in `scope`, in the bureau's order. */
  async function branchesIn(scope: BranchScope): Promise<Branch[]> {
    return (await branches.list()).filter((branch) => inScope(scope, branch.key));
  }

  return {
    async branchesOf(scope: BranchScope): Promise<StaffBranch[]> {
      return (await branchesIn(scope)).map(({ key, name }) => ({ key, name }));
    },

    /** `key`'s day, or the first of the caller's branches'; another branch's is refused. */
    async today(scope: BranchScope, key: string | undefined, now = clock.now()): Promise<Today> {
      let branch: Branch | undefined;
      if (key === undefined) {
        branch = (await branchesIn(scope))[0];
        if (!branch) throw new AppError('FORBIDDEN', AUTH_MESSAGES.otherBranch);
      } else {
        assertInScope(scope, key);
        branch = await branches.get(key);
      }
      const date = ukDate(now);
      const nextDay = nextOpenDay(await branchCalendar(db, branch, date), date);
      const rows = await openOrdersAround(db, branch.key, { today: date, lastDay: nextDay, now });
      const items = Map.groupBy(
        await itemsOf(
          db,
          rows.map((row) => row.id),
        ),
        (item) => item.orderId,
      );
      const views = rows.map((row) => ({
        row,
        view: toStaffOrderView(row, items.get(row.id) ?? [], branch),
      }));
      const where = (keep: (row: (typeof rows)[number]) => boolean) =>
        views.filter(({ row }) => keep(row)).map(({ view }) => view);
      return {
        branch: { key: branch.key, name: branch.name },
        date,
        nextDay,
        collect: where((row) => row.collectionDate === date && row.way === 'Order'),
        dropOffs: where((row) => row.collectionDate === date && row.way === 'Sell'),
        overdue: where((row) => row.collectionDate < date),
        tomorrow: where((row) => row.collectionDate > date),
      };
    },

    /** The newest order and the open counts the caller sees: two indexed queries. */
    async pulse(scope: BranchScope): Promise<OrderPulse> {
      const [latest, counts] = await Promise.all([
        newestOrderTime(db, scope),
        openCounts(db, scope),
      ]);
      return { latest, counts: { Pending: counts.Pending ?? 0, Accepted: counts.Accepted ?? 0 } };
    },
  };
}

export type TodayService = ReturnType<typeof createTodayService>;
