/** The chart in words: highs, lows and today's rates, for screen readers and everyone. */
import { formatRate } from '#shared/domain/pricing.ts';
import type { RateHistory, RateHistoryPoint } from '#shared/schemas/rate-history.ts';
import { formatDay } from './days.ts';

type Line = 'sell' | 'buy';

function extremes(points: readonly RateHistoryPoint[], line: Line) {
  let high: RateHistoryPoint | undefined;
  let low: RateHistoryPoint | undefined;
  for (const point of points) {
    // The earliest day of an equal high or low: when the rate got there.
    if (!high || point[line] > high[line]) high = point;
    if (!low || point[line] < low[line]) low = point;
  }
  return { high, low };
}

/**
 * "Click & Collect over 90 days: high 1.1620 on 3 Oct, low 1.1402 on 12 Nov; today 1.1523.
 * Click & Sell: …" ("steady at 1.1523" when a line never moved). Undefined without points.
 */
export function summarizeRateHistory({ days, points }: RateHistory): string | undefined {
  const first = points[0];
  const today = points.at(-1);
  if (!first || !today) return undefined;
  const withYear = first.date.slice(0, 4) !== today.date.slice(0, 4);
  const span =
    points.length >= days ? `over ${days} days` : `since ${formatDay(first.date, withYear)}`;
  const describe = (line: Line) => {
    const { high, low } = extremes(points, line);
    if (!high || !low) return '';
    if (high[line] === low[line]) return `steady at ${formatRate(today[line])}`;
    return `high ${formatRate(high[line])} on ${formatDay(high.date, withYear)}, low ${formatRate(low[line])} on ${formatDay(low.date, withYear)}; today ${formatRate(today[line])}`;
  };
  return `Click & Collect ${span}: ${describe('sell')}. Click & Sell: ${describe('buy')}.`;
}

/** The first day priced by the bureau itself, when earlier days show reference rates. */
export function firstBureauDay(points: readonly RateHistoryPoint[]): string | undefined {
  if (points[0]?.source !== 'reference') return undefined;
  return points.find((point) => point.source === 'bureau')?.date;
}
