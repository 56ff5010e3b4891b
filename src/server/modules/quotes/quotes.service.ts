import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CurrencyService } from '../currencies/currencies.service.ts';

export interface QuotesOptions {
  /** How long a quote holds its price. */
  quoteMinutes: number;
}

export function createQuoteService(
  _db: Kysely<Database>,
  _currencies: CurrencyService,
  _options: QuotesOptions,
) {
  return {};
}

export type QuoteService = ReturnType<typeof createQuoteService>;
