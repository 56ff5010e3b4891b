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
const DAY_MS = 86_400_000;

function fields(instant: Date) {
  const parts = wallClock.formatToParts(instant);
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
    second: field('second'),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The UK date and time (to the minute, rounded down) at `instant`. */
export function ukDateTime(instant: Date): { date: string; time: string } {
  const { year, month, day, hour, minute } = fields(instant);
  return { date: `${pad(year, 4)}-${pad(month)}-${pad(day)}`, time: `${pad(hour)}:${pad(minute)}` };
}

/** The UK date (YYYY-MM-DD) at `instant`. */
export function ukDate(instant: Date): string {
  return ukDateTime(instant).date;
}

/** How far UK wall-clock time is ahead of UTC at `instant`: 0 in winter, an hour in summer. */
function ukOffsetMs(instant: number): number {
  const { year, month, day, hour, minute, second } = fields(new Date(instant));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  // The formatter drops milliseconds: compare with the instant's whole second.
  return wall - Math.floor(instant / 1000) * 1000;
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
