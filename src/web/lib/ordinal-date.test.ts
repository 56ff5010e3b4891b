import { describe, expect, it } from 'vitest';
import { formatOrdinalDate, formatOrdinalDateTime, ordinal } from './ordinal-date.ts';

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [30, '30th'],
    [31, '31st'],
  ])('%i is %s', (day, expected) => {
    expect(ordinal(day)).toBe(expected);
  });
});

describe('formatOrdinalDate', () => {
  it("writes the spec's 'MMMM Do YYYY'", () => {
    expect(formatOrdinalDate('2026-11-21T10:00:00.000Z')).toBe('November 21st 2026');
    expect(formatOrdinalDate('2026-03-02T12:00:00.000Z')).toBe('March 2nd 2026');
    expect(formatOrdinalDate('2026-01-13T12:00:00.000Z')).toBe('January 13th 2026');
  });

  it('gives the day in UK time', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in British Summer Time.
    expect(formatOrdinalDate('2026-06-30T23:30:00.000Z')).toBe('July 1st 2026');
    // In winter UK time is UTC.
    expect(formatOrdinalDate('2026-12-31T23:30:00.000Z')).toBe('December 31st 2026');
  });
});

describe('formatOrdinalDateTime', () => {
  it('adds the UK clock time', () => {
    expect(formatOrdinalDateTime('2026-07-22T13:05:00.000Z')).toBe('July 22nd 2026, 14:05');
  });
});
