import type { OrderStatus } from '../../../shared/domain/order-state.ts';
import type { Way } from '../../../shared/domain/pricing.ts';

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
