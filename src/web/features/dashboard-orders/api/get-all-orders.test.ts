import { describe, expect, it } from 'vitest';
import { stubApi } from '#web/test/render-app.tsx';
import { staffOrder } from '../test/staff-orders.ts';
import { NO_FILTER } from './get-orders.ts';
import { getAllOrders } from './get-all-orders.ts';

describe('getAllOrders', () => {
  it('follows each page’s cursor to the last page, the filter kept', async () => {
    const [a, b, c] = ['1', '2', '3'].map((n) => staffOrder({ _id: n, Order_Id: n.repeat(8) }));
    const page = (orders: unknown[], next?: string) =>
      new Response(JSON.stringify(orders), {
        headers: { 'x-total-count': '3', ...(next && { 'x-next-cursor': next }) },
      });
    const fetch = stubApi({
      '/api/orders?status=Expired&limit=500&offset=0&q=ada': page([a, b], 'Y3Vyc29y'),
      '/api/orders?status=Expired&limit=500&after=Y3Vyc29y&q=ada': page([c]),
    });
    expect(await getAllOrders('Expired', { ...NO_FILTER, q: 'ada' })).toEqual([a, b, c]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
