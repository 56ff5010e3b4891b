/**
 * Orders, one service made of their parts: placing (placing/), what staff read (staff/order-reads)
 * and the moves of an order (staff/order-moves).
 */
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import type { OrdersDeps, OrdersOptions } from './orders.options.ts';
import { createPlacing } from './placing/place-order.ts';
import { createOrderMoves } from './staff/order-moves.ts';
import { createOrderReads } from './staff/order-reads.ts';

export function createOrderService(db: Kysely<Database>, deps: OrdersDeps, options: OrdersOptions) {
  return {
    ...createPlacing(db, deps, options),
    ...createOrderReads(db, deps, options),
    ...createOrderMoves(db, deps, options),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
