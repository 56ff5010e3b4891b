import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ContactMessagesTable } from './contact.table.ts';

export type ContactMessageRow = Selectable<ContactMessagesTable>;

export async function insertMessage(db: Db, message: Insertable<ContactMessagesTable>) {
  await db.insertInto('contactMessages').values(message).execute();
}

export function findMessage(db: Db, id: string) {
  return db.selectFrom('contactMessages').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listMessages(db: Db, page: { limit: number; offset: number }) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('contactMessages')
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('contactMessages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

/** Marks the message handled unless it already is: of two staff acting at once, one records it. */
export function markHandledIfOpen(db: Db, id: string, by: string, at: Date) {
  return db
    .updateTable('contactMessages')
    .set({ handledAt: at, handledBy: by })
    .where('id', '=', id)
    .where('handledAt', 'is', null)
    .returningAll()
    .executeTakeFirst();
}
