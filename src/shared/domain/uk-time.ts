/**
 * Wall-clock time in the UK (Europe/London), where the branches are, whatever the time zone of
 * the machine: dates as YYYY-MM-DD and times as HH:MM. Intl knows the clock changes, so an
 * instant and a UK date and time convert both ways across them.
 */

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** How far UK wall-clock time is ahead of UTC at `instant`, read from Intl: 0 or an hour. */
function measuredOffsetMs(instant: number): number {
  const parts = wallClock.formatToParts(new Date(instant));
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
  // The formatter drops milliseconds: compare with the instant's whole second.
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The UK's offset from UTC at `instant`. The clocks change at 01:00 UTC, on the hour, so one
 * reading serves a whole UTC hour: order lists convert many instants, and Intl is slow.
 */
const offsetsByHour = new Map<number, number>();
function ukOffsetMs(instant: number): number {
  const hour = Math.floor(instant / HOUR_MS);
  let offset = offsetsByHour.get(hour);
  if (offset === undefined) {
    if (offsetsByHour.size >= 10_000) offsetsByHour.clear();
    offset = measuredOffsetMs(hour * HOUR_MS);
    offsetsByHour.set(hour, offset);
  }
  return offset;
}

/** The UK date and time (to the minute, rounded down) at `instant`. */
export function ukDateTime(instant: Date): { date: string; time: string } {
  const wall = new Date(instant.getTime() + ukOffsetMs(instant.getTime())).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

/** The UK date (YYYY-MM-DD) at `instant`. */
export function ukDate(instant: Date): string {
  return ukDateTime(instant).date;
}

/** The instant the UK clock reads `time` (HH:MM) on `date` (YYYY-MM-DD). */
export function ukInstant(date: string, time: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at a first guess, then at the instant it gives: right on both sides of a change.
  const guess = wall - ukOffsetMs(wall);
  return new Date(wall - ukOffsetMs(guess));
}

/** The date `days` calendar days after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** `instant` rounded up to a whole minute. */
export function ceilToMinute(instant: Date): Date {
  return new Date(Math.ceil(instant.getTime() / MINUTE_MS) * MINUTE_MS);
}
