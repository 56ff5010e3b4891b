import { ID_DOCUMENTS, type StaffOrderView } from '#shared/schemas/order.ts';
import { formatGbp } from '#web/lib/format.ts';
import { formatOrdinalDateTime } from '#web/lib/ordinal-date.ts';

type IdCheck = NonNullable<StaffOrderView['idCheck']>;

/** "Passport ending 1234, checked by cashier@example.com at November 21st 2026, 14:05". */
export function idCheckWords({ type, last4, checkedBy, checkedAt }: IdCheck): string {
  return `${ID_DOCUMENTS[type]} ending ${last4}, checked by ${checkedBy} at ${formatOrdinalDateTime(checkedAt)}`;
}

const REVIEWS: Record<NonNullable<StaffOrderView['review']>, string> = {
  held: 'Held for review',
  cleared: 'Reviewed',
};

/**
 * What staff checked, or must: the customer's ID, the due-diligence review, the customer's
 * orders over 90 days, and why the order was deleted. Only what applies to the order.
 */
export function orderChecks(order: StaffOrderView): Array<[string, string]> {
  const checks: Array<[string, string]> = [
    [
      'ID check',
      order.idCheck
        ? idCheckWords(order.idCheck)
        : order.Status === 'Completed'
          ? 'Not recorded'
          : 'Not checked yet',
    ],
  ];
  if (order.review) checks.push(['Review', REVIEWS[order.review]]);
  if (order.linkedGbp !== null) {
    checks.push(['Orders over 90 days', `${formatGbp(order.linkedGbp)}, this one included`]);
  }
  if (order.deleteReason) checks.push(['Why deleted', order.deleteReason]);
  return checks;
}
