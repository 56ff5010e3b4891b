export { recordAudit } from './audit.service.ts';
export { changes } from './changes.ts';
