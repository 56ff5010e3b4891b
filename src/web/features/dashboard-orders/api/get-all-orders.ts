import type { StaffOrderView } from '#shared/schemas/order.ts';
import { orderPage, type ListedStatus, type OrderFilter } from './get-orders.ts';

/** The largest page the server gives. */
const BATCH = 500;

/**
 * Every order in a status that `filter` matches, page after page, each from the cursor the one
 * before gave: orders placed or moved meanwhile neither repeat nor push others out.
 */
export async function getAllOrders(
  status: ListedStatus,
  filter: OrderFilter,
): Promise<StaffOrderView[]> {
  const orders: StaffOrderView[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await orderPage(
      status,
      filter,
      BATCH,
      after === undefined ? { offset: 0 } : { after },
    );
    orders.push(...page.items);
    if (page.next === undefined) return orders;
    after = page.next;
  }
}
