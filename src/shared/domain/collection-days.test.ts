import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '../schemas/branch.ts';
import { collectionDays, holdEnds, type BranchCalendar } from './collection-days.ts';
import { addDays, ukDate, ukDateTime, ukInstant } from './uk-time.ts';

const weekday = { opens: '09:00', closes: '17:30' };
const HIGH_STREET: OpeningHours = {
  monday: weekday,
  tuesday: weekday,
  wednesday: weekday,
  thursday: weekday,
  friday: weekday,
  saturday: { opens: '09:00', closes: '17:00' },
  sunday: null,
};
/** Shut on the bank holidays (25 and 28 December 2026 among them), as every branch starts. */
const brighton: BranchCalendar = {
  openingHours: HIGH_STREET,
  closures: new Set(),
  openings: new Set(),
};
const london: BranchCalendar = {
  openingHours: { ...HIGH_STREET, sunday: { opens: '10:00', closes: '16:00' } },
  closures: new Set(),
  openings: new Set(),
};
const READY = 120;

const at = (iso: string) => new Date(iso);
const readyFrom = (calendar: BranchCalendar, now: string) =>
  collectionDays(calendar, at(now), READY).map((day) => [day.date, day.readyFrom]);

describe('UK time', () => {
  it('turns instants into UK dates and times and back, in winter and in summer', () => {
    expect(ukDateTime(at('2026-01-15T09:00:00Z'))).toEqual({ date: '2026-01-15', time: '09:00' });
    expect(ukDateTime(at('2026-07-15T09:00:59Z'))).toEqual({ date: '2026-07-15', time: '10:00' });
    expect(ukDate(at('2026-07-15T23:30:00Z'))).toBe('2026-07-16');
    expect(ukInstant('2026-01-15', '09:00')).toEqual(at('2026-01-15T09:00:00Z'));
    expect(ukInstant('2026-07-15', '09:00')).toEqual(at('2026-07-15T08:00:00Z'));
  });

  it('keeps the right offset on the days the clocks change', () => {
    // 29 March 2026: 01:00 GMT becomes 02:00 BST. 25 October 2026: 02:00 BST becomes 01:00 GMT.
    expect(ukInstant('2026-03-29', '00:30')).toEqual(at('2026-03-29T00:30:00Z'));
    expect(ukInstant('2026-03-29', '10:00')).toEqual(at('2026-03-29T09:00:00Z'));
    expect(ukInstant('2026-10-25', '00:30')).toEqual(at('2026-10-24T23:30:00Z'));
    expect(ukInstant('2026-10-25', '10:00')).toEqual(at('2026-10-25T10:00:00Z'));
  });

  it('counts calendar days across months, years and clock changes', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
  });
});

