/**
 * The dashboard's dates, in UK time whatever the browser's clock says: "November 21st 2026" (the
 * spec's 'MMMM Do YYYY') and "14:05".
 */
const dateParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const dayAndMonth = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
});

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
});

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd … 31st. */
export function ordinal(day: number): string {
  const teens = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teens ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th');
  return `${day}${suffix}`;
}

/** "November 21st 2026" */
export function formatOrdinalDate(iso: string): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    dateParts.formatToParts(new Date(iso)).find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${ordinal(Number(part('day')))} ${part('year')}`;
}

/** "14:05" */
export function formatClock(iso: string): string {
  return clock.format(new Date(iso));
}

/** "21 Nov, 14:05": a time of this year's trading, short enough for a row of a list. */
export function formatShortDateTime(iso: string): string {
  return `${dayAndMonth.format(new Date(iso))}, ${formatClock(iso)}`;
}

/** "November 21st 2026, 14:05" */
export function formatOrdinalDateTime(iso: string): string {
  return `${formatOrdinalDate(iso)}, ${formatClock(iso)}`;
}
