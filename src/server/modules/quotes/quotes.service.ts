/**
 * Quotes: prices the server issues and holds for QUOTE_MINUTES, each for one order. An order
 * claims its quotes in its own transaction (`claimQuote`); correcting a mistyped market rate
 * withdraws the open quotes made at it (`withdrawQuotes`, in the correction's transaction); the
 * unused ones are deleted a day after they expire.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MESSAGES, overOnlineLimitMessage } from '#shared/constants.ts';
import { fromMinorUnits, quote, toMinorUnits } from '#shared/domain/pricing.ts';
import type { Currency } from '#shared/schemas/currency.ts';
import type { Quote, QuoteRequest } from '#shared/schemas/quote.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, refusal } from '../../errors.ts';
import {
  claimQuoteIfOpen,
  deleteUnusedQuotesExpiredBefore,
  findQuotes,
  insertQuote,
  withdrawOpenQuotes,
  type QuoteRow,
} from './quotes.repository.ts';
import { systemClock, type Clock } from '#server/clock.ts';

export type { QuoteRow };

/**
 * What quotes read of the currencies: the rate and margins of one (the currency service is one).
 * Named here so that quotes need nothing of the currencies module, which withdraws quotes.
 */
export interface PricedCurrencies {
  get(code: string): Promise<Currency>;
}

export interface QuotesOptions {
  /** How long a quote holds its price. */
  quoteMinutes: number;
  /** The largest order, in GBP, taken online: no single quote goes above it. */
  maxOrderGbp: number;
}

/** Why a stored quote cannot price an order item. */
export type QuoteProblem = 'QUOTE_UNKNOWN' | 'QUOTE_USED' | 'QUOTE_WITHDRAWN' | 'QUOTE_EXPIRED';

/** Unused quotes are kept this long after they expire, then swept. */
const KEEP_EXPIRED_MS = 86_400_000;

/** What keeps `quote` from pricing an order at `now`, if anything. */
export function quoteProblem(quote: QuoteRow | undefined, now: Date): QuoteProblem | undefined {
  if (!quote) return 'QUOTE_UNKNOWN';
  if (quote.orderId !== null) return 'QUOTE_USED';
  if (quote.withdrawnAt !== null) return 'QUOTE_WITHDRAWN';
  if (quote.expiresAt.getTime() <= now.getTime()) return 'QUOTE_EXPIRED';
  return undefined;
}

/**
 * Gives quote `id` to order `orderId`, in the order's transaction. Resolves with why it could not,
 * read once the claim was decided (on PostgreSQL, after any order holding the quote committed).
 */
export async function claimQuote(
  trx: Db,
  id: string,
  orderId: string,
  now: Date,
): Promise<QuoteProblem | undefined> {
  if (await claimQuoteIfOpen(trx, id, orderId, now)) return undefined;
  const [stored] = await findQuotes(trx, [id]);
  // Open again is impossible: the one left is a second item of this order with the same quote.
  return quoteProblem(stored, now) ?? 'QUOTE_USED';
}

/**
 * Withdraws the open quotes of `code` made while its market rate was `marketRate`, in the
 * transaction that corrects that rate; resolves with how many.
 */
export function withdrawQuotes(
  trx: Db,
  code: string,
  marketRate: number,
  now: Date,
): Promise<number> {
  return withdrawOpenQuotes(trx, code, marketRate, now);
}

function toQuote(row: QuoteRow): Quote {
  return {
    id: row.id,
    currency: row.currencyCode,
    way: row.way,
    give: fromMinorUnits(row.giveMinor).toNumber(),
    take: fromMinorUnits(row.takeMinor).toNumber(),
    rate: row.rate,
    expiresAt: row.expiresAt.toISOString(),
  };
}

export function createQuoteService(
  db: Kysely<Database>,
  currencies: PricedCurrencies,
  options: QuotesOptions,
  clock: Clock = systemClock,
) {
  return {
    /**
     * Prices what the customer gives at the currency's rate of the moment (an Order's GBP rounded
     * up to £10) and stores the price until `now` + QUOTE_MINUTES.
     */
    async issue(request: QuoteRequest, now = clock.now()): Promise<Quote> {
      const currency = await currencies.get(request.currency);
      const priced = quote(currency, request.way, request.amount);
      if (!priced) throw new AppError('BAD_REQUEST', MESSAGES.incorrectAmount);
      const gbp = request.way === 'Order' ? priced.give.amount : priced.take.amount;
      if (gbp.greaterThan(options.maxOrderGbp)) {
        throw refusal('UNPROCESSABLE', 'ORDER_LIMIT', overOnlineLimitMessage(options.maxOrderGbp));
      }
      const row: QuoteRow = {
        id: randomUUID(),
        currencyCode: currency.value,
        way: request.way,
        giveCurrency: priced.give.currency,
        giveMinor: toMinorUnits(priced.give.amount),
        takeCurrency: priced.take.currency,
        takeMinor: toMinorUnits(priced.take.amount),
        rate: priced.rate.toNumber(),
        marketRate: currency.Rate,
        createdAt: now,
        expiresAt: new Date(now.getTime() + options.quoteMinutes * 60_000),
        orderId: null,
        withdrawnAt: null,
      };
      await insertQuote(db, row);
      return toQuote(row);
    },

    /** The stored quotes among `ids`, by id. */
    async find(ids: string[]): Promise<Map<string, QuoteRow>> {
      return new Map((await findQuotes(db, ids)).map((row) => [row.id, row]));
    },

    /** Deletes the quotes no order used that expired over a day before `now`: idempotent. */
    deleteExpired(now = clock.now()): Promise<number> {
      return deleteUnusedQuotesExpiredBefore(db, new Date(now.getTime() - KEEP_EXPIRED_MS));
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
