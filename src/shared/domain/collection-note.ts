/** How an order's collection (or drop-off) day reads to the customer and to staff. */
import type { OpeningHours } from '../schemas/branch.ts';
import { WEEKDAYS } from '../schemas/branch.ts';
import type { Way } from './pricing.ts';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** "Tuesday 24 November" for '2026-11-24'. */
export function formatCollectionDay(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`)).replace(',', '');
}

/** The branch's hours on `date` (YYYY-MM-DD), or null when it is closed that weekday. */
export function hoursOn(openingHours: OpeningHours, date: string) {
  const weekday = WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7];
  return (weekday && openingHours[weekday]) ?? null;
}

/** "Collect from Brighton on Tuesday 24 November, 09:00–17:30" (a Sell: "Drop off at …"). */
export function collectionNote(
  way: Way,
  branch: { name: string; openingHours: OpeningHours },
  date: string,
): string {
  const hours = hoursOn(branch.openingHours, date);
  const verb = way === 'Order' ? 'Collect from' : 'Drop off at';
  const when = `${formatCollectionDay(date)}${hours ? `, ${hours.opens}–${hours.closes}` : ''}`;
  return `${verb} ${branch.name} on ${when}`;
}
