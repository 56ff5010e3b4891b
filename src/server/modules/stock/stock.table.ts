/** Banknotes: what each currency is sold in, what each branch holds, and how it moves. */

/** A banknote a currency is sold in; `valueMinor` in hundredths (a €50 note is 5000). */
export interface DenominationsTable {
  currencyCode: string;
  valueMinor: number;
}

/** A branch's settings for one currency. */
export interface BranchCurrenciesTable {
  branchKey: string;
  currencyCode: string;
  /** False: stock unknown, the currency is offered "on request" and staff confirm each order. */
  tracked: boolean;
  /** The branch calls the currency low below this value, in minor units; null: no alert. */
  lowBelowMinor: number | null;
}

/** The notes of one denomination a branch holds, and how many of them open orders hold. */
export interface BranchStockTable {
  branchKey: string;
  currencyCode: string;
  denominationMinor: number;
  onHand: number;
  reserved: number;
}

export const STOCK_MOVEMENT_KINDS = [
  'count',
  'delivery',
  'damaged',
  'adjustment',
  'reservation',
  'release',
  'payout',
  'purchase',
  'transfer_out',
  'transfer_in',
] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/** The append-only ledger of every change to `branch_stock`, written in the same transaction. */
export interface StockMovementsTable {
  id: string;
  branchKey: string;
  currencyCode: string;
  denominationMinor: number;
  kind: StockMovementKind;
  onHandDelta: number;
  reservedDelta: number;
  reason: string | null;
  orderId: string | null;
  transferId: string | null;
  actor: string | null;
  createdAt: Date;
}

export type TransferStatus = 'requested' | 'sent' | 'received' | 'cancelled';

export interface StockTransfersTable {
  id: string;
  fromBranch: string;
  toBranch: string;
  currencyCode: string;
  status: TransferStatus;
  /** YYYY-MM-DD (UK): the day the receiver expects the notes. */
  expectedDate: string;
  requestedBy: string;
  requestedAt: Date;
  sentAt: Date | null;
  receivedAt: Date | null;
}

export interface StockTransferNotesTable {
  transferId: string;
  denominationMinor: number;
  count: number;
}

/** A branch's end of day. */
export interface DayClosesTable {
  id: string;
  branchKey: string;
  /** YYYY-MM-DD (UK). */
  date: string;
  closedBy: string;
  closedAt: Date;
  /** The GBP counted in the till, in pence; null when it was not counted. */
  gbpCountedMinor: number | null;
}

/** The GBP a branch's till opens a day with, entered at the day's start. */
export interface OpeningFloatsTable {
  branchKey: string;
  /** YYYY-MM-DD (UK). */
  date: string;
  amountMinor: number;
  setBy: string;
  setAt: Date;
}

export interface DayCloseCountsTable {
  dayCloseId: string;
  currencyCode: string;
  denominationMinor: number;
  expected: number;
  counted: number;
}
