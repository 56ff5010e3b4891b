/**
 * Sanctions screening of orders: the customer's name when the order is placed, the name on the ID
 * document as it completes, and every open order again when a new list is imported. A match holds
 * the order for the MLRO (reviews.service.ts decides), beside any due-diligence hold; a reported
 * order is frozen until the report is closed. Nothing of this reaches the customer: their views,
 * answers and e-mails read a held order as any order awaiting the branch.
 */
import type { Kysely } from 'kysely';
import { OPEN_STATUSES } from '#shared/domain/order-state.ts';
import {
  SanctionsMatchSchema,
  type HoldReason,
  type IdCheck,
  type OrderSanctions,
  type SanctionsMatchView,
} from '#shared/schemas/order.ts';
import { inScope, type BranchScope } from '#server/branch-scope.ts';
import type { Db } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import { refusal } from '#server/errors.ts';
import { recordAudit, type AuditEntry } from '#server/modules/audit/index.ts';
import type { SanctionsMatch, SanctionsService } from '#server/modules/sanctions/index.ts';
import { findOrder, type OrderRow } from '../orders.repository.ts';

/** What screening needs of the sanctions service. */
export type Screener = Pick<SanctionsService, 'screen'>;

export const HELD_FOR_SANCTIONS =
  'This order is held for the MLRO: its name matched the sanctions list';
export const FROZEN_BY_REPORT =
  'This order is frozen while the MLRO’s report on it is open: it cannot be moved';

/** The customer's name as screened at placing. */
export const customerName = (order: Pick<OrderRow, 'firstName' | 'lastName'>) =>
  `${order.firstName} ${order.lastName}`;

/** The match stored on an order, if any. */
export function matchOf(order: Pick<OrderRow, 'sanctionsMatch'>): SanctionsMatchView | null {
  return order.sanctionsMatch === null
    ? null
    : SanctionsMatchSchema.parse(JSON.parse(order.sanctionsMatch));
}

/** The holds open on an order: a due-diligence review, a sanctions match (held or reported). */
export function holdReasonsOf(order: Pick<OrderRow, 'review' | 'sanctions'>): HoldReason[] {
  return [
    ...(order.review === 'held' ? (['due-diligence'] as const) : []),
    ...(order.sanctions === 'held' || order.sanctions === 'reported'
      ? (['sanctions'] as const)
      : []),
  ];
}

/** What a match stores on the order. */
const heldBy = (match: SanctionsMatch) => ({
  sanctions: 'held' as const,
  sanctionsMatch: JSON.stringify({
    uniqueId: match.uniqueId,
    name: match.name,
    regime: match.regime,
    matched: match.matched,
  }),
});

/** What a new order stores of its screening: held with its match, or nothing. */
export async function screenNewOrder(
  screener: Screener,
  order: Pick<OrderRow, 'firstName' | 'lastName'>,
): Promise<Pick<OrderRow, 'sanctions' | 'sanctionsMatch'>> {
  const match = await screener.screen(customerName(order));
  return match ? heldBy(match) : { sanctions: null, sanctionsMatch: null };
}

/** The audit entry of a new sanctions hold. */
export function auditHold(
  db: Db,
  id: string,
  before: OrderSanctions | null,
  match: string,
  how: { actor: string | null; now: Date; screened: string },
) {
  return recordAudit(db, holdAuditEntry(id, before, match, how));
}

/** The audit entry of a sanctions hold: `auditHold`'s, for a caller that writes it itself. */
export function holdAuditEntry(
  id: string,
  before: OrderSanctions | null,
  match: string,
  { actor, now, screened }: { actor: string | null; now: Date; screened: string },
): AuditEntry {
  const recorded: unknown = JSON.parse(match);
  return {
    at: now,
    actor,
    action: 'order.sanctions-hold',
    entityType: 'order',
    entityId: id,
    before: { sanctions: before },
    after: { sanctions: 'held', screened, match: recorded },
  };
}

/**
 * Refuses a move a sanctions hold forbids: accept and complete while held; every move (cancel,
 * expiry and delete included, so its notes stay held) while reported.
 */
