export const RATE_ALERT_STATUSES = [
  'pending',
  'active',
  'sent',
  'unsubscribed',
  'expired',
] as const;
export type RateAlertStatus = (typeof RATE_ALERT_STATUSES)[number];

/**
 * A customer's rate alert: `pending` until its confirmation link is followed, then `active` until
 * the Click & Collect rate reaches the target (`sent`), the customer unsubscribes or it ends.
 */
export interface RateAlertsTable {
  id: string;
  email: string;
  currencyCode: string;
  /** Units of the currency per £1 at the Click & Collect rate. */
  target: number;
  status: RateAlertStatus;
  /** SHA-256 of the confirmation link's secret, hex. */
  confirmTokenHash: string;
  /** SHA-256 of the unsubscribe links' secret, hex. */
  unsubscribeTokenHash: string;
  createdAt: Date;
  confirmedAt: Date | null;
  /** 90 days after `createdAt`. */
  endsAt: Date;
  /** When it was sent, unsubscribed or expired. */
  endedAt: Date | null;
  sentRate: number | null;
}
