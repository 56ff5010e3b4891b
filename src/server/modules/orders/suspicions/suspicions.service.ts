/**
 * Suspicions: any member of staff reports to the MLRO that an order of their branches looks like
 * money laundering (an internal report under POCA 2002 s.330), with a note; the MLRO alone reads
 * them and decides, once, whether they reported it to the NCA. Raising and deciding are audited.
 * Nothing of it reaches the customer, nor the order's history.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  RaisedSuspicion,
  Suspicion,
  SuspicionBody,
  SuspicionDecisionBody,
} from '#shared/schemas/suspicion.ts';
import { inScope, type BranchScope } from '#server/branch-scope.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { recordAudit } from '#server/modules/audit/index.ts';
import type { BranchService } from '#server/modules/branches/index.ts';
import { findOrder } from '../orders.repository.ts';
import { branchMap, unknownOrder } from '../staff/order-reads.ts';
import {
  decideSuspicion,
  findSuspicion,
  insertSuspicion,
  listSuspicions,
  SUSPICION_ACTION,
  SUSPICION_DECIDED_ACTION,
} from './suspicions.repository.ts';

export const MLRO_READS_SUSPICIONS = 'Only the MLRO reads suspicions';
export const MLRO_DECIDES_SUSPICIONS = 'Only the MLRO decides on suspicions';
export const SUSPICION_DECIDED = 'This suspicion has been decided already';

type SuspicionRow = Awaited<ReturnType<typeof listSuspicions>>[number];

/** The MLRO's decision as the list shows it; undefined while there is none. */
function decidedOf(row: SuspicionRow): Suspicion['decided'] {
  if (!row.decision || !row.decidedBy || !row.decidedAt) return undefined;
  return {
    decision: row.decision,
    by: row.decidedBy,
    at: row.decidedAt.toISOString(),
    note: row.decisionNote ?? '',
    ...(row.reference ? { reference: row.reference } : {}),
    ...(row.reportedOn ? { reportedOn: row.reportedOn } : {}),
  };
}

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
        decided: decidedOf(row),
      }));
    },

    /**
     * The MLRO's decision on suspicion `id`, made once (409 after that), audited on its order in
     * the same transaction. Anyone else, Admins included, is refused with 403.
     */
    async decide(
      actor: { email: string; mlro: boolean },
      id: string,
      body: SuspicionDecisionBody,
    ): Promise<void> {
      if (!actor.mlro) throw new AppError('FORBIDDEN', MLRO_DECIDES_SUSPICIONS);
      const suspicion = await findSuspicion(db, id);
      if (!suspicion) throw new AppError('NOT_FOUND', 'Unknown suspicion');
      const decidedAt = clock.now();
      const decision = {
        decision: body.decision,
        decidedBy: actor.email,
        decidedAt,
        decisionNote: body.note,
        reference: body.decision === 'reported' ? body.reference : null,
        reportedOn: body.decision === 'reported' ? body.reportedOn : null,
      };
      await db.transaction().execute(async (trx) => {
        if (!(await decideSuspicion(trx, id, decision))) {
          throw new AppError('CONFLICT', SUSPICION_DECIDED);
        }
        await recordAudit(trx, {
          at: decidedAt,
          actor: actor.email,
          action: SUSPICION_DECIDED_ACTION,
          entityType: 'order',
          entityId: suspicion.orderId,
          after: { suspicion: id, ...body },
        });
      });
    },
  };
}

export type SuspicionService = ReturnType<typeof createSuspicionService>;
