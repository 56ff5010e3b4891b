import { describe, expect, it } from 'vitest';
import { axisTicks, niceStep } from './chart-scale.ts';

describe('niceStep', () => {
  it.each([
    [0.3, 0.5],
    [1, 1],
    [1.25, 2],
    [3.25, 5],
    [7, 10],
    [120, 200],
    [0, 1],
  ])('%d becomes %d', (value, step) => {
    expect(niceStep(value)).toBeCloseTo(step);
  });
});

describe('axisTicks', () => {
  it('covers the largest value in round steps from 0', () => {
    expect(axisTicks(1830, 4, false)).toEqual([0, 500, 1000, 1500, 2000]);
  });

  it('counts in whole steps', () => {
    expect(axisTicks(3, 4, true)).toEqual([0, 1, 2, 3, 4]);
    expect(axisTicks(0, 4, true)).toEqual([0, 1, 2, 3, 4]);
  });
});
