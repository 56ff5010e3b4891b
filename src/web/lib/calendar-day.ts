/**
 * Calendar days (YYYY-MM-DD, a UK date with no time) as the dashboard shows them. A calendar day
 * is read as midnight UTC and formatted in UTC, so no time zone can move it to the day before.
 */
const shortDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

const longDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const midnight = (date: string) => new Date(`${date}T00:00:00Z`);

/** "Tue 24 Nov" for '2026-11-24': the order lists' Collect on column. */
export function formatShortDay(date: string): string {
  return shortDay.format(midnight(date)).replace(',', '');
}

/** "Friday 25 December 2026" for '2026-12-25'. */
export function formatLongDay(date: string): string {
  return longDay.format(midnight(date)).replace(',', '');
}
