import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '#shared/schemas/branch.ts';
import { hoursToday } from './opening-hours.ts';

const weekdays = { opens: '09:00', closes: '17:30' };
const HOURS: OpeningHours = {
  monday: weekdays,
  tuesday: weekdays,
  wednesday: weekdays,
  thursday: weekdays,
  friday: weekdays,
  saturday: { opens: '10:00', closes: '16:00' },
  sunday: null,
};

describe('hoursToday', () => {
  it("shows the UK day's hours", () => {
    expect(hoursToday(HOURS, new Date('2026-11-21T12:00:00Z'))).toBe('10:00–16:00'); // a Saturday
    expect(hoursToday(HOURS, new Date('2026-11-23T08:00:00Z'))).toBe('09:00–17:30');
  });

  it('says Closed on a day without hours', () => {
    expect(hoursToday(HOURS, new Date('2026-11-22T12:00:00Z'))).toBe('Closed');
  });

  it('reads the day in UK time, not the UTC date', () => {
    // 23:30 UTC on Saturday 27 June is already Sunday 00:30 in London (BST).
    expect(hoursToday(HOURS, new Date('2026-06-27T23:30:00Z'))).toBe('Closed');
  });
});
