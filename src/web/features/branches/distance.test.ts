import { describe, expect, it } from 'vitest';
import { distanceMiles, rankByDistance } from './distance.ts';

const BRIGHTON = { name: 'Brighton', latitude: 50.8225, longitude: -0.1372 };
const LONDON = { name: 'London', latitude: 51.5074, longitude: -0.1278 };
const WORTHING = { name: 'Worthing', latitude: 50.8179, longitude: -0.3729 };

describe('distanceMiles', () => {
  it('measures the great-circle distance in miles', () => {
    // Brighton to London is about 47 miles as the crow flies.
    expect(distanceMiles(BRIGHTON, LONDON)).toBeCloseTo(47.3, 0);
    expect(distanceMiles(BRIGHTON, BRIGHTON)).toBe(0);
    expect(distanceMiles(BRIGHTON, LONDON)).toBeCloseTo(distanceMiles(LONDON, BRIGHTON), 10);
  });
});

describe('rankByDistance', () => {
  it('orders the places nearest first, with their distances', () => {
    const hove = { latitude: 50.8279, longitude: -0.1688 };
    const ranked = rankByDistance([LONDON, WORTHING, BRIGHTON], hove);
    expect(ranked.map((r) => r.place.name)).toEqual(['Brighton', 'Worthing', 'London']);
    expect(ranked[0]!.miles).toBeLessThan(ranked[1]!.miles);
  });
});
