import type { Db } from '#server/db/database.ts';
import type { SuspicionsTable } from './suspicions.table.ts';

/** The audit actions of a suspicion (raised, decided), which the order's history leaves out. */
export const SUSPICION_ACTION = 'order.suspicion';
export const SUSPICION_DECIDED_ACTION = 'order.suspicion-decided';
export const SUSPICION_ACTIONS = [SUSPICION_ACTION, SUSPICION_DECIDED_ACTION];

type RaisedRow = Pick<SuspicionsTable, 'id' | 'orderId' | 'raisedBy' | 'raisedAt' | 'note'>;
type DecisionRow = Pick<
  SuspicionsTable,
  'decidedBy' | 'decidedAt' | 'decisionNote' | 'reference' | 'reportedOn'
> & { decision: NonNullable<SuspicionsTable['decision']> };

export function insertSuspicion(db: Db, suspicion: RaisedRow): Promise<unknown> {
  return db.insertInto('suspicions').values(suspicion).execute();
}

export function findSuspicion(db: Db, id: string) {
  return db
    .selectFrom('suspicions')
    .select(['id', 'orderId'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Records the MLRO's decision unless one was made already: whether this call made it. */
export async function decideSuspicion(db: Db, id: string, decision: DecisionRow) {
  const { numUpdatedRows } = await db
    .updateTable('suspicions')
    .set(decision)
    .where('id', '=', id)
    .where('decision', 'is', null)
    .executeTakeFirstOrThrow();
  return numUpdatedRows === 1n;
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
      'suspicions.decision',
      'suspicions.decidedBy',
      'suspicions.decidedAt',
      'suspicions.decisionNote',
      'suspicions.reference',
      'suspicions.reportedOn',
      'orders.orderNumber',
      'orders.branchKey',
      'orders.status',
    ])
    .orderBy('suspicions.raisedAt', 'desc')
    .orderBy('suspicions.id', 'desc')
    .execute();
}
