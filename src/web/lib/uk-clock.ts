const clock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});
const day = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'Europe/London',
});

/** "10:42": the time of day in the UK, whatever the screen's own clock is set to. */
export function formatClock(time: Date | string | number): string {
  return clock.format(new Date(time));
}

/** "10:42, 24 Nov": the time and day in the UK, short enough for a phone's width. */
export function formatUkTime(time: Date | string | number): string {
  return `${formatClock(time)}, ${day.format(new Date(time))}`;
}

/** "10:42" on the UK day of `now`, else "10:42, 23 Nov": as short as is still clear. */
export function formatSince(time: Date | string | number, now: Date | number): string {
  return day.format(new Date(time)) === day.format(new Date(now))
    ? formatClock(time)
    : formatUkTime(time);
}
