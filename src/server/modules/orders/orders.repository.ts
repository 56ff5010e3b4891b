import type { Insertable, Selectable } from 'kysely';
import { z } from 'zod';
import type { OrderStatus } from '#shared/domain/order-state.ts';
import type { Db } from '../../db/database.ts';
import type { PlannedNotes } from '#shared/domain/note-plan.ts';
import { ORDER_FLAGS, type OrderFlag } from '#shared/schemas/order.ts';
import type { OutboxTable } from '#server/modules/mail/index.ts';
import { SUSPICION_ACTIONS } from './suspicions/suspicions.repository.ts';
import type {
  IdempotencyKeysTable,
  OrderItemNotesTable,
  OrderItemsTable,
  OrderLinksTable,
  OrdersTable,
} from './orders.table.ts';

export type OrderRow = Selectable<OrdersTable>;

/** A new order's compliance fields: no ID checked, no review, no marks, nothing anonymised. */
export const UNCHECKED = {
  idCheckType: null,
  idCheckLast4: null,
  idCheckedBy: null,
  idCheckedAt: null,
  linkedGbpMinor: null,
  review: null,
  flags: '[]',
  sanctions: null,
  sanctionsMatch: null,
  deleteReason: null,
  anonymisedAt: null,
} as const satisfies Partial<OrderRow>;
const StoredFlagsSchema = z.array(z.enum(ORDER_FLAGS));

/** An order's marks, stored as the JSON text of an array. */
export function flagsOf(order: Pick<OrderRow, 'flags'>): OrderFlag[] {
  return StoredFlagsSchema.parse(JSON.parse(order.flags));
}

/** An item with its notes (planned, or received), largest first. */
export type OrderItemRow = Selectable<OrderItemsTable> & { notes: PlannedNotes[] };

/** A new order and what is stored with it. */
export interface NewOrder {
  order: Insertable<OrdersTable>;
  items: Array<Insertable<OrderItemsTable> & { id: string; notes: readonly PlannedNotes[] }>;
  /** The links to the order's page: the e-mail's and the answer's. */
  links: Array<Insertable<OrderLinksTable>>;
  /** The confirmation e-mail, queued. */
  mail: Insertable<OutboxTable>;
  /** The Idempotency-Key the order is placed with, and its answer. */
  key: Insertable<IdempotencyKeysTable> | undefined;
}

export async function insertItemNotes(
  db: Db,
  notes: Insertable<OrderItemNotesTable>[],
): Promise<void> {
  if (notes.length > 0) await db.insertInto('orderItemNotes').values(notes).execute();
}

export function findOrder(db: Db, id: string) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The status of an order that exists. */
export async function statusOf(db: Db, id: string): Promise<OrderStatus> {
  const { status } = await db
    .selectFrom('orders')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return status;
}

export function findOrderByNumber(db: Db, orderNumber: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('orderNumber', '=', orderNumber)
    .executeTakeFirst();
}

/** The items of these orders with their notes: two queries, however many orders. */
export async function itemsOf(db: Db, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  const items = await db
    .selectFrom('orderItems')
    .selectAll()
    .where('orderId', 'in', orderIds)
    .orderBy('orderId')
    .orderBy('position')
    .execute();
  const notes = await db
    .selectFrom('orderItemNotes')
    .innerJoin('orderItems', 'orderItems.id', 'orderItemNotes.orderItemId')
    .select([
      'orderItemNotes.orderItemId',
      'orderItemNotes.denominationMinor',
      'orderItemNotes.count',
    ])
    .where('orderItems.orderId', 'in', orderIds)
    .orderBy('orderItemNotes.denominationMinor', 'desc')
    .execute();
  const byItem = Map.groupBy(notes, (note) => note.orderItemId);
  return items.map((item) => ({
    ...item,
    notes: (byItem.get(item.id) ?? []).map(({ denominationMinor, count }) => ({
      denominationMinor: Number(denominationMinor),
      count: Number(count),
    })),
  }));
}

/**
 * The notes an order holds now, per branch, currency and denomination: what its ledger rows
 * reserved less what they released. Read from the stock ledger, the one record of what is held.
 */
export async function heldNotes(db: Db, orderId: string) {
  const rows = await db
    .selectFrom('stockMovements')
    .select(['branchKey', 'currencyCode', 'denominationMinor'])
    .select((eb) => eb.fn.sum<number | string>('reservedDelta').as('held'))
    .where('orderId', '=', orderId)
    .groupBy(['branchKey', 'currencyCode', 'denominationMinor'])
    .orderBy('currencyCode')
    .orderBy('denominationMinor')
    .execute();
  return rows
    .map((row) => ({
      branchKey: row.branchKey,
      currencyCode: row.currencyCode,
      denominationMinor: Number(row.denominationMinor),
      count: Number(row.held),
    }))
    .filter(({ count }) => count > 0);
}

/** The status an audit entry's before or after JSON records, if any. */
const StatusSnapshotSchema = z.object({ Status: z.string() });
function statusIn(json: string | null): string | null {
  if (json === null) return null;
  const snapshot = StatusSnapshotSchema.safeParse(JSON.parse(json));
  return snapshot.success ? snapshot.data.Status : null;
}

/** An order's staff actions from the audit log, oldest first, as history entries. */
export async function listOrderHistory(db: Db, orderId: string) {
  const rows = await db
    .selectFrom('auditLog')
    .selectAll()
    .where('entityType', '=', 'order')
    .where('entityId', '=', orderId)
    // A suspicion raised with the MLRO, and their decision, are theirs to read, not the branch's.
    .where('action', 'not in', SUSPICION_ACTIONS)
    .orderBy('createdAt')
    .execute();
  return rows.map((row) => ({
    action: row.action.replace(/^order\./, ''),
    from: statusIn(row.before),
    to: statusIn(row.after),
    actor: row.actor,
    at: row.createdAt.toISOString(),
  }));
}

/** Moves the order only if it is still in one of `from`: of two staff acting at once, one wins. */
export function updateStatusIf(
  db: Db,
  id: string,
  from: readonly OrderStatus[],
  to: OrderStatus,
  now: Date,
) {
  return db
    .updateTable('orders')
    .set({ status: to, updatedAt: now })
    .where('id', '=', id)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();
}

/** Advisory locks of the orders per customer: the first half of each two-part lock key. */
export const CUSTOMER_LOCK_CLASS = 0x6f_7264; // "ord"

export interface CustomerKeys {
  emailKey: string;
  phoneDigits: string;
}

/** Orders left out of a customer's 90-day GBP: no cash changed hands, nor will. */
export const UNCOUNTED_STATUSES: readonly OrderStatus[] = ['Deleted', 'Cancelled', 'Expired'];

/** When the `n`th newest order for one e-mail since `since` was placed; it must exist. */
export async function nthOrderTimeForEmail(
  db: Db,
  emailKey: string,
  since: Date,
  n: number,
): Promise<Date> {
  const { createdAt } = await db
    .selectFrom('orders')
    .select('createdAt')
    .where('emailKey', '=', emailKey)
    .where('createdAt', '>=', since)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .offset(n - 1)
    .executeTakeFirstOrThrow();
  return createdAt;
}
