/** The queries of a branch's day: its open orders around today, and the lists' pulse. */
import type { OrderStatus } from '#shared/domain/order-state.ts';
import type { Db } from '#server/db/database.ts';
import { toIsoString } from '#server/db/values.ts';
import { countByStatus } from '../staff/order-list.repository.ts';
import type { OrderRow } from '../orders.repository.ts';

/** Orders the branch still has to hand over or take in. */
export const OPEN_STATUSES = ['Pending', 'Accepted'] as const satisfies readonly OrderStatus[];

/**
 * The branch's open orders for `today` up to `lastDay`, and those of earlier days it still holds
 * at `now`; by day, then oldest first.
 */
export function openOrdersAround(
  db: Db,
  branchKey: string,
  { today, lastDay, now }: { today: string; lastDay: string; now: Date },
): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('branchKey', '=', branchKey)
    .where('status', 'in', OPEN_STATUSES)
    .where('collectionDate', '<=', lastDay)
    .where((eb) => eb.or([eb('collectionDate', '>=', today), eb('holdUntil', '>', now)]))
    .orderBy('collectionDate')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** Only these branches' orders when `branches` is given; every branch's otherwise. */
type Scope = readonly string[] | undefined;

/** When the newest order in scope was placed, ISO 8601, or null. */
export async function newestOrderTime(db: Db, branches: Scope): Promise<string | null> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.max('createdAt').as('latest'))
    // `in ()` is no SQL: a Staff member without a branch matches nothing.
    .$call((query) => (branches ? query.where('branchKey', 'in', [...branches, '']) : query))
    .executeTakeFirst();
  return toIsoString(row?.latest);
}

/** How many orders in scope are Pending and Accepted: from the counter rows. */
export function openCounts(db: Db, branches: Scope): Promise<Partial<Record<OrderStatus, number>>> {
  return countByStatus(db, branches, OPEN_STATUSES);
}
