/**
 * Turns a currency's price history into one point per UK day: the Click & Collect and Click &
 * Sell rates in force at the end of each day, as the bureau quoted them.
 */
import { rateFor } from '#shared/domain/pricing.ts';
import { addDays, ukInstant } from '#shared/domain/uk-time.ts';
import type { RateHistoryPoint, RateSource } from '#shared/schemas/rate-history.ts';
import { referenceRate } from './reference-history.ts';

/** A currency's market rate (units per £1) and margins. */
export interface Price {
  rate: number;
  sellMargin: number;
  buyMargin: number;
}

export interface RecordedPrice extends Price {
  recordedAt: Date;
}

export interface DailyRatesInput {
  code: string;
  /** The UK days wanted, oldest first; the last is today. */
  dates: readonly string[];
  /** The last price recorded before the first day and every one since, oldest first. */
  history: readonly RecordedPrice[];
  /** The price now: today's point. */
  current: Price;
}

/** The `days` UK days that end with `today`, oldest first. */
export function windowDates(today: string, days: number): string[] {
  return Array.from({ length: days }, (_, index) => addDays(today, index + 1 - days));
}

function point(code: string, date: string, price: Price, source: RateSource): RateHistoryPoint {
  const priced = { value: code, Rate: price.rate, Sell: price.sellMargin, Buy: price.buyMargin };
  return {
    date,
    sell: rateFor(priced, 'Order').toNumber(),
    buy: rateFor(priced, 'Sell').toNumber(),
    source,
  };
}

/**
 * One point per day: the last price recorded before the day ended (today: the current price).
 * A day before the first price takes the reference rate of that day with the first price's
 * margins, so the chart reads as the bureau would have quoted; a day before any data is left
 * out. When `history` starts before the first day, no day needs the reference.
 */
export function dailyRates({ code, dates, history, current }: DailyRatesInput): RateHistoryPoint[] {
  const first = history[0] ?? current;
  const points: RateHistoryPoint[] = [];
  let inForce = -1;
  dates.forEach((date, index) => {
    if (index === dates.length - 1) {
      points.push(point(code, date, current, 'bureau'));
      return;
    }
    const dayEnd = ukInstant(addDays(date, 1), '00:00').getTime();
    while ((history[inForce + 1]?.recordedAt.getTime() ?? Infinity) < dayEnd) inForce++;
    const recorded = history[inForce];
    if (recorded) {
      points.push(point(code, date, recorded, 'bureau'));
      return;
    }
    const reference = referenceRate(code, date);
    if (reference !== undefined)
      points.push(point(code, date, { ...first, rate: reference }, 'reference'));
  });
  return points;
}
