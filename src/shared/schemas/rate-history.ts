/** A currency's daily rates for customers: what the bureau sold and bought it at, day by day. */
import { z } from 'zod';
import { RATE_HISTORY_DAYS, type RateHistoryDays } from '../rate-history-days.ts';
import { CurrencyCodeSchema } from './currency.ts';

export { RATE_HISTORY_DAYS, type RateHistoryDays };

export const RATE_HISTORY_MESSAGES = {
  days: 'days must be 30, 90 or 365',
} as const;

export const RateHistoryParamsSchema = z.object({ code: CurrencyCodeSchema });

/** `?days=`: 30 when left out. */
export const RateHistoryQuerySchema = z.object({
  days: z.coerce
    .number(RATE_HISTORY_MESSAGES.days)
    .pipe(z.literal(RATE_HISTORY_DAYS, RATE_HISTORY_MESSAGES.days))
    .default(30),
});

/**
 * Where a day's rates come from: `bureau`, the bureau's own price at the end of that day;
 * `reference`, a published market rate (before the bureau priced the currency) with the margins
 * of its first price.
 */
export const RATE_SOURCES = ['bureau', 'reference'] as const;
export type RateSource = (typeof RATE_SOURCES)[number];

export const RateHistoryPointSchema = z.object({
  /** A UK calendar day, YYYY-MM-DD. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Click & Collect: units the bureau sold for £1 (way `Order`). */
  sell: z.number(),
  /** Click & Sell: units the bureau took for each £1 it paid (way `Sell`). */
  buy: z.number(),
  source: z.enum(RATE_SOURCES),
});
export type RateHistoryPoint = z.infer<typeof RateHistoryPointSchema>;

/**
 * `GET /api/rates/history/{code}`: one point per UK day of the window, oldest first, the last
 * one today's current price; days before any data are left out.
 */
export const RateHistorySchema = z
  .object({
    code: z.string(),
    label: z.string(),
    days: z.number().int(),
    points: z.array(RateHistoryPointSchema),
  })
  .meta({ id: 'RateHistory' });
export type RateHistory = z.infer<typeof RateHistorySchema>;
