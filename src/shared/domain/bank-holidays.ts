/**
 * The bank holidays of England and Wales, on which every branch is closed unless an Admin opens
 * it, computed for any year from the rules that set them: New Year's Day, Good Friday, Easter
 * Monday, the first and last Mondays of May, the last Monday of August, Christmas Day and Boxing
 * Day; one that falls on a weekend moves to the next weekday not already a bank holiday
 * (GOV.UK's "substitute day"). One-off days (a royal funeral, a coronation, a holiday moved for a
 * jubilee) are not in any rule: Admins add them as closures.
 */

export interface BankHoliday {
  /** YYYY-MM-DD. */
  date: string;
  /** As GOV.UK names it. */
  reason: string;
}

const DAY_MS = 86_400_000;

const utc = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day);
const weekday = (time: number) => new Date(time).getUTCDay();
const isWeekend = (time: number) => weekday(time) === 0 || weekday(time) === 6;

/** Easter Sunday in the Gregorian calendar (the anonymous algorithm of 1876). */
function easterSunday(year: number): number {
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

function firstMonday(year: number, month: number): number {
  const first = utc(year, month, 1);
  return first + ((8 - weekday(first)) % 7) * DAY_MS;
}

function lastMonday(year: number, month: number): number {
  const last = utc(year, month + 1, 0);
  return last - ((weekday(last) + 6) % 7) * DAY_MS;
}

/**
 * The days as they fall, then each one on a weekend moved, in order, to the next weekday not
 * taken: when Christmas is a Sunday, Boxing Day keeps the Monday and Christmas moves to Tuesday.
 */
function withSubstitutes(days: Array<[number, string]>): Array<[number, string]> {
  const taken = new Set(days.filter(([time]) => !isWeekend(time)).map(([time]) => time));
  return days.map(([time, reason]) => {
    if (!isWeekend(time)) return [time, reason];
    let moved = time;
    while (isWeekend(moved) || taken.has(moved)) moved += DAY_MS;
    taken.add(moved);
    return [moved, `${reason} (substitute day)`];
  });
}

function computeBankHolidays(year: number): BankHoliday[] {
  const easter = easterSunday(year);
  const days = [
    ...withSubstitutes([[utc(year, 1, 1), "New Year's Day"]]),
    [easter - 2 * DAY_MS, 'Good Friday'],
    [easter + DAY_MS, 'Easter Monday'],
    [firstMonday(year, 5), 'Early May bank holiday'],
    [lastMonday(year, 5), 'Spring bank holiday'],
    [lastMonday(year, 8), 'Summer bank holiday'],
    ...withSubstitutes([
      [utc(year, 12, 25), 'Christmas Day'],
      [utc(year, 12, 26), 'Boxing Day'],
    ]),
  ] satisfies Array<[number, string]>;
  return days
    .map(([time, reason]) => ({ date: new Date(time).toISOString().slice(0, 10), reason }))
    .sort((a, b) => (a.date < b.date ? -1 : 1));
}

/** Each year's, computed once: every collection-day question asks about dates of one or two. */
const byYear = new Map<number, { list: BankHoliday[]; byDate: Map<string, string> }>();

function yearOf(year: number) {
  let found = byYear.get(year);
  if (!found) {
    // Any date may be asked about (a closure far ahead): keep a few years, not every one.
    if (byYear.size >= 50) byYear.clear();
    const list = computeBankHolidays(year);
    found = { list, byDate: new Map(list.map(({ date, reason }) => [date, reason])) };
    byYear.set(year, found);
  }
  return found;
}

/** The year's bank holidays, earliest first. */
export function bankHolidays(year: number): readonly BankHoliday[] {
  return yearOf(year).list;
}

/** The bank holiday on `date` (YYYY-MM-DD), or undefined on any other day. */
export function bankHolidayOn(date: string): BankHoliday | undefined {
  const reason = yearOf(Number(date.slice(0, 4))).byDate.get(date);
  return reason === undefined ? undefined : { date, reason };
}

/** The bank holidays from `from` to `to` (YYYY-MM-DD, both included), earliest first. */
export function bankHolidaysBetween(from: string, to: string): BankHoliday[] {
  const holidays = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    holidays.push(...bankHolidays(year));
  }
  return holidays.filter(({ date }) => date >= from && date <= to);
}
