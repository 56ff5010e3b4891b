/**
 * Limits per customer, checked in the transaction that stores the order once the customer's locks
 * are held, so that of parallel orders for one customer each one sees those placed before it:
 * - orders for one e-mail address in 24 hours, each of which sends it a confirmation (429 with
 *   Retry-After: when the oldest of them is a day old);
 * - GBP ordered online by one customer (the same e-mail in any case, or the same phone digits)
 *   over 90 days, Click & Collect and Click & Sell together, Deleted, Cancelled and Expired orders aside (422).
 * Only placed orders count: a refused one sends nothing and costs the customer nothing.
 */
import { createHash } from 'node:crypto';
import { LINKED_DAYS } from '#shared/domain/due-diligence.ts';
import type { Db } from '#server/db/database.ts';
import { RateLimitedError, refusal } from '#server/errors.ts';
import { nthOrderTimeForEmail, type CustomerKeys } from '../orders.repository.ts';

const DAY_MS = 86_400_000;
// The same 90 days as the linked orders due diligence sums.
const TOTAL_WINDOW_MS = LINKED_DAYS * DAY_MS;

export interface CustomerLimits {
  ordersPerEmailPerDay: number;
  maxGbp90Days: number;
}

/** How the limits know a customer: the e-mail in lower case, the phone's digits alone. */
export function customerOf(email: string, phone: string): CustomerKeys {
  return { emailKey: email.toLowerCase(), phoneDigits: phone.replace(/\D/g, '') };
}

/** The customer's lock keys, ascending: two orders then never wait for each other in a circle. */
export function lockKeys({ emailKey, phoneDigits }: CustomerKeys): number[] {
  const names = [`email:${emailKey}`, ...(phoneDigits ? [`phone:${phoneDigits}`] : [])];
  const keys = names.map((name) => createHash('sha256').update(name).digest().readInt32BE(0));
  return [...new Set(keys)].sort((a, b) => a - b);
}

/** Since when the customer's orders count: 90 days for the GBP, a day for the e-mail's orders. */
export function limitWindows(now: Date): { since: Date; emailSince: Date } {
  return {
    since: new Date(now.getTime() - TOTAL_WINDOW_MS),
    emailSince: new Date(now.getTime() - DAY_MS),
  };
}

/**
 * Throws when the order would take its customer past a limit; else answers the customer's GBP of
 * 90 days in pence, this order included (the linked total due diligence looks at). `placed`: the
 * customer's orders in the `limitWindows`, read under the customer's locks (order-store.ts).
 */
export async function checkCustomerLimits(
  trx: Db,
  order: CustomerKeys & { totalGbpMinor: number; createdAt: Date },
  placed: { gbpMinor: number; forEmail: number },
  limits: CustomerLimits,
): Promise<number> {
  const now = order.createdAt.getTime();
  const daySince = new Date(now - DAY_MS);
  const perDay = limits.ordersPerEmailPerDay;
  if (placed.forEmail >= perDay) {
    // The oldest of the day's orders that reach the limit: its anniversary frees a place.
    const oldest = (await nthOrderTimeForEmail(trx, order.emailKey, daySince, perDay)).getTime();
    throw new RateLimitedError(
      `We take up to ${perDay} orders a day online for one email address. Please try again later, or call or visit a branch.`,
      (oldest + DAY_MS - now) / 1000,
    );
  }
  // Pence: exact integers.
  const linkedGbpMinor = placed.gbpMinor + order.totalGbpMinor;
  if (linkedGbpMinor > limits.maxGbp90Days * 100) {
    throw refusal(
      'UNPROCESSABLE',
      'LIMIT_90_DAYS',
      `We take up to £${limits.maxGbp90Days.toLocaleString('en-GB')} online from one customer in 90 days, and this order would go over it. Please call or visit a branch and we will arrange it with you.`,
    );
  }
  return linkedGbpMinor;
}
