/**
 * Orders, one service made of their parts: placing (placing/), what staff read (staff/order-reads)
 * the moves of an order (staff/order-moves) and its receipt (receipts/).
 */
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import type { OrdersDeps, OrdersOptions } from './orders.options.ts';
import { createPlacing } from './placing/place-order.ts';
import { createReceipts } from './receipts/receipt.ts';
import { createOrderMoves } from './staff/order-moves.ts';
import { createOrderReads } from './staff/order-reads.ts';

export function createOrderService(db: Kysely<Database>, deps: OrdersDeps, options: OrdersOptions) {
  return {
    ...createPlacing(db, deps, options),
    ...createOrderReads(db, deps, options),
    ...createOrderMoves(db, deps, options),
    ...createReceipts(db, deps),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
