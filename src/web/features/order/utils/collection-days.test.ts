import { describe, expect, it } from 'vitest';
import type { CollectionDay } from '#shared/schemas/branch.ts';
import { dayLabel, isChoosable } from './collection-days.ts';

const open = (date: string, readyFrom: string | null = '09:00'): CollectionDay => ({
  date,
  open: true,
  opens: '09:00',
  closes: '17:30',
  readyFrom,
});
const closed = (date: string): CollectionDay => ({
  date,
  open: false,
  opens: null,
  closes: null,
  readyFrom: null,
});

describe('dayLabel', () => {
  const today = '2026-11-24';

  it('names today and tomorrow, and says from when an order is ready', () => {
    expect(dayLabel(open(today, '11:30'), today)).toBe('Today, Tue 24 Nov – ready from 11:30');
    expect(dayLabel(open('2026-11-25'), today)).toBe('Tomorrow, Wed 25 Nov – 09:00–17:30');
    expect(dayLabel(open('2026-11-27'), today)).toBe('Fri 27 Nov – 09:00–17:30');
  });

  it('says a day is closed, or too late to be ready', () => {
    expect(dayLabel(closed('2026-11-29'), today)).toBe('Sun 29 Nov – Closed');
    expect(dayLabel(open(today, null), today)).toBe('Today, Tue 24 Nov – Too late to be ready');
  });

  it('crosses the end of a month and a year', () => {
    expect(dayLabel(open('2027-01-01'), '2026-12-31')).toBe('Tomorrow, Fri 1 Jan – 09:00–17:30');
  });
});

describe('isChoosable', () => {
  it('is an open day an order can be ready on', () => {
    expect(isChoosable(open('2026-11-24', '11:30'))).toBe(true);
    expect(isChoosable(open('2026-11-24', null))).toBe(false);
    expect(isChoosable(closed('2026-11-29'))).toBe(false);
  });
});