describe('collection days', () => {
  it('lists 14 days from today with their hours, and ready two hours after ordering', () => {
    const days = collectionDays(brighton, at('2026-11-24T08:00:00Z'), READY);
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({
      date: '2026-11-24',
      open: true,
      opens: '09:00',
      closes: '17:30',
      readyFrom: '10:00',
    });
    expect(days[4]).toEqual({
      date: '2026-11-28',
      open: true,
      opens: '09:00',
      closes: '17:00',
      readyFrom: '09:00',
    });
    expect(days[5]).toEqual({
      date: '2026-11-29',
      open: false,
      opens: null,
      closes: null,
      readyFrom: null,
    });
    expect(days[13]?.date).toBe('2026-12-07');
  });

  it('is never ready before opening, and rounds a ready time up to the minute', () => {
    expect(readyFrom(brighton, '2026-11-24T06:00:00Z')[0]).toEqual(['2026-11-24', '09:00']);
    expect(readyFrom(brighton, '2026-11-24T08:00:30Z')[0]).toEqual(['2026-11-24', '10:01']);
  });

  it('makes an order placed too late for today ready when the branch next opens', () => {
    // Ready exactly at closing is too late: nobody could collect it.
    expect(readyFrom(brighton, '2026-11-24T15:30:00Z').slice(0, 2)).toEqual([
      ['2026-11-24', null],
      ['2026-11-25', '09:00'],
    ]);
    expect(readyFrom(brighton, '2026-11-24T15:29:00Z')[0]).toEqual(['2026-11-24', '17:29']);
    // Ordered late on Saturday: Sunday is closed, so Monday.
    expect(readyFrom(brighton, '2026-11-28T21:00:00Z').slice(0, 3)).toEqual([
      ['2026-11-28', null],
      ['2026-11-29', null],
      ['2026-11-30', '09:00'],
    ]);
  });

  it('closes the branch on the bank holidays, and on its closure dates', () => {
    const days = collectionDays(brighton, at('2026-12-24T10:00:00Z'), READY);
    expect(days.slice(0, 6).map((day) => [day.date, day.open, day.readyFrom])).toEqual([
      ['2026-12-24', true, '12:00'],
      ['2026-12-25', false, null],
      ['2026-12-26', true, '09:00'],
      ['2026-12-27', false, null],
      ['2026-12-28', false, null],
      ['2026-12-29', true, '09:00'],
    ]);
    expect(days[1]).toMatchObject({ opens: null, closes: null });

    const refit = { ...brighton, closures: new Set(['2026-12-29']) };
    expect(collectionDays(refit, at('2026-12-24T10:00:00Z'), READY)[5]).toMatchObject({
      date: '2026-12-29',
      open: false,
    });
  });

  it("skips any year's bank holidays, unless the branch opens on one", () => {
    const closedDays = (calendar: BranchCalendar, now: string) =>
      collectionDays(calendar, at(now), READY)
        .filter((day) => !day.open && new Date(`${day.date}T00:00:00Z`).getUTCDay() !== 0)
        .map((day) => day.date);
    // Christmas Day and Boxing Day 2028 (Monday, Tuesday); New Year's Day 2029.
    expect(closedDays(brighton, '2028-12-20T10:00:00Z')).toEqual([
      '2028-12-25',
      '2028-12-26',
      '2029-01-01',
    ]);
    // Good Friday and Easter Monday 2030: 19 and 22 April.
    expect(closedDays(brighton, '2030-04-15T10:00:00Z')).toEqual(['2030-04-19', '2030-04-22']);
    const airport = { ...brighton, openings: new Set(['2030-04-19']) };
    expect(closedDays(airport, '2030-04-15T10:00:00Z')).toEqual(['2030-04-22']);
  });

  it('reads the hours in UK time on the day the clocks go forward (March)', () => {
    // 08:30 BST on Sunday 29 March: ready 10:30 BST, not 09:30 as UTC would say.
    expect(readyFrom(london, '2026-03-29T07:30:00Z')[0]).toEqual(['2026-03-29', '10:30']);
    // 23:30 GMT on Saturday 28 March: closed for the day; Sunday from opening.
    expect(readyFrom(london, '2026-03-28T23:30:00Z').slice(0, 2)).toEqual([
      ['2026-03-28', null],
      ['2026-03-29', '10:00'],
    ]);
    // 00:30 BST on Tuesday 31 March is still Monday 30 March in UTC: the list starts on the 31st.
    expect(readyFrom(london, '2026-03-30T23:30:00Z')[0]).toEqual(['2026-03-31', '09:00']);
  });

  it('reads the hours in UK time on the day the clocks go back (October)', () => {
    // 08:00 GMT on Sunday 25 October: ready 10:00 GMT, not 11:00 as BST would say.
    expect(readyFrom(london, '2026-10-25T08:00:00Z')[0]).toEqual(['2026-10-25', '10:00']);
    // 16:30 BST on Saturday 24 October: too late for Brighton (closes 17:00); Monday from 09:00.
    expect(readyFrom(brighton, '2026-10-24T15:30:00Z').slice(0, 3)).toEqual([
      ['2026-10-24', null],
      ['2026-10-25', null],
      ['2026-10-26', '09:00'],
    ]);
    // 00:30 BST on Sunday 25 October is still Saturday in UTC.
    expect(readyFrom(london, '2026-10-24T23:30:00Z')[0]).toEqual(['2026-10-25', '10:00']);
  });
});

describe('the hold', () => {
  it('ends at closing time on the third open day after the collection day', () => {
    expect(holdEnds(brighton, '2026-11-24', 3)).toEqual(at('2026-11-27T17:30:00Z'));
    // Thursday: Friday (1), Saturday (2), Sunday closed, Monday (3).
    expect(holdEnds(brighton, '2026-11-26', 3)).toEqual(at('2026-11-30T17:30:00Z'));
    expect(holdEnds(brighton, '2026-11-24', 0)).toEqual(at('2026-11-24T17:30:00Z'));
  });

  it('skips closure dates', () => {
    // 25th closed, 26th (1), 27th Sunday, 28th closed, 29th (2), 30th (3).
    expect(holdEnds(brighton, '2026-12-24', 3)).toEqual(at('2026-12-30T17:30:00Z'));
  });

  it('ends at UK closing time across a clock change', () => {
    // Friday 27 March: Saturday (1), Sunday closed, Monday 30 (2), Tuesday 31 (3) in BST.
    expect(holdEnds(brighton, '2026-03-27', 3)).toEqual(at('2026-03-31T16:30:00Z'));
    // Friday 23 October: Saturday (1), Monday 26 (2), Tuesday 27 (3) back in GMT.
    expect(holdEnds(brighton, '2026-10-23', 3)).toEqual(at('2026-10-27T17:30:00Z'));
  });

  it('refuses a branch that never opens', () => {
    const shut: BranchCalendar = {
      openingHours: {
        monday: null,
        tuesday: null,
        wednesday: null,
        thursday: null,
        friday: null,
        saturday: null,
        sunday: null,
      },
      closures: new Set(),
      openings: new Set(),
    };
    expect(() => holdEnds(shut, '2026-11-24', 3)).toThrow(/no open day/);
  });
});
