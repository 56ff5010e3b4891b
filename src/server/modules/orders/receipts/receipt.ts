/**
 * The receipt of a completed order, as the Price Indications (Bureaux de Change) (No. 2)
 * Regulations 1992 require for each transaction: the bureau and its MSB number, the branch, when
 * the order completed, its number, each currency with its amount, rate and commission, the GBP
 * total and the ID document checked. Built from what is stored; e-mailed as the order completes.
 */
import type { Kysely } from 'kysely';
import { formatAmount, formatRate, fromMinorUnits } from '#shared/domain/pricing.ts';
import { ukDateTime } from '#shared/domain/uk-time.ts';
import type { Branch } from '#shared/schemas/branch.ts';
import type { BusinessProfile } from '#shared/schemas/business.ts';
import { ID_DOCUMENTS } from '#shared/schemas/order.ts';
import type { Receipt } from '#shared/schemas/receipt.ts';
import { inScope, type BranchScope } from '#server/branch-scope.ts';
import type { Db } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { enqueueMail } from '#server/modules/mail/index.ts';
import type { OrdersDeps } from '../orders.options.ts';
import { findOrder, itemsOf, type OrderItemRow, type OrderRow } from '../orders.repository.ts';
import { branchMap, unknownOrder } from '../staff/order-reads.ts';
import { receiptMail } from './receipt-mail.ts';

/** The bureau charges no commission: every receipt says so, as the Regulations ask. */
const NO_COMMISSION = '0.00';

/** An exact amount in pence as text with 2 decimals and no grouping: "1234.50". */
const exact = (minor: number) => formatAmount(fromMinorUnits(minor), { grouping: false });

/** The receipt of `order`, completed at `completedAt`, with its items, at `branch`. */
export function toReceipt(
  order: OrderRow,
  items: OrderItemRow[],
  branch: Branch | undefined,
  business: BusinessProfile,
  completedAt: Date,
): Receipt {
  const collect = order.way === 'Order';
  const { date, time } = ukDateTime(completedAt);
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    title: collect ? 'Click & Collect' : 'Click & Sell',
    status: collect ? 'buy' : 'sell',
    business: {
      tradingName: business.tradingName,
      legalName: business.legalName,
      msbNumber: business.msbNumber,
      postalAddress: business.postalAddress,
    },
    branch: {
      key: order.branchKey,
      name: branch?.name ?? order.branchKey,
      address: branch?.address ?? '',
    },
    completedAt: completedAt.toISOString(),
    completedDate: date,
    completedTime: time,
    lines: items.map((item) => ({
      currency: collect ? item.takeCurrency : item.giveCurrency,
      amount: exact(collect ? item.takeMinor : item.giveMinor),
      rate: formatRate(item.rate),
      commission: NO_COMMISSION,
      gbp: exact(collect ? item.giveMinor : item.takeMinor),
    })),
    commission: NO_COMMISSION,
    totalGbp: exact(order.totalGbpMinor),
    idDocument: order.idCheckType ? ID_DOCUMENTS[order.idCheckType] : null,
  };
}

/** When the order completed: its audit entry's time, else its last change. */
async function completedAt(db: Db, order: OrderRow): Promise<Date> {
  const entry = await db
    .selectFrom('auditLog')
    .select('createdAt')
    .where('entityType', '=', 'order')
    .where('entityId', '=', order.id)
    .where('action', '=', 'order.complete')
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  return entry ? new Date(entry.createdAt) : order.updatedAt;
}

/**
 * Queues the receipt e-mail of order `orderId`, just completed at `now`, in the completion's
 * transaction `trx` (read there: the ID check recorded with it is on the receipt).
 */
export async function queueReceiptMail(
  trx: Db,
  orderId: string,
  branch: Branch,
  business: BusinessProfile,
  now: Date,
): Promise<void> {
  const order = await findOrder(trx, orderId);
  if (!order) return;
  const receipt = toReceipt(order, await itemsOf(trx, [orderId]), branch, business, now);
  await enqueueMail(trx, receiptMail(receipt, order.email, business), now);
}

export function createReceipts(
  db: Kysely<Database>,
  { branches, business }: Pick<OrdersDeps, 'branches' | 'business'>,
) {
  return {
    /**
     * The receipt of a Completed order; another branch's order is unknown, as for its details,
     * and an order not (or no longer) Completed has none.
     */
    async receipt(id: string, scope?: BranchScope): Promise<Receipt> {
      const order = await findOrder(db, id);
      if (!order || !inScope(scope, order.branchKey)) throw unknownOrder();
      if (order.status !== 'Completed') {
        throw new AppError(
          'CONFLICT',
          `This order is ${order.status}: a receipt is given once it is completed`,
        );
      }
      const [items, byKey, profile, at] = await Promise.all([
        itemsOf(db, [id]),
        branchMap(branches),
        business.profile(),
        completedAt(db, order),
      ]);
      return toReceipt(order, items, byKey.get(order.branchKey), profile, at);
    },
  };
}
