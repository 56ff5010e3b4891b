/**
 * The customer's links to an order's own page: `/order/{number}?t={token}`. Each e-mail and each
 * answer gets its own token; the database keeps only their SHA-256, so a leaked table or
 * Idempotency-Key record opens no order.
 */
import type { Insertable } from 'kysely';
import { hashSecretToken, newSecretToken } from '#server/secret-token.ts';
import type { Db } from '#server/db/database.ts';
import type { OrderLinksTable } from '../orders.table.ts';

/** A new link to the order: the row that stores it and the path it opens. */
export function newOrderLink(
  order: { id: string; orderNumber: string },
  now: Date,
): { row: Insertable<OrderLinksTable>; path: string } {
  const token = newSecretToken(24);
  return {
    row: { tokenHash: hashSecretToken(token), orderId: order.id, createdAt: now },
    path: `/order/${order.orderNumber}?t=${token}`,
  };
}

/** Stores a new link to the order and answers its path. */
export async function issueOrderLink(
  db: Db,
  order: { id: string; orderNumber: string },
  now: Date,
): Promise<string> {
  const { row, path } = newOrderLink(order, now);
  await db.insertInto('orderLinks').values(row).execute();
  return path;
}

/** The id of the order `token` opens, if it opens the order numbered `orderNumber`. */
export async function orderOpenedBy(
  db: Db,
  orderNumber: string,
  token: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('orderLinks')
    .innerJoin('orders', 'orders.id', 'orderLinks.orderId')
    .select('orders.id')
    .where('orderLinks.tokenHash', '=', hashSecretToken(token))
    .where('orders.orderNumber', '=', orderNumber)
    .executeTakeFirst();
  return row?.id;
}
