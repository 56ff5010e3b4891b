/** The bank holidays by rule, against GOV.UK's published dates and the rules' corner cases. */
import { describe, expect, it } from 'vitest';
import { bankHolidayOn, bankHolidays, bankHolidaysBetween } from './bank-holidays.ts';

const datesOf = (year: number) => bankHolidays(year).map(({ date }) => date);

describe('the bank holidays of England and Wales', () => {
  // GOV.UK's lists (www.gov.uk/bank-holidays) for years without a one-off day.
  it.each([
    [2021, ['01-01', '04-02', '04-05', '05-03', '05-31', '08-30', '12-27', '12-28']],
    [2024, ['01-01', '03-29', '04-01', '05-06', '05-27', '08-26', '12-25', '12-26']],
    [2025, ['01-01', '04-18', '04-21', '05-05', '05-26', '08-25', '12-25', '12-26']],
    [2026, ['01-01', '04-03', '04-06', '05-04', '05-25', '08-31', '12-25', '12-28']],
    [2027, ['01-01', '03-26', '03-29', '05-03', '05-31', '08-30', '12-27', '12-28']],
  ])('are the published ones in %i', (year, days) => {
    expect(datesOf(year)).toEqual(days.map((day) => `${year}-${day}`));
  });

  it('follow the rules in the years after the published lists', () => {
    // 1 January 2028 is a Saturday: the Monday after; Easter Sunday is 16 April.
    expect(bankHolidays(2028)).toEqual([
      { date: '2028-01-03', reason: "New Year's Day (substitute day)" },
      { date: '2028-04-14', reason: 'Good Friday' },
      { date: '2028-04-17', reason: 'Easter Monday' },
      { date: '2028-05-01', reason: 'Early May bank holiday' },
      { date: '2028-05-29', reason: 'Spring bank holiday' },
      { date: '2028-08-28', reason: 'Summer bank holiday' },
      { date: '2028-12-25', reason: 'Christmas Day' },
      { date: '2028-12-26', reason: 'Boxing Day' },
    ]);
    // Easter Sunday is 21 April 2030; Christmas a Wednesday.
    expect(datesOf(2030)).toEqual([
      '2030-01-01',
      '2030-04-19',
      '2030-04-22',
      '2030-05-06',
      '2030-05-27',
      '2030-08-26',
      '2030-12-25',
      '2030-12-26',
    ]);
  });

  it('move Christmas, not Boxing Day, when Christmas is a Sunday (2022, 2033)', () => {
    for (const year of [2022, 2033]) {
      expect(bankHolidays(year).slice(-2)).toEqual([
        { date: `${year}-12-26`, reason: 'Boxing Day' },
        { date: `${year}-12-27`, reason: 'Christmas Day (substitute day)' },
      ]);
    }
    // A Saturday Christmas (2032): Monday and Tuesday, in their own order.
    expect(bankHolidays(2032).slice(-2)).toEqual([
      { date: '2032-12-27', reason: 'Christmas Day (substitute day)' },
      { date: '2032-12-28', reason: 'Boxing Day (substitute day)' },
    ]);
  });

  it('fall on weekdays, eight a year, for a century', () => {
    for (let year = 2000; year < 2100; year++) {
      const holidays = bankHolidays(year);
      expect(holidays, String(year)).toHaveLength(8);
      for (const { date } of holidays) {
        expect([0, 6], date).not.toContain(new Date(`${date}T00:00:00Z`).getUTCDay());
      }
      // Easter's pair is always a Friday and the Monday after.
      const goodFriday = holidays.find((holiday) => holiday.reason === 'Good Friday')!;
      expect(new Date(`${goodFriday.date}T00:00:00Z`).getUTCDay()).toBe(5);
    }
  });

  it('answer for one day and for a span across years', () => {
    expect(bankHolidayOn('2029-12-25')).toEqual({ date: '2029-12-25', reason: 'Christmas Day' });
    expect(bankHolidayOn('2029-12-24')).toBeUndefined();
    expect(bankHolidaysBetween('2027-12-01', '2028-01-31').map(({ date }) => date)).toEqual([
      '2027-12-27',
      '2027-12-28',
      '2028-01-03',
    ]);
  });
});
