import type { Kysely } from 'kysely';
import { ukDate, ukInstant } from '#shared/domain/uk-time.ts';
import type { RateHistory, RateHistoryDays } from '#shared/schemas/rate-history.ts';
import type { Database } from '../../db/schema.ts';
import { notOffered, type CurrencyService } from '#server/modules/currencies/index.ts';
import { dailyRates, windowDates } from './daily-rates.ts';
import { findCurrencyHistory } from './rate-history.repository.ts';
import { systemClock, type Clock } from '#server/clock.ts';

interface Cached {
  /** The catalogue's ETag when it was built: any change of a rate or margin moves it. */
  etag: string;
  today: string;
  history: RateHistory;
}

export function createRateHistoryService(
  db: Kysely<Database>,
  currencies: CurrencyService,
  clock: Clock = systemClock,
) {
  // A year of a currency that latest-rates mode reprices every quarter hour is tens of thousands
  // of rows; the pages that chart it are among the most visited. Each series is kept until the
  // catalogue changes (checked at most once a second, across servers) or the UK day turns.
  // Only offered currencies get here, so the cache holds at most three series of each.
  const cache = new Map<string, Cached>();

  return {
    /** One point per UK day of the `days` ending today, oldest first. */
    async history(code: string, days: RateHistoryDays): Promise<RateHistory> {
      const now = clock.now();
      const today = ukDate(now);
      const { etag } = await currencies.catalogue();
      const key = `${code}/${days}`;
      const cached = cache.get(key);
      if (cached?.etag === etag && cached.today === today) return cached.history;

      const dates = windowDates(today, days);
      const found = await findCurrencyHistory(db, code, ukInstant(dates[0] ?? today, '00:00'), now);
      if (!found) throw notOffered(code);
      const history = {
        code: found.code,
        label: found.label,
        days,
        points: dailyRates({ code, dates, history: found.history, current: found.current }),
      };
      cache.set(key, { etag, today, history });
      return history;
    },
  };
}

export type RateHistoryService = ReturnType<typeof createRateHistoryService>;
