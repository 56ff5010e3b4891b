import { describe, expect, it } from 'vitest';
import { changePercent, isOutlier } from './outlier.ts';

describe('outlier rule', () => {
  it('measures the signed move in percent of the stored rate, exactly', () => {
    expect(changePercent(1.2, 1.5).toNumber()).toBe(25);
    expect(changePercent(200, 150).toNumber()).toBe(-25);
    expect(changePercent(1.16526242, 1.16526242).toNumber()).toBe(0);
  });

  it('applies a move of exactly the limit and holds anything beyond it, either way', () => {
    // In binary floating point (1.5 - 1.2) / 1.2 is a hair above 0.25.
    expect((1.5 - 1.2) / 1.2).toBeGreaterThan(0.25);
    expect(isOutlier(1.2, 1.5, 25)).toBe(false);
    expect(isOutlier(1.2, 0.9, 25)).toBe(false);
    expect(isOutlier(1.2, 1.50000001, 25)).toBe(true);
    expect(isOutlier(1.2, 0.89999999, 25)).toBe(true);
    expect(isOutlier(208.47, 20847, 25)).toBe(true);
  });
});
