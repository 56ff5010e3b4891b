/** Turns stored orders into the spec's Order view. */
import { COLLECT_NOTICES, SELL_NOTE } from '../../../shared/constants.ts';
import { collectionNote } from '../../../shared/domain/collection-note.ts';
import { formatAmount, fromMinorUnits } from '../../../shared/domain/pricing.ts';
import type { Branch } from '../../../shared/schemas/branch.ts';
import type { OrderView } from '../../../shared/schemas/order.ts';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';

const amount = (minor: number) => fromMinorUnits(minor).toNumber();

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
    ...(collect
      ? {
          firstMessege: COLLECT_NOTICES.firstMessege,
          secondTitle: COLLECT_NOTICES.secondTitle,
          secondMessege: [...COLLECT_NOTICES.secondMessege],
        }
      : { note: SELL_NOTE }),
  };
}
