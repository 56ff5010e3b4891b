import { describe, expect, it } from 'vitest';
import { MAX_RETRY_DELAY_SECONDS, retryDelaySeconds } from './retry-delay.ts';

describe('retryDelaySeconds', () => {
  it('starts at the base and doubles with each failed attempt', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelaySeconds(attempts, 30))).toEqual([
      30, 60, 120, 240, 480,
    ]);
  });

  it('stays at one hour once it gets there, however many attempts failed', () => {
    expect(retryDelaySeconds(8, 30)).toBe(MAX_RETRY_DELAY_SECONDS);
    expect(retryDelaySeconds(5000, 30)).toBe(MAX_RETRY_DELAY_SECONDS);
    expect(retryDelaySeconds(5000, 0)).toBe(0);
  });
});
