/**
 * Customer due diligence for occasional transactions: the Money Laundering Regulations 2017
 * (regulation 27) ask for it from €15,000, in one transaction or in several that appear linked.
 * A customer's orders of 90 days are summed (the server finds them by e-mail, phone, or name and
 * ID document); at the threshold, set in GBP below €15,000, an order waits for an Admin's review.
 * The marks staff see in the lists follow from the same figures.
 */
import { ORDER_FLAGS, type OrderFlag } from '../schemas/order.ts';

/** How far back a customer's orders are linked. */
export const LINKED_DAYS = 90;

export interface DueDiligenceRules {
  /** GBP of one customer's linked orders at which an order waits for an Admin's review. */
  cddThresholdGbp: number;
  /** GBP from which completing an order needs the customer's ID. */
  idCheckFromGbp: number;
  /** The largest order, in GBP, taken online. */
  maxOrderGbp: number;
}

const pence = (gbp: number) => gbp * 100;

/** Whether linked orders of `linkedGbpMinor` reach the due-diligence threshold. */
export function reachesCddThreshold(linkedGbpMinor: number, rules: DueDiligenceRules): boolean {
  return linkedGbpMinor >= pence(rules.cddThresholdGbp);
}

/**
 * The marks of an order, in ORDER_FLAGS' order:
 * - `high-notes`: high-value notes are planned (HMRC lists them as a warning sign);
 * - `near-threshold`: the order keeps within 10% under a limit (the ID check, or the largest order
 *   online), or the customer's linked orders have reached 80% of the due-diligence threshold
 *   without reaching it: amounts that look chosen to stay under a check (structuring);
 * - `linked`: the linked orders reach the threshold.
 * Amounts in pence, so every comparison is exact.
 */
export function orderFlags(
  order: { totalGbpMinor: number; linkedGbpMinor: number; highValueNotes: boolean },
  rules: DueDiligenceRules,
): OrderFlag[] {
  const { totalGbpMinor: total, linkedGbpMinor: linked } = order;
  const fromNinetyPercent = (limitGbp: number) => total * 10 >= pence(limitGbp) * 9;
  // At the ID check's amount the ID is taken: only what stays under it is near.
  const underIdCheck =
    total < pence(rules.idCheckFromGbp) && fromNinetyPercent(rules.idCheckFromGbp);
  // Orders above the largest are refused, so up to it and at it are near.
  const atLargestOrder = fromNinetyPercent(rules.maxOrderGbp);
  const linkedReached = reachesCddThreshold(linked, rules);
  const linkedNear = !linkedReached && linked * 10 >= pence(rules.cddThresholdGbp) * 8;

  const flags: OrderFlag[] = [];
  if (order.highValueNotes) flags.push('high-notes');
  if (underIdCheck || atLargestOrder || linkedNear) flags.push('near-threshold');
  if (linkedReached) flags.push('linked');
  return flags;
}

/** `flags` with `flag` added once, kept in ORDER_FLAGS' order. */
export function withFlag(flags: readonly OrderFlag[], flag: OrderFlag): OrderFlag[] {
  return ORDER_FLAGS.filter((each) => each === flag || flags.includes(each));
}
