import { validate, version } from 'uuid';
import { describe, expect, it } from 'vitest';
import { timeOrderedId } from './time-ordered-id.ts';

describe('timeOrderedId', () => {
  it('makes valid version 7 keys, strictly increasing and each different, many to a millisecond', () => {
    const ids = Array.from({ length: 100_000 }, timeOrderedId);
    expect(ids.every((id) => validate(id) && version(id) === 7)).toBe(true);
    expect(ids.every((id, index) => index === 0 || id > ids[index - 1]!)).toBe(true);
    // Far more keys than milliseconds: the counter, not the clock, kept them apart.
    expect(new Set(ids.map((id) => id.slice(0, 13))).size).toBeLessThan(ids.length / 10);
  });

  it('ends each key in random bits: keys made in one millisecond by two servers do not collide', () => {
    const tails = new Set(Array.from({ length: 50 }, () => timeOrderedId().slice(24)));
    expect(tails.size).toBe(50);
  });
});
