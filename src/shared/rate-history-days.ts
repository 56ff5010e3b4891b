/**
 * The windows a rate chart offers, in days ending today. Zod-free, so the pages with a chart load
 * without the schemas (docs/decisions/010).
 */
export const RATE_HISTORY_DAYS = [30, 90, 365] as const;
export type RateHistoryDays = (typeof RATE_HISTORY_DAYS)[number];
