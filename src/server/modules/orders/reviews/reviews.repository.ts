import { OPEN_STATUSES } from '#shared/domain/order-state.ts';
import type { IdDocumentType, OrderSanctions } from '#shared/schemas/order.ts';
import type { Db } from '#server/db/database.ts';
import { UNCOUNTED_STATUSES, type CustomerKeys, type OrderRow } from '../orders.repository.ts';

/** How orders are linked to one customer: the e-mail, the phone, or the name with the ID seen. */
export interface LinkedCustomer extends CustomerKeys {
  identity?:
    | { firstName: string; lastName: string; idCheckType: IdDocumentType; idCheckLast4: string }
    | undefined;
}

/**
 * The orders linked to `customer` placed since `since`, oldest first: those for the same e-mail,
 * the same phone digits, or the same name (case aside) with the same ID document, Deleted,
 * Cancelled and Expired orders aside (no cash changed hands, nor will).
 */
export function linkedOrders(db: Db, customer: LinkedCustomer, since: Date) {
  const { identity } = customer;
  return db
    .selectFrom('orders')
    .select(['id', 'orderNumber', 'totalGbpMinor', 'createdAt', 'status', 'branchKey'])
    .where('createdAt', '>=', since)
    .where('status', 'not in', UNCOUNTED_STATUSES)
    .where((eb) =>
      eb.or([
        eb('emailKey', '=', customer.emailKey),
        // A phone without digits names nobody.
        ...(customer.phoneDigits ? [eb('phoneDigits', '=', customer.phoneDigits)] : []),
        ...(identity
          ? [
              eb.and([
                // lower() on both sides: the same folding whatever the dialect makes of a letter.
                eb(
                  eb.fn('lower', ['firstName']),
                  '=',
                  eb.fn('lower', [eb.val(identity.firstName)]),
                ),
                eb(eb.fn('lower', ['lastName']), '=', eb.fn('lower', [eb.val(identity.lastName)])),
                eb('idCheckType', '=', identity.idCheckType),
                eb('idCheckLast4', '=', identity.idCheckLast4),
              ]),
            ]
          : []),
      ]),
    )
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

export type LinkedOrderRow = Awaited<ReturnType<typeof linkedOrders>>[number];

/**
 * Orders held for review or for sanctions (held or reported) that are still open (Pending or
 * Accepted), oldest first.
 */
export function heldOrders(db: Db) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where((eb) => eb.or([eb('review', '=', 'held'), eb('sanctions', 'in', ['held', 'reported'])]))
    .where('status', 'in', OPEN_STATUSES)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** Holds an open order not yet reviewed; false when it was reviewed or moved on meanwhile. */
export async function holdOrderIfUnreviewed(
  db: Db,
  id: string,
  hold: Pick<OrderRow, 'linkedGbpMinor' | 'flags' | 'idCheckType' | 'idCheckLast4'>,
  now: Date,
): Promise<boolean> {
  const held = await db
    .updateTable('orders')
    .set({ ...hold, review: 'held', updatedAt: now })
    .where('id', '=', id)
    .where('review', 'is', null)
    .where('status', 'in', OPEN_STATUSES)
    .executeTakeFirst();
  return held.numUpdatedRows > 0n;
}

/** Clears a held order that is still open; false when it is not held or no longer open. */
export async function clearReview(db: Db, id: string, now: Date): Promise<boolean> {
  const cleared = await db
    .updateTable('orders')
    .set({ review: 'cleared', updatedAt: now })
    .where('id', '=', id)
    .where('review', '=', 'held')
    .where('status', 'in', OPEN_STATUSES)
    .executeTakeFirst();
  return cleared.numUpdatedRows > 0n;
}

/** Ends the hold of an order rejected (and so deleted): it waits for nobody now. */
export async function endHold(db: Db, id: string, now: Date): Promise<void> {
  await db
    .updateTable('orders')
    .set({ review: null, updatedAt: now })
    .where('id', '=', id)
    .where('review', '=', 'held')
    .execute();
}

/**
 * Moves an open order's sanctions state from `from` to `to` (the MLRO's decision); false when it
 * was not in `from`, or is no longer open.
 */
export async function decideSanctions(
  db: Db,
  id: string,
  from: OrderSanctions,
  to: OrderSanctions,
  now: Date,
): Promise<boolean> {
  const decided = await db
    .updateTable('orders')
    .set({ sanctions: to, updatedAt: now })
    .where('id', '=', id)
    .where('sanctions', '=', from)
    .where('status', 'in', OPEN_STATUSES)
    .executeTakeFirst();
  return decided.numUpdatedRows > 0n;
}
