import type { OpeningHours } from '#shared/schemas/branch.ts';

const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'Europe/London' });

/** Today's hours in the UK, where the branches are: "09:00–17:30", or "Closed". */
export function hoursToday(hours: OpeningHours, now = new Date()): string {
  const day = weekday.format(now).toLowerCase();
  const today = Object.entries(hours).find(([name]) => name === day)?.[1];
  return today ? `${today.opens}–${today.closes}` : 'Closed';
}
