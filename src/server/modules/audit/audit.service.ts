/**
 * The audit log: who did what to which record, when, with the record before and after. Other
 * modules write to it through here, inside the transaction that makes the change, so an entry
 * commits with its change or not at all.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { insertAuditEntry } from './audit.repository.ts';

export interface AuditEntry {
  /** The staff user's e-mail, or null for the system (start-up, scheduled jobs). */
  actor: string | null;
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
  /** When it happened: the caller's `now`, read from the app's clock. */
  at: Date;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** Appends to the audit log, in the transaction `trx` that makes the change. */
export function recordAudit(trx: Db, entry: AuditEntry): Promise<void> {
  return insertAuditEntry(trx, auditRow(entry));
}

/** The audit log's row of `entry`, for a caller that writes it with others in one statement. */
export function auditRow(entry: AuditEntry) {
  return {
    id: randomUUID(),
    actor: entry.actor,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: json(entry.before),
    after: json(entry.after),
    createdAt: entry.at,
  };
}
