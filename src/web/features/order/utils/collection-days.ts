/** How the collection days of a branch read in the day picker. */
import { addDays } from '#shared/domain/uk-time.ts';
import type { CollectionDay } from '#shared/schemas/branch.ts';
import { formatShortDay } from '#web/lib/calendar-day.ts';

/** A day an order can be collected (or dropped off): open, and ready in time. */
export const isChoosable = (day: CollectionDay) => day.open && day.readyFrom !== null;

/**
 * Short enough for a phone's select: "Today, Tue 24 Nov – ready from 11:30",
 * "Wed 25 Nov – 09:00–17:30", "Sun 29 Nov – Closed". `today` is the UK date.
 */
export function dayLabel(day: CollectionDay, today: string): string {
  const relative =
    day.date === today ? 'Today, ' : day.date === addDays(today, 1) ? 'Tomorrow, ' : '';
  return `${relative}${formatShortDay(day.date)} – ${dayStatus(day)}`;
}

/** Closed, too late, or its hours; the readiness instead when later than opening. */
function dayStatus(day: CollectionDay): string {
  if (!day.open) return 'Closed';
  if (day.readyFrom === null) return 'Too late to be ready';
  if (day.readyFrom !== day.opens) return `ready from ${day.readyFrom}`;
  return `${day.opens}–${day.closes}`;
}
