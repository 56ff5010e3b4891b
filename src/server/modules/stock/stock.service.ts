import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function createStockService(_db: Kysely<Database>) {
  return {};
}

export type StockService = ReturnType<typeof createStockService>;
