import type { StaffOrderView } from '../../../../shared/schemas/order.ts';
import { apiGetPage } from '../../../lib/api-client.ts';
import { orderListUrl, type ListedStatus, type OrderFilter } from './get-orders.ts';

/** The largest page the server gives. */
const BATCH = 500;

/** Every order in a status that `filter` matches, page after page, for an export. */
export async function getAllOrders(
  status: ListedStatus,
  filter: OrderFilter,
): Promise<StaffOrderView[]> {
  const orders: StaffOrderView[] = [];
  for (;;) {
    const { items, total } = await apiGetPage<StaffOrderView>(
      orderListUrl(status, filter, BATCH, orders.length),
    );
    orders.push(...items);
    if (items.length === 0 || orders.length >= total) return orders;
  }
}
