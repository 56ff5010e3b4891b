/**
 * The customer's ID check as an order completes: the document seen and its last four characters,
 * required from ID_CHECK_FROM_GBP (0: always), recorded with who checked it and when.
 */
import type { OrderMove } from '#shared/domain/order-state.ts';
import { toMinorUnits } from '#shared/domain/pricing.ts';
import type { IdCheck } from '#shared/schemas/order.ts';
import type { Db } from '#server/db/database.ts';
import { AppError } from '#server/errors.ts';
import type { OrderRow } from '../orders.repository.ts';

export const ID_CHECK_REQUIRED =
  "Check the customer's ID: record the document and its last four characters";

const refuse = (message: string, issue: string) =>
  new AppError('BAD_REQUEST', message, [{ path: 'idCheck', message: issue }]);

/**
 * Throws before anything moves when `move` carries an ID check it cannot (only completing does),
 * or completes an order of `fromGbp` or more without one.
 */
export function checkIdCheck(
  order: OrderRow,
  move: OrderMove,
  idCheck: IdCheck | undefined,
  fromGbp: number,
): void {
  if (idCheck && move !== 'complete') {
    throw refuse('An ID check is recorded when an order is completed', 'Only when completing');
  }
  if (!idCheck && move === 'complete' && order.totalGbpMinor >= toMinorUnits(fromGbp)) {
    throw refuse(
      ID_CHECK_REQUIRED,
      fromGbp === 0
        ? 'Required for every order'
        : `Required for an order of £${fromGbp.toLocaleString('en-GB')} or more`,
    );
  }
}

/**
 * Stores the check on the order, in the move's transaction; answers what its audit entry records
 * (the document and last four, not who and when: the entry has those).
 */
export async function recordIdCheck(
  trx: Db,
  orderId: string,
  idCheck: IdCheck,
  actor: string | null,
  now: Date,
): Promise<{ idCheck: IdCheck }> {
  await trx
    .updateTable('orders')
    .set({
      idCheckType: idCheck.type,
      idCheckLast4: idCheck.last4,
      idCheckedBy: actor,
      idCheckedAt: now,
    })
    .where('id', '=', orderId)
    .execute();
  return { idCheck: { type: idCheck.type, last4: idCheck.last4 } };
}
