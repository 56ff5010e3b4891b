import type { OrderView } from '../../../../shared/schemas/order.ts';
import { apiGetPage } from '../../../lib/api-client.ts';
import { orderListUrl, type ListedStatus } from './get-orders.ts';

/** The largest page the server gives. */
const BATCH = 500;

/** Every order in a status matching `q`, page after page, for an export. */
export async function getAllOrders(status: ListedStatus, q: string): Promise<OrderView[]> {
  const orders: OrderView[] = [];
  for (;;) {
    const { items, total } = await apiGetPage<OrderView>(
      orderListUrl(status, q, BATCH, orders.length),
    );
    orders.push(...items);
    if (items.length === 0 || orders.length >= total) return orders;
  }
}
