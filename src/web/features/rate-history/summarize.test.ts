import { describe, expect, it } from 'vitest';
import type { RateHistory, RateHistoryPoint } from '#shared/schemas/rate-history.ts';
import { firstBureauDay, summarizeRateHistory } from './summarize.ts';

const point = (
  date: string,
  sell: number,
  buy: number,
  source: RateHistoryPoint['source'] = 'bureau',
): RateHistoryPoint => ({ date, sell, buy, source });

const history = (days: number, points: RateHistoryPoint[]): RateHistory => ({
  code: 'EUR',
  label: 'Euro',
  days,
  points,
});

describe('summarizeRateHistory', () => {
  it('names the high, the low and today of each line, the earliest day of an equal extreme', () => {
    const points = [
      point('2026-10-03', 1.162, 1.2208),
      point('2026-10-04', 1.1402, 1.19),
      point('2026-10-05', 1.162, 1.1801),
      point('2026-10-06', 1.1523, 1.195),
    ];
    expect(summarizeRateHistory(history(4, points))).toBe(
      'Click & Collect over 4 days: high 1.1620 on 3 Oct, low 1.1402 on 4 Oct; today 1.1523. ' +
        'Click & Sell: high 1.2208 on 3 Oct, low 1.1801 on 5 Oct; today 1.1950.',
    );
  });

  it('says since when for a shorter history, with years when it spans two', () => {
    const points = [point('2025-12-30', 1.1, 1.2), point('2026-01-02', 1.2, 1.3)];
    expect(summarizeRateHistory(history(30, points))).toBe(
      'Click & Collect since 30 Dec 2025: high 1.2000 on 2 Jan 2026, low 1.1000 on 30 Dec 2025; today 1.2000. ' +
        'Click & Sell: high 1.3000 on 2 Jan 2026, low 1.2000 on 30 Dec 2025; today 1.3000.',
    );
  });

  it('calls a line that never moved steady', () => {
    const points = [point('2026-10-05', 1.15, 1.2), point('2026-10-06', 1.15, 1.21)];
    expect(summarizeRateHistory(history(2, points))).toBe(
      'Click & Collect over 2 days: steady at 1.1500. Click & Sell: high 1.2100 on 6 Oct, low 1.2000 on 5 Oct; today 1.2100.',
    );
  });

  it('has nothing to say without points', () => {
    expect(summarizeRateHistory(history(30, []))).toBeUndefined();
  });
});

describe('firstBureauDay', () => {
  it("is the bureau's first day when reference days come before it", () => {
    const points = [
      point('2026-10-01', 1, 1, 'reference'),
      point('2026-10-02', 1, 1, 'reference'),
      point('2026-10-03', 1, 1),
    ];
    expect(firstBureauDay(points)).toBe('2026-10-03');
  });

  it('is undefined when every day is the bureau’s own', () => {
    expect(firstBureauDay([point('2026-10-03', 1, 1)])).toBeUndefined();
  });
});
