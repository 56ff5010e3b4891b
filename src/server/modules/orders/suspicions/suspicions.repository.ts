import type { Db } from '#server/db/database.ts';
import type { SuspicionsTable } from './suspicions.table.ts';

/** The audit action of a raised suspicion, which the order's history leaves out. */
export const SUSPICION_ACTION = 'order.suspicion';

export function insertSuspicion(db: Db, suspicion: SuspicionsTable): Promise<unknown> {
  return db.insertInto('suspicions').values(suspicion).execute();
}

/** Every suspicion, newest first, with its order's number, branch and status now. */
export function listSuspicions(db: Db) {
  return db
    .selectFrom('suspicions')
    .innerJoin('orders', 'orders.id', 'suspicions.orderId')
    .select([
      'suspicions.id',
      'suspicions.orderId',
      'suspicions.raisedBy',
      'suspicions.raisedAt',
      'suspicions.note',
      'orders.orderNumber',
      'orders.branchKey',
      'orders.status',
    ])
    .orderBy('suspicions.raisedAt', 'desc')
    .orderBy('suspicions.id', 'desc')
    .execute();
}
