/** The day an order is collected (or dropped off) and how long its branch holds it. */
import {
  COLLECTION_DAYS,
  collectionDays,
  holdEnds,
  type BranchCalendar,
} from '#shared/domain/collection-days.ts';
import { formatCollectionDay } from '#shared/domain/collection-note.ts';
import { addDays, ceilToMinute, ukDate } from '#shared/domain/uk-time.ts';
import type { Branch, CollectionDay } from '#shared/schemas/branch.ts';
import { refusal } from '#server/errors.ts';

export interface CollectionOptions {
  /** How long a branch needs to have an order ready (ORDER_READY_MINUTES). */
  readyMinutes: number;
  /** Open days after the collection day the branch holds the order (RESERVATION_HOLD_DAYS). */
  holdDays: number;
}

export interface Collection {
  /** YYYY-MM-DD, UK local. */
  collectionDate: string;
  holdUntil: Date;
}

const CHOOSE_ANOTHER = 'please choose another collection day';

const closedMessage = (branch: Branch, date: string) =>
  `${branch.name} is closed on ${formatCollectionDay(date)}: ${CHOOSE_ANOTHER}`;

/** Why an order placed now cannot be for `requested` (undefined: for any day) at `branch`. */
function dayRefusedMessage(
  branch: Branch,
  requested: string | undefined,
  days: CollectionDay[],
  today: string,
): string {
  if (requested === undefined) {
    return `${branch.name} cannot take an order in the next ${COLLECTION_DAYS} days: please choose another branch`;
  }
  const day = formatCollectionDay(requested);
  const listed = days.find((d) => d.date === requested);
  if (requested < today) return `${day} has passed: ${CHOOSE_ANOTHER}`;
  if (!listed) {
    const last = formatCollectionDay(addDays(today, COLLECTION_DAYS - 1));
    return `Orders can be for the next ${COLLECTION_DAYS} days, up to ${last}: ${CHOOSE_ANOTHER}`;
  }
  if (!listed.open) return closedMessage(branch, requested);
  return `An order placed now cannot be ready at ${branch.name} before it closes on ${day}: ${CHOOSE_ANOTHER}`;
}

function dayRefused(message: string, requested: string | undefined) {
  // Names the field, so the order page takes the customer back to the day.
  const issues = requested === undefined ? undefined : [{ path: 'collectionDate', message }];
  return refusal('BAD_REQUEST', 'DAY_REFUSED', message, issues);
}

/** Reads `branch`'s calendar from `from` (YYYY-MM-DD, UK) on. */
export type CalendarOf = (branch: Branch, from: string) => Promise<BranchCalendar>;

/**
 * Collections worked out (~60 µs each), per calendar as this server holds it (a new one when the
 * calendar changes) and per what they depend on of the moment, its UK date and the minute an
 * order is ready: the orders of one minute, by the hundred, ask for the same.
 */
const worked = new WeakMap<BranchCalendar, Map<string, Collection>>();
/** Keys kept per calendar: a minute's requests, for the days a customer may choose. */
const WORKED_MAX = 100;

/**
 * The collection the customer asked for at `branch`, or the earliest day an order placed at `now`
 * is ready; a past or closed day, one beyond the 14 days or one it cannot be ready on is refused.
 */
export async function collectionFor(
  calendarOf: CalendarOf,
  branch: Branch,
  requested: string | undefined,
  now: Date,
  options: CollectionOptions,
): Promise<Collection> {
  const today = ukDate(now);
  const calendar = await calendarOf(branch, today);
  const readyAt = ceilToMinute(new Date(now.getTime() + options.readyMinutes * 60_000));
  const key = [today, readyAt.getTime(), requested, options.readyMinutes, options.holdDays].join();
  let kept = worked.get(calendar);
  const known = kept?.get(key);
  if (known) return known;
  const days = collectionDays(calendar, now, options.readyMinutes);
  const day = days.find((d) => (requested === undefined || d.date === requested) && d.readyFrom);
  if (!day) throw dayRefused(dayRefusedMessage(branch, requested, days, today), requested);
  const collection = {
    collectionDate: day.date,
    holdUntil: holdEnds(calendar, day.date, options.holdDays),
  };
  if (!kept || kept.size >= WORKED_MAX) worked.set(calendar, (kept = new Map()));
  kept.set(key, collection);
  return collection;
}

/** The refusal of `date` at `branch`, closed since the calendar the order was checked against. */
export function closedSince(branch: Branch, date: string, requested: string | undefined) {
  return dayRefused(closedMessage(branch, date), requested);
}