export function refuseWhileSanctioned(order: Pick<OrderRow, 'sanctions'>, move: string): void {
  if (order.sanctions === 'reported') {
    throw refusal('CONFLICT', 'HELD_FOR_SANCTIONS', FROZEN_BY_REPORT);
  }
  if (order.sanctions === 'held' && (move === 'accept' || move === 'complete')) {
    throw refusal('CONFLICT', 'HELD_FOR_SANCTIONS', HELD_FOR_SANCTIONS);
  }
}

/**
 * Holds an open order not held for sanctions now (never matched, or cleared), if it still is as
 * read; false when it moved on or was held meanwhile.
 */
async function holdIfUnheld(
  db: Db,
  id: string,
  was: OrderSanctions | null,
  match: SanctionsMatch,
  now: Date,
): Promise<boolean> {
  const held = await db
    .updateTable('orders')
    .set({ ...heldBy(match), updatedAt: now })
    .where('id', '=', id)
    .where('status', 'in', OPEN_STATUSES)
    .where((eb) => (was === null ? eb('sanctions', 'is', null) : eb('sanctions', '=', was)))
    .executeTakeFirst();
  return held.numUpdatedRows > 0n;
}

/**
 * Before an Accepted order completes: screens the name on the ID document, when staff typed it.
 * A match holds the order (committed with its audit entry) and refuses the completion (409). An
 * order the move itself refuses (another branch's, not Accepted, already held) is left to it.
 */
export async function holdIfSanctionedById(
  db: Kysely<Database>,
  screener: Screener,
  id: string,
  shown: IdCheck,
  { scope, actor, now }: { scope: BranchScope; actor: string | null; now: Date },
): Promise<void> {
  const name = shown.name?.trim();
  if (!name) return;
  const match = await screener.screen(name);
  if (!match) return;
  const held = await db.transaction().execute(async (trx) => {
    const order = await findOrder(trx, id);
    if (!order || !inScope(scope, order.branchKey)) return false;
    if (order.status !== 'Accepted') return false;
    if (order.sanctions === 'held' || order.sanctions === 'reported') return false;
    if (!(await holdIfUnheld(trx, id, order.sanctions, match, now))) return false;
    await auditHold(trx, id, order.sanctions, heldBy(match).sanctionsMatch, {
      actor,
      now,
      screened: 'id-document',
    });
    return true;
  });
  if (held) throw refusal('CONFLICT', 'HELD_FOR_SANCTIONS', HELD_FOR_SANCTIONS);
}

/**
 * Screens every open order again against the list just imported, in one pass: an order not held
 * now that matches is held, each audited as `actor`'s (null: the daily fetch). An order cleared
 * for the same listed individual stays cleared. Resolves with the orders newly held.
 */
export async function rescreenOpenOrders(
  db: Kysely<Database>,
  screener: Screener,
  actor: string | null,
  now: Date,
): Promise<string[]> {
  const open = await db
    .selectFrom('orders')
    .select(['id', 'firstName', 'lastName', 'sanctions', 'sanctionsMatch'])
    .where('status', 'in', OPEN_STATUSES)
    .where((eb) => eb.or([eb('sanctions', 'is', null), eb('sanctions', '=', 'cleared')]))
    .execute();
  const matches: Array<{ order: (typeof open)[number]; match: SanctionsMatch }> = [];
  for (const order of open) {
    const match = await screener.screen(customerName(order));
    if (!match) continue;
    if (order.sanctions === 'cleared' && matchOf(order)?.uniqueId === match.uniqueId) continue;
    matches.push({ order, match });
  }
  if (matches.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const held: string[] = [];
    for (const { order, match } of matches) {
      if (!(await holdIfUnheld(trx, order.id, order.sanctions, match, now))) continue;
      await auditHold(trx, order.id, order.sanctions, heldBy(match).sanctionsMatch, {
        actor,
        now,
        screened: 'list-import',
      });
      held.push(order.id);
    }
    return held;
  });
}
