/** Who did what to which record, when, with the record before and after (JSON). */
export interface AuditLogTable {
  id: string;
  actor: string | null;
  action: string;
  entityType: string;
  entityId: string;
  before: string | null;
  after: string | null;
  createdAt: Date;
}
