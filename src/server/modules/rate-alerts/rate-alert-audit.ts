/**
 * The audit entries of rate alerts: every move of an alert, by its id, with its status before and
 * after. They name no address: the customer acts as `customer`, the checks and jobs as the system.
 */
import type { Db } from '../../db/database.ts';
import { recordAudit } from '#server/modules/audit/index.ts';
import type { RateAlertStatus } from './rate-alerts.table.ts';

export const CUSTOMER_ACTOR = 'customer';

type Action = 'create' | 'confirm' | 'send' | 'unsubscribe' | 'expire' | 'delete';

export function auditAlert(
  trx: Db,
  id: string,
  action: Action,
  change: {
    /** When it moved: the caller's `now`. */
    at: Date;
    actor?: string | null;
    before?: { status: RateAlertStatus } | undefined;
    after?: ({ status: RateAlertStatus } & Record<string, unknown>) | undefined;
  },
): Promise<void> {
  return recordAudit(trx, {
    at: change.at,
    actor: change.actor ?? null,
    action: `rate-alert.${action}`,
    entityType: 'rate-alert',
    entityId: id,
    before: change.before,
    after: change.after,
  });
}
