export { auditRow, recordAudit, type AuditEntry } from './audit.service.ts';
export { changes } from './changes.ts';
