/**
 * Suspicions: any member of staff reports to the MLRO that an order of their branches looks like
 * money laundering (an internal report under POCA 2002 s.330), with a note; the MLRO alone reads
 * them. Raising one is audited. Nothing of it reaches the customer, nor the order's history.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RaisedSuspicion, Suspicion, SuspicionBody } from '#shared/schemas/suspicion.ts';
import { inScope, type BranchScope } from '#server/branch-scope.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { recordAudit } from '#server/modules/audit/index.ts';
import type { BranchService } from '#server/modules/branches/index.ts';
import { findOrder } from '../orders.repository.ts';
import { branchMap, unknownOrder } from '../staff/order-reads.ts';
import { insertSuspicion, listSuspicions, SUSPICION_ACTION } from './suspicions.repository.ts';

export const MLRO_READS_SUSPICIONS = 'Only the MLRO reads suspicions';

export function createSuspicionService(
  db: Kysely<Database>,
  { branches, clock }: { branches: BranchService; clock: Clock },
) {
  return {
    /**
     * Raises a suspicion on order `orderId` as `actor`, within `scope` (another branch's order is
     * unknown, as for its details), audited in the same transaction.
     */
    async raise(
      actor: string,
      orderId: string,
      { note }: SuspicionBody,
      scope: BranchScope,
    ): Promise<RaisedSuspicion> {
      const order = await findOrder(db, orderId);
      if (!order || !inScope(scope, order.branchKey)) throw unknownOrder();
      const id = randomUUID();
      const raisedAt = clock.now();
      await db.transaction().execute(async (trx) => {
        await insertSuspicion(trx, { id, orderId, raisedBy: actor, raisedAt, note });
        await recordAudit(trx, {
          at: raisedAt,
          actor,
          action: SUSPICION_ACTION,
          entityType: 'order',
          entityId: orderId,
          after: { suspicion: id, note },
        });
      });
      return { id, raisedAt: raisedAt.toISOString() };
    },

    /** Every suspicion, newest first: the MLRO's only (403 for anyone else). */
    async list(reader: { mlro: boolean }): Promise<Suspicion[]> {
      if (!reader.mlro) throw new AppError('FORBIDDEN', MLRO_READS_SUSPICIONS);
      const [rows, byKey] = await Promise.all([listSuspicions(db), branchMap(branches)]);
      return rows.map((row) => ({
        id: row.id,
        orderId: row.orderId,
        orderNumber: row.orderNumber,
        branchKey: row.branchKey,
        branch: byKey.get(row.branchKey)?.name ?? row.branchKey,
        status: row.status,
        raisedBy: row.raisedBy,
        raisedAt: row.raisedAt.toISOString(),
        note: row.note,
      }));
    },
  };
}

export type SuspicionService = ReturnType<typeof createSuspicionService>;
