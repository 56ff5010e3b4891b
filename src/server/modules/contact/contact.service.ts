import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ContactMessage, ContactReceipt } from '#shared/schemas/contact.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '#server/modules/audit/index.ts';
import {
  findMessage,
  insertMessage,
  listMessages,
  markHandledIfOpen,
  type ContactMessageRow,
} from './contact.repository.ts';
import { systemClock, type Clock } from '#server/clock.ts';

export interface NewContactMessage {
  name: string;
  email: string;
  phone: string;
  message: string;
}

function toView(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledBy,
  };
}

export function createContactService(db: Kysely<Database>, clock: Clock = systemClock) {
  return {
    async receive(message: NewContactMessage): Promise<ContactReceipt> {
      const id = randomUUID();
      const createdAt = clock.now();
      await insertMessage(db, { id, ...message, createdAt, handledAt: null, handledBy: null });
      return { id, receivedAt: createdAt.toISOString() };
    },

    async list(page: { limit: number; offset: number }) {
      const { rows, total } = await listMessages(db, page);
      return { messages: rows.map(toView), total };
    },

    /** Idempotent: a message handled already is returned as it is, with its first handler. */
    async markHandled(actor: string, id: string): Promise<ContactMessage> {
      return db.transaction().execute(async (trx) => {
        const handled = await markHandledIfOpen(trx, id, actor, clock.now());
        if (!handled) {
          const existing = await findMessage(trx, id);
          if (!existing) throw new AppError('NOT_FOUND', 'This message does not exist');
          return toView(existing);
        }
        await recordAudit(trx, {
          at: clock.now(),
          actor,
          action: 'contact-message.handle',
          entityType: 'contact-message',
          entityId: id,
          before: { handledAt: null, handledBy: null },
          after: { handledAt: handled.handledAt?.toISOString(), handledBy: handled.handledBy },
        });
        return toView(handled);
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
