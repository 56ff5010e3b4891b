import type { STOCK_REASONS } from '#shared/schemas/stock.ts';

export type StockReason = (typeof STOCK_REASONS)[number];

/** Why notes changed, in staff's words, in the order offered. */
export const REASON_LABELS: Record<StockReason, string> = {
  counted: 'Counted',
  delivery: 'Delivery',
  damaged: 'Damaged',
  adjustment: 'Adjustment',
};
