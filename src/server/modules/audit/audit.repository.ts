import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';

export interface AuditEntry {
  /** The staff user's e-mail, or null for the system (start-up, scheduled jobs). */
  actor: string | null;
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** Appends to the audit log; call it inside the transaction that makes the change. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      id: randomUUID(),
      actor: entry.actor,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      createdAt: new Date(),
    })
    .execute();
}

/** An order's staff actions, oldest first, as history entries. */
export async function listOrderHistory(db: Db, orderId: string) {
  const rows = await db
    .selectFrom('auditLog')
    .selectAll()
    .where('entityType', '=', 'order')
    .where('entityId', '=', orderId)
    .orderBy('createdAt')
    .execute();
  const status = (json: string | null) =>
    json === null ? null : ((JSON.parse(json) as { Status?: string }).Status ?? null);
  return rows.map((row) => ({
    action: row.action.replace(/^order\./, ''),
    from: status(row.before),
    to: status(row.after),
    actor: row.actor,
    at: row.createdAt.toISOString(),
  }));
}
