/**
 * The chart's days. A UK calendar day (YYYY-MM-DD) is placed at its midnight in UTC and read
 * back in UTC, so every visitor sees the same day whatever their clock's time zone.
 */
const dayMonth = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthYear = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The instant (ms) the chart places a day at. */
export function dayInstant(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** "3 Oct", or "3 Oct 2025" with the year. */
export function formatDay(date: string | number, withYear = false): string {
  const instant = typeof date === 'number' ? date : dayInstant(date);
  return (withYear ? dayMonthYear : dayMonth).format(instant);
}

/** "Oct 2025": an axis tick a month apart from the next. */
export function formatMonth(instant: number): string {
  return monthYear.format(instant);
}
