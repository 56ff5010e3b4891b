import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import type { OutboxTable } from './mail.table.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The address that stops mail like this one: sent as List-Unsubscribe with one-click
   * List-Unsubscribe-Post (RFC 8058), so mail clients offer an Unsubscribe button.
   */
  unsubscribeUrl?: string | undefined;
}

/** The outbox row that queues `mail`, for a caller that stores it with other rows at once. */
export function outboxRow(mail: OutgoingMail, now: Date): Insertable<OutboxTable> {
  return {
    id: timeOrderedId(),
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    lastError: null,
    createdAt: now,
    sentAt: null,
    listUnsubscribeUrl: mail.unsubscribeUrl ?? null,
  };
}

/**
 * Queues an e-mail, due at `now`; call it inside the transaction that makes the change it
 * reports.
 */
export async function enqueueMail(db: Db, mail: OutgoingMail, now: Date): Promise<void> {
  await db.insertInto('outbox').values(outboxRow(mail, now)).execute();
}
