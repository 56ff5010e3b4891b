import { describe, expect, it } from 'vitest';
import type { BranchCalendar } from '#shared/domain/collection-days.ts';
import type { Branch } from '#shared/schemas/branch.ts';
import { collectionFor } from './collection.ts';

const weekday = { opens: '09:00', closes: '17:00' };
const calendar: BranchCalendar = {
  openingHours: {
    monday: weekday,
    tuesday: weekday,
    wednesday: weekday,
    thursday: weekday,
    friday: weekday,
    saturday: null,
    sunday: null,
  },
  closures: new Set(),
  openings: new Set(),
};
const calendarOf = async () => calendar;
const branch = { key: 'brighton', name: 'Brighton' } as Branch;
const options = { readyMinutes: 120, holdDays: 2 };
/** Collections at `iso` (UTC; the UK is on GMT in January) on the one calendar object. */
const at = (iso: string, requested?: string) =>
  collectionFor(calendarOf, branch, requested, new Date(iso), options);

describe('collectionFor, worked out once a minute per calendar', () => {
  it('answers a moment later as it answered, and moves on with the minute an order is ready', async () => {
    // Wednesday 14 January 2026: ready by 15:00 before 17:00 closes, so the same day.
    const first = await at('2026-01-14T12:59:30Z');
    expect(first.collectionDate).toBe('2026-01-14');
    expect(await at('2026-01-14T12:59:59Z')).toBe(first);
    // From 15:00:01 an order is ready only after 17:00: Thursday, held two open days more.
    const later = await at('2026-01-14T15:00:01Z');
    expect(later).toEqual({
      collectionDate: '2026-01-15',
      holdUntil: new Date('2026-01-19T17:00:00Z'),
    });
    // A day asked for is its own answer, and a closed one is refused every time.
    expect((await at('2026-01-14T15:00:02Z', '2026-01-16')).collectionDate).toBe('2026-01-16');
    await expect(at('2026-01-14T15:00:02Z', '2026-01-17')).rejects.toThrow(/closed on/);
    await expect(at('2026-01-14T15:00:03Z', '2026-01-17')).rejects.toThrow(/closed on/);
  });
});
