import { describe, expect, it } from 'vitest';
import { axisStep, niceStep } from './chart-scale.ts';

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

describe('axisStep', () => {
  it('covers the largest value in round steps from 0', () => {
    expect(axisStep(1830, 4, false)).toBe(500);
  });

  it('counts in whole steps', () => {
    expect(axisStep(3, 4, true)).toBe(1);
    expect(axisStep(0, 4, true)).toBe(1);
  });
});
