import { describe, expect, it } from 'vitest';
import { alertRate, highestTarget, suggestedTarget, targetProblem } from './rate-alert-target.ts';

describe('rate alert targets', () => {
  it("compares with today's Click & Collect rate, rounded in the bureau's favour", () => {
    // 1.15 x (1 - 3.5/100) = 1.10975, rounded down.
    expect(alertRate({ value: 'EUR', Rate: 1.15, Sell: -3.5, Buy: 3.5 }).toFixed()).toBe('1.1097');
  });

  it.each([
    ['1.1098', null],
    ['1.6645', null],
    ['1.1097', 'Our rate is already £1 = 1.1097 EUR. Please choose a higher rate to wait for.'],
    ['1.05', 'Our rate is already £1 = 1.1097 EUR. Please choose a higher rate to wait for.'],
    [
      '1.6646',
      "That is more than 50% above today's rate of £1 = 1.1097 EUR. Please choose a rate up to 1.6645.",
    ],
  ])('against £1 = 1.1097 EUR, %s is %s', (target, problem) => {
    expect(targetProblem(target, '1.1097', 'EUR')).toBe(problem);
  });

  it('accepts up to 50% above today, to 4 decimals rounded down', () => {
    expect(highestTarget('1.1097').toFixed()).toBe('1.6645');
    expect(highestTarget('190.4431').toFixed()).toBe('285.6646');
  });

  it.each([
    ['1.1097', '1.132'],
    ['13.5', '13.77'],
    ['190.4431', '194.3'],
    ['1832.5', '1870'],
    ['0.3878', '0.3956'],
    ['0.0012', '0.0013'],
  ])('suggests a round figure 2%% above %s: %s', (today, suggested) => {
    const target = suggestedTarget(today);
    expect(target.toFixed()).toBe(suggested);
    expect(targetProblem(target, today, 'XXX')).toBeNull();
  });
});
