import { describe, expect, it } from 'vitest';
import { formatLongDay, formatShortDay } from './calendar-day.ts';

describe('calendar days', () => {
  it('shows a day short, as the order lists do', () => {
    expect(formatShortDay('2026-11-24')).toBe('Tue 24 Nov');
    expect(formatShortDay('2027-01-01')).toBe('Fri 1 Jan');
  });

  it('shows a day in full, with its year', () => {
    expect(formatLongDay('2026-12-25')).toBe('Friday 25 December 2026');
    // Summer time does not move a day.
    expect(formatLongDay('2027-08-30')).toBe('Monday 30 August 2027');
  });
});
