/**
 * The reference rate history committed with the seed (`npm run rates:snapshot`): the published
 * GBP rates of the seeded currencies in each dated release of a year, which stand in for the
 * bureau's own rates on the days before it first priced a currency.
 */
import history from '../../db/seed/reference-rate-history.json' with { type: 'json' };

const dates: readonly string[] = history.dates;
const rates: Record<string, ReadonlyArray<number | null> | undefined> = history.rates;

/**
 * The published rate of `code` per £1 on `date` (YYYY-MM-DD): the last release on or before it
 * that prices the currency. Undefined before the first release and for currencies it lacks.
 */
export function referenceRate(code: string, date: string): number | undefined {
  const series = rates[code];
  if (!series) return undefined;
  const last = dates.findLastIndex((released) => released <= date);
  for (let index = last; index >= 0; index--) {
    const rate = series[index];
    if (rate !== null && rate !== undefined) return rate;
  }
  return undefined;
}
