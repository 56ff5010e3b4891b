/**
 * A morning on which every seeded branch opens: tests that expect an order to be for the day it
 * is placed set the app's clock to it (the suite must pass on a Sunday, a bank holiday or late).
 */
import { bankHolidayOn } from '#shared/domain/bank-holidays.ts';
import { addDays, ukDate, ukInstant } from '#shared/domain/uk-time.ts';

/** 09:00 UK on the first weekday after `from` that is no bank holiday. */
export function openWeekdayMorning(from = new Date()): Date {
  let date = addDays(ukDate(from), 1);
  const weekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
  while (weekend(date) || bankHolidayOn(date)) date = addDays(date, 1);
  return ukInstant(date, '09:00');
}
