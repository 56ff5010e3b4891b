/**
 * Retention (MLR 2017 reg. 40): an order's records are kept for RETENTION_YEARS after it ended,
 * then its personal data goes. The order stays for reporting (way, amounts, branch, dates, the
 * kind of ID seen); the customer's name, e-mail and phone, the ID's last four characters and the
 * links to the order's page do not. One audit entry per order, by the system.
 */
import type { ExpressionBuilder } from 'kysely';
import { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import type { OrderStatus } from '#shared/domain/order-state.ts';
import { recordAudit } from '#server/modules/audit/index.ts';
import { customerActor } from '../customer-links/customer-orders.ts';

export interface OrderRetentionDeps {
  db: Db;
  retentionYears: number;
  /** Orders per transaction (200): a short lock at a time, however many fall due at once. */
  batchSize?: number;
}

/** The statuses an order ends in: nothing more happens to it, so its time runs from its last move. */
const FINAL_STATUSES = [
  'Completed',
  'Deleted',
  'Cancelled',
  'Expired',
] as const satisfies readonly OrderStatus[];

/** What replaces the personal data: no customer's e-mail or phone is empty, so none matches. */
const ANONYMOUS = {
  firstName: 'Anonymised',
  lastName: '',
  email: '',
  emailKey: '',
  phone: '',
  phoneDigits: '',
  idCheckLast4: null,
};

/** The moment `years` calendar years before `now`: orders whose last move is older are due. */
export function retentionCutoff(now: Date, years: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/**
 * An order due for anonymising: ended by `cutoff`, not yet anonymised, not reported to the
 * authorities with the report still open (its records are kept while it is), and without a
 * suspicion that awaits the MLRO's decision or was decided after `cutoff` (the records of a
 * decision are kept for the same years as the order's).
 */
const isDue = (cutoff: Date) => (eb: ExpressionBuilder<Database, 'orders'>) =>
  eb.and([
    eb('status', 'in', FINAL_STATUSES),
    eb('anonymisedAt', 'is', null),
    eb('updatedAt', '<=', cutoff),
    eb.or([eb('sanctions', 'is', null), eb('sanctions', '!=', 'reported')]),
    eb.not(
      eb.exists(
        eb
          .selectFrom('suspicions')
          .select('suspicions.id')
          .whereRef('suspicions.orderId', '=', 'orders.id')
          .where((suspicion) =>
            suspicion.or([
              suspicion('suspicions.decidedAt', 'is', null),
              suspicion('suspicions.decidedAt', '>', cutoff),
            ]),
          ),
      ),
    ),
  ]);

/** An audit entry that recorded an ID check; its other fields are kept as they are. */
const CheckedEntrySchema = z.looseObject({ idCheck: z.object({ type: z.string() }) });

/**
 * The customer out of the orders' audit entries too: the ID's last four characters where a check
 * was recorded (completing, a hold for review; the kind of document stays), and the e-mail of a
 * customer who cancelled (still named as the customer). The audit log keeps no more of the
 * customer than the order does.
 */
async function scrubAuditEntries(trx: Db, orderIds: string[]): Promise<void> {
  const entries = await trx
    .selectFrom('auditLog')
    .select(['id', 'actor', 'after'])
    .where('entityType', '=', 'order')
    .where('entityId', 'in', orderIds)
    .execute();
  for (const entry of entries) {
    const after: unknown = JSON.parse(entry.after ?? 'null');
    const checked = CheckedEntrySchema.safeParse(after);
    const byCustomer = entry.actor?.startsWith(customerActor('')) ?? false;
    if (!checked.success && !byCustomer) continue;
    // The entry as recorded (its keys in their order), when it recorded an ID check.
    const recorded = checked.success && typeof after === 'object' ? after : null;
    await trx
      .updateTable('auditLog')
      .set({
        ...(recorded &&
          checked.success && {
            after: JSON.stringify({
              ...recorded,
              idCheck: { type: checked.data.idCheck.type },
            }),
          }),
        ...(byCustomer && { actor: customerActor('') }),
      })
      .where('id', '=', entry.id)
      .execute();
  }
}

/** One batch, in one transaction: how many orders it found due, and how many it anonymised. */
async function anonymiseBatch(trx: Db, cutoff: Date, now: Date, size: number) {
  const due = await trx
    .selectFrom('orders')
    .select('id')
    .where(isDue(cutoff))
    .orderBy('updatedAt')
    .limit(size)
    .execute();
  if (due.length === 0) return { found: 0, anonymised: 0 };
  // The same conditions again: a run meeting this one, or a late move, leaves an order alone.
  const anonymised = await trx
    .updateTable('orders')
    .set({ ...ANONYMOUS, anonymisedAt: now })
    .where(
      'id',
      'in',
      due.map((order) => order.id),
    )
    .where(isDue(cutoff))
    .returning('id')
    .execute();
  const ids = anonymised.map((order) => order.id);
  if (ids.length > 0) {
    await trx.deleteFrom('orderLinks').where('orderId', 'in', ids).execute();
    await scrubAuditEntries(trx, ids);
    for (const id of ids) {
      await recordAudit(trx, {
        at: now,
        actor: null,
        action: 'order.anonymise',
        entityType: 'order',
        entityId: id,
        after: { anonymisedAt: now.toISOString() },
      });
    }
  }
  return { found: due.length, anonymised: ids.length };
}

/** Anonymises every order due at `now`, batch by batch; resolves with how many this run did. */
export async function anonymiseEndedOrders(
  { db, retentionYears, batchSize = 200 }: OrderRetentionDeps,
  now: Date,
): Promise<number> {
  const cutoff = retentionCutoff(now, retentionYears);
  let total = 0;
  for (;;) {
    const batch = await db
      .transaction()
      .execute((trx) => anonymiseBatch(trx, cutoff, now, batchSize));
    total += batch.anonymised;
    if (batch.found < batchSize) return total;
  }
}
