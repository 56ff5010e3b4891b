/**
 * The days an order can be collected (or dropped off) at a branch, in UK local time: the next
 * 14 days, whether the branch opens on each, and when an order placed now would be ready there;
 * and how long the branch holds an order. Pure: the server decides with it, tests pin it with
 * fixed instants across the clock changes.
 */
import type { CollectionDay, OpeningHours } from '../schemas/branch.ts';
import { bankHolidayOn } from './bank-holidays.ts';
import { hoursOn } from './collection-note.ts';
import { addDays, ceilToMinute, ukDate, ukDateTime, ukInstant } from './uk-time.ts';

/** How many days ahead an order may be for, today included. */
export const COLLECTION_DAYS = 14;

/** When a branch opens: its weekly hours, the dates it is shut besides, and the bank holidays. */
export interface BranchCalendar {
  openingHours: OpeningHours;
  /** Closure dates, YYYY-MM-DD (a refit, a royal funeral). */
  closures: ReadonlySet<string>;
  /** The bank holidays it opens on all the same, YYYY-MM-DD. */
  openings: ReadonlySet<string>;
}

/** Whether the branch is shut on `date` besides its weekly closed days. */
export function closedOn(calendar: BranchCalendar, date: string): boolean {
  if (calendar.closures.has(date)) return true;
  return bankHolidayOn(date) !== undefined && !calendar.openings.has(date);
}

/** The branch's hours on `date`, or null when it is closed that day. */
export function openingOn(calendar: BranchCalendar, date: string) {
  return closedOn(calendar, date) ? null : hoursOn(calendar.openingHours, date);
}

/**
 * The next `count` days from today (UK). An order placed at `now` is ready `readyMinutes` later,
 * never before the branch opens: `readyFrom` is that time on the first day it falls before
 * closing, the opening time on the open days after, and null on the days before or when closed.
 */
export function collectionDays(
  calendar: BranchCalendar,
  now: Date,
  readyMinutes: number,
  count = COLLECTION_DAYS,
): CollectionDay[] {
  const readyAt = ceilToMinute(new Date(now.getTime() + readyMinutes * 60_000));
  const today = ukDate(now);
  return Array.from({ length: count }, (_, offset) => {
    const date = addDays(today, offset);
    const hours = openingOn(calendar, date);
    if (!hours) return { date, open: false, opens: null, closes: null, readyFrom: null };
    const opensAt = ukInstant(date, hours.opens);
    const ready = readyAt > opensAt ? readyAt : opensAt;
    const readyFrom = ready < ukInstant(date, hours.closes) ? ukDateTime(ready).time : null;
    return { date, open: true, opens: hours.opens, closes: hours.closes, readyFrom };
  });
}

/** Far enough to find the open days of any branch that opens at all. */
const SEARCH_DAYS = 400;

/**
 * When the branch stops holding an order for `collectionDate`: its closing time on the
 * `holdDays`-th open day after that day (on the day itself when `holdDays` is 0).
 */
export function holdEnds(calendar: BranchCalendar, collectionDate: string, holdDays: number): Date {
  let left = holdDays;
  for (let offset = 0; offset < SEARCH_DAYS; offset++) {
    const date = addDays(collectionDate, offset);
    const hours = openingOn(calendar, date);
    if (!hours) continue;
    if (left === 0) return ukInstant(date, hours.closes);
    left -= 1;
  }
  throw new Error(`no open day within ${SEARCH_DAYS} days of ${collectionDate}`);
}
