import type { Generated } from 'kysely';
import type { OrderStatus } from '#shared/domain/order-state.ts';
import type { NotePreference } from '#shared/domain/note-plan.ts';
import type { Way } from '#shared/domain/pricing.ts';
import type { IdDocumentType, OrderReview, OrderSanctions } from '#shared/schemas/order.ts';

export interface OrdersTable {
  id: string;
  /** The customer's reference: 8 random digits. */
  orderNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** The e-mail in lower case and the phone's digits: how the limits per customer know them. */
  emailKey: string;
  phoneDigits: string;
  branchKey: string;
  way: Way;
  status: OrderStatus;
  /** GBP the customer pays (Order) or receives (Sell), in pence. */
  totalGbpMinor: number;
  /** The day the customer collects (or drops off), YYYY-MM-DD in UK local time. */
  collectionDate: string;
  /** When the branch stops holding the order: then it expires. */
  holdUntil: Date;
  /** When the reminder the day before the collection day was queued. */
  reminderSentAt: Date | null;
  /** When the reminder on the last day of the hold was queued. */
  holdReminderSentAt: Date | null;
  /** The notes the customer prefers: the server plans each item's notes with it. */
  notePreference: NotePreference;
  /** Notes HMRC lists as a warning sign (€200, €500, $100, …) are planned: staff look first. */
  highValueNotes: boolean;
  /**
   * The stock could not pay the order without them (Mixed or Small): set as it is placed. False
   * by default, as for the orders placed before it was stored.
   */
  highValueUnavoidable: Generated<boolean>;
  /** A currency the branch does not track: staff confirm the notes before accepting. */
  onRequest: boolean;
  /** The identity document checked as the order completed: its type and last four characters. */
  idCheckType: IdDocumentType | null;
  idCheckLast4: string | null;
  /** The e-mail of the staff member who checked it, and when. */
  idCheckedBy: string | null;
  idCheckedAt: Date | null;
  /** The customer's orders of the last 90 days, this one included, in pence, when placed. */
  linkedGbpMinor: number | null;
  /** 'held' for an Admin's due-diligence review before it can be accepted; 'cleared' after. */
  review: OrderReview | null;
  /** JSON array of the marks staff see in the lists. */
  flags: string;
  /** 'held' for the MLRO when the customer's name matched the sanctions list; then decided. */
  sanctions: OrderSanctions | null;
  /** JSON of the match (SanctionsMatch) that held the order. */
  sanctionsMatch: string | null;
  /** Why an Admin deleted the order after it completed. */
  deleteReason: string | null;
  /** When the retention period ended and the personal data was replaced. */
  anonymisedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface OrderItemsTable {
  id: string;
  orderId: string;
  position: number;
  /** The basket item's `Id` from the browser. */
  clientItemId: string;
  giveCurrency: string;
  giveMinor: number;
  takeCurrency: string;
  takeMinor: number;
  /** The effective rate the item was priced at, 4 decimals. */
  rate: number;
  quotedAt: Date;
  /** The server's quote the item was priced from; null when priced at the rate of the moment. */
  quoteId: string | null;
  /** GBP given back for what is below the smallest note, in pence. */
  changeGbpMinor: number;
}

/** An item's notes: planned and held for Click & Collect, received for Click & Sell. */
export interface OrderItemNotesTable {
  orderItemId: string;
  denominationMinor: number;
  count: number;
}

/** A link to an order's own page, e-mailed to the customer: the SHA-256 of its token. */
export interface OrderLinksTable {
  tokenHash: string;
  orderId: string;
  createdAt: Date;
}

/** The first answer to each checkout attempt, replayed to retries with the same key. */
export interface IdempotencyKeysTable {
  key: string;
  /** SHA-256 of the request body: the same key with another body is refused. */
  requestHash: string;
  /** The answer, recorded in the transaction that stored the order. */
  responseStatus: number;
  responseBody: string;
  createdAt: Date;
}

/**
 * How many orders are in each status at each branch: the sum of a key's shards. Kept by triggers
 * on `orders` (migration 2026-11-27-012), never written by the app.
 */
export interface OrderCountsTable {
  status: OrderStatus;
  branchKey: string;
  shard: number;
  n: number;
}

/**
 * How many changes the staff lists have seen: orders, their items and notes, and the branches.
 * The sum of the shards; kept by triggers (migration 2026-11-28-013), never written by the app.
 */
export interface OrderChangesTable {
  shard: number;
  n: number;
}

/**
 * Each order's row in the search index (SQLite's FTS5 table `order_search`, whose rowid is `id`).
 * Kept by triggers (migration 2026-11-28-013); PostgreSQL indexes the orders themselves.
 */
export interface OrderSearchRowsTable {
  id: number;
  orderId: string;
}
