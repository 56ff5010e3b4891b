/** Turns stored orders into the spec's Order view. */
import { COLLECT_NOTICES, SELL_NOTE } from '#shared/constants.ts';
import { collectionNote, formatCollectionDay, hoursOn } from '#shared/domain/collection-note.ts';
import { formatAmount, fromMinorUnits } from '#shared/domain/pricing.ts';
import { ukDate } from '#shared/domain/uk-time.ts';
import type { Branch } from '#shared/schemas/branch.ts';
import type { OrderView, StaffOrderView } from '#shared/schemas/order.ts';
import { flagsOf, type OrderItemRow, type OrderRow } from './orders.repository.ts';
import { holdReasonsOf, matchOf } from './reviews/sanctions-holds.ts';

const amount = (minor: number) => fromMinorUnits(minor).toNumber();

/**
 * The spec's Important Notification. Its "collect on the same day" stands for an order placed for
 * the day it was placed; for a later day the line names that day and the branch's hours then.
 */
function collectNotices(order: OrderRow, branch: Branch | undefined): string[] {
  const [sameDay, ...rest] = COLLECT_NOTICES.secondMessege;
  if (order.collectionDate === ukDate(order.createdAt)) return [sameDay, ...rest];
  const hours = branch && hoursOn(branch.openingHours, order.collectionDate);
  const within = hours
    ? `within office hours (${hours.opens}–${hours.closes})`
    : 'within office hours';
  return [
    `Please collect your order on ${formatCollectionDay(order.collectionDate)}, ${within}.`,
    ...rest,
  ];
}

export function toOrderView(
  order: OrderRow,
  items: OrderItemRow[],
  branch: Branch | undefined,
): OrderView {
  const collect = order.way === 'Order';
  const foreign = items.map((item) =>
    collect
      ? `${formatAmount(fromMinorUnits(item.takeMinor))} ${item.takeCurrency}`
      : `${formatAmount(fromMinorUnits(item.giveMinor))} ${item.giveCurrency}`,
  );
  return {
    _id: order.id,
    Order_Id: order.orderNumber,
    Name: `${order.firstName} ${order.lastName}`,
    Email: order.email,
    Phone_Number: order.phone,
    Address: branch ? `${branch.name}: ${branch.address}` : order.branchKey,
    addressKey: order.branchKey,
    Orders: items.map((item) => ({
      currencyMy: amount(item.giveMinor),
      currencyMycurrent: item.giveCurrency,
      currencyTake: amount(item.takeMinor),
      currencyTakecurrent: item.takeCurrency,
      Rate: item.rate,
      status: collect ? 'buy' : 'sell',
      notes: item.notes.map(({ denominationMinor, count }) => ({
        denomination: amount(denominationMinor),
        count,
      })),
      changeGbp: amount(item.changeGbpMinor),
    })),
    status: collect ? 'buy' : 'sell',
    Status: order.status,
    title: collect ? 'Click & Collect' : 'Click & Sell',
    FxAmount: foreign.join(', '),
    TotalMoney: amount(order.totalGbpMinor),
    time: order.createdAt.toISOString(),
    collectionDate: order.collectionDate,
    collectionNote: branch
      ? collectionNote(order.way, branch, order.collectionDate)
      : order.collectionDate,
    holdUntil: order.holdUntil.toISOString(),
    notePreference: order.notePreference,
    highValueNotes: order.highValueNotes,
    // Stored as placed: older orders, planned before Mixed and Small kept off them, claim nothing.
    highValueNotesUnavoidable: order.highValueUnavoidable,
    onRequest: order.onRequest,
    ...(collect
      ? {
          firstMessege: COLLECT_NOTICES.firstMessege,
          secondTitle: COLLECT_NOTICES.secondTitle,
          secondMessege: collectNotices(order, branch),
        }
      : { note: SELL_NOTE }),
  };
}

/**
 * The customer's view plus what only staff read: marks, holds (review, sanctions), ID check,
 * deletion, retention. The customer's view (toOrderView) carries none of them.
 */
export function toStaffOrderView(
  order: OrderRow,
  items: OrderItemRow[],
  branch: Branch | undefined,
): StaffOrderView {
  return {
    ...toOrderView(order, items, branch),
    flags: flagsOf(order),
    review: order.review,
    holdReasons: holdReasonsOf(order),
    sanctions: order.sanctions,
    sanctionsMatch: matchOf(order),
    linkedGbp: order.linkedGbpMinor === null ? null : amount(order.linkedGbpMinor),
    idCheck:
      order.idCheckType && order.idCheckLast4 && order.idCheckedBy && order.idCheckedAt
        ? {
            type: order.idCheckType,
            last4: order.idCheckLast4,
            checkedBy: order.idCheckedBy,
            checkedAt: order.idCheckedAt.toISOString(),
          }
        : null,
    deleteReason: order.deleteReason,
    anonymised: order.anonymisedAt !== null,
  };
}
