/**
 * Deleting an order that completed: cash changed hands, so only an Admin may, and says why. The
 * order stays (status Deleted) with its reason. Pending and Accepted orders are deleted as the
 * spec has it: by the branch's staff, no reason needed (one given is kept all the same).
 */
import { allowedActions, type OrderAction, type OrderStatus } from '#shared/domain/order-state.ts';
import type { Db } from '#server/db/database.ts';
import { AppError } from '#server/errors.ts';

/** What the caller may do with an order in `status`: Staff never see a completed order's delete. */
export function actionsFor(status: OrderStatus, asAdmin: boolean): OrderAction[] {
  return allowedActions(status).filter(
    (action) => asAdmin || status !== 'Completed' || action !== 'delete',
  );
}

/** Throws unless the caller may delete an order in status `from` (the status it moved from). */
export function checkDeletion(
  from: OrderStatus,
  { reason, asAdmin }: { reason: string | undefined; asAdmin: boolean },
): void {
  if (from !== 'Completed') return;
  if (!asAdmin) throw new AppError('FORBIDDEN', 'Only an Admin can delete a completed order');
  if (!reason) {
    throw new AppError('BAD_REQUEST', 'Give a reason for deleting a completed order', [
      { path: 'reason', message: 'Give a reason' },
    ]);
  }
}

/** Stores the reason on the order, in the move's transaction; answers what its audit entry records. */
export async function recordDeleteReason(
  trx: Db,
  orderId: string,
  reason: string,
): Promise<{ reason: string }> {
  await trx.updateTable('orders').set({ deleteReason: reason }).where('id', '=', orderId).execute();
  return { reason };
}
