/** E-mails waiting to be delivered (or delivered), written in the transaction that caused them. */
export interface OutboxTable {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  status: 'pending' | 'sent';
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  /** Where a mail client's one-click unsubscribe posts (RFC 8058); null for mail without one. */
  listUnsubscribeUrl: string | null;
}
