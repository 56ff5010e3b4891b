import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OrderStatus } from '#shared/domain/order-state.ts';
import type { OrderView } from '#shared/schemas/order.ts';
import { PLACED_COLLECT } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { MY_BRANCHES, pulseAt } from '../test/staff-orders.ts';
import { OrderHistory } from './order-history.tsx';

const inStatus = (Status: OrderStatus, Order_Id: string): OrderView => ({
  ...PLACED_COLLECT,
  _id: `00000000-0000-4000-8000-0000${Order_Id}`,
  Order_Id,
  Status,
});

const ORDERS = [
  inStatus('Completed', '11111111'),
  inStatus('Cancelled', '22222222'),
  inStatus('Expired', '33333333'),
];

/** A server answering the spec's Completed list and /api/orders?status=… alike, and the pulse. */
function serve() {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/orders/pulse') return Response.json(pulseAt(PLACED_COLLECT.time));
    if (url.pathname === '/api/my-branches') return Response.json(MY_BRANCHES);
    const status =
      url.pathname === '/api/completedOrder'
        ? 'Completed'
        : url.pathname === '/api/orders'
          ? url.searchParams.get('status')
          : null;
    const listed = ORDERS.filter((order) => order.Status === status);
    return Response.json(listed, { headers: { 'x-total-count': String(listed.length) } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderHistory(path = '/dashboard/history', admin = true) {
  return renderApp([{ path: '/dashboard/history', element: <OrderHistory admin={admin} /> }], {
    path,
    auth: { user: null, loading: false },
  });
}

const listedNumbers = () =>
  screen.queryAllByTestId('order-row').map((row) => within(row).getByRole('rowheader').textContent);
const tab = (name: string) => screen.getByRole('tab', { name });

describe('OrderHistory', () => {
  it("shows the spec's Completed list first, with its delete action", async () => {
    const fetch = serve();
    renderHistory();
    await waitFor(() => expect(listedNumbers()).toEqual(['11111111']));
    expect(fetch).toHaveBeenCalledWith('/api/completedOrder?limit=20&offset=0', expect.anything());
    expect(tab('Completed').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Completed' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete order 11111111' })).toBeTruthy();
  });

  it("offers Staff no delete of a completed order: that is an Admin's", async () => {
    serve();
    renderHistory('/dashboard/history', false);
    await waitFor(() => expect(listedNumbers()).toEqual(['11111111']));
    expect(screen.queryByRole('button', { name: 'Delete order 11111111' })).toBeNull();
  });

  it('lists cancelled and expired orders under their tabs, the tab in the address', async () => {
    const fetch = serve();
    const router = renderHistory();
    await waitFor(() => expect(listedNumbers()).toEqual(['11111111']));

    fireEvent.click(tab('Cancelled'));
    await waitFor(() => expect(listedNumbers()).toEqual(['22222222']));
    expect(router.state.location.search).toBe('?tab=cancelled');
    expect(fetch).toHaveBeenCalledWith(
      '/api/orders?status=Cancelled&limit=20&offset=0',
      expect.anything(),
    );
    expect(screen.getByText('Orders the customer cancelled from their order page.')).toBeTruthy();
    // Nothing more can be done with a cancelled order.
    expect(screen.queryByRole('button', { name: /order 22222222/ })).toBeNull();

    fireEvent.keyDown(tab('Cancelled'), { key: 'ArrowRight' });
    await waitFor(() => expect(listedNumbers()).toEqual(['33333333']));
    expect(router.state.location.search).toBe('?tab=expired');
    expect(tab('Expired')).toBe(document.activeElement);
  });

  it('keeps the tab when searching, and the search when changing tab', async () => {
    const fetch = serve();
    const router = renderHistory('/dashboard/history?tab=expired&page=2');
    const search = await screen.findByRole('searchbox', { name: 'Search this list' });
    fireEvent.change(search, { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=expired&q=Ada'));
    expect(fetch).toHaveBeenCalledWith(
      '/api/orders?status=Expired&limit=20&offset=0&q=Ada',
      expect.anything(),
    );

    fireEvent.click(tab('Completed'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=Ada'));
    const listCalls = fetch.mock.calls
      .map(([url]) => String(url))
      .filter((url) => !/\/api\/(orders\/pulse|my-branches)$/.test(url));
    expect(listCalls.at(-1)).toBe('/api/completedOrder?limit=20&offset=0&q=Ada');
  });
});
