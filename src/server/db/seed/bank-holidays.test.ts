/** The seeded bank holidays, checked against the rules that make them (GOV.UK's list agrees). */
import { describe, expect, it } from 'vitest';
import { BANK_HOLIDAYS } from './bank-holidays.ts';

const DAY = 86_400_000;
const utc = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day);
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
const weekday = (time: number) => new Date(time).getUTCDay();

/** Easter Sunday in the Gregorian calendar (the anonymous algorithm of 1876). */
function easter(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return utc(year, month, ((h + l - 7 * m + 114) % 31) + 1);
}

const firstMonday = (year: number, month: number) => {
  const first = utc(year, month, 1);
  return first + ((8 - weekday(first)) % 7) * DAY;
};
const lastMonday = (year: number, month: number) => {
  const last = utc(year, month + 1, 0);
  return last - ((weekday(last) + 6) % 7) * DAY;
};
/** A holiday on a weekend moves to the next weekday not already taken. */
function substituted(days: number[]): number[] {
  const taken: number[] = [];
  for (const day of days) {
    let moved = day;
    while (weekday(moved) === 0 || weekday(moved) === 6 || taken.includes(moved)) moved += DAY;
    taken.push(moved);
  }
  return taken;
}

function englandAndWales(year: number): string[] {
  return [
    ...substituted([utc(year, 1, 1)]),
    easter(year) - 2 * DAY,
    easter(year) + DAY,
    firstMonday(year, 5),
    lastMonday(year, 5),
    lastMonday(year, 8),
    ...substituted([utc(year, 12, 25), utc(year, 12, 26)]),
  ].map(iso);
}

describe('the bank holidays', () => {
  it('are those of England and Wales in 2026 and 2027', () => {
    expect(BANK_HOLIDAYS.map(({ date }) => date)).toEqual([
      ...englandAndWales(2026),
      ...englandAndWales(2027),
    ]);
  });

  it('are all weekdays, each named', () => {
    for (const { date, reason } of BANK_HOLIDAYS) {
      expect({ date, weekend: [0, 6].includes(new Date(date).getUTCDay()) }).toEqual({
        date,
        weekend: false,
      });
      expect(reason).not.toBe('');
    }
  });
});
