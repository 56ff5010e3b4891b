import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StaffOrderView } from '#shared/schemas/order.ts';
import type { StaffBranch } from '#shared/schemas/today.ts';
import { supportDialogs } from '#web/test/dialog.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { MY_BRANCHES, pulseAt, staffOrder } from '../test/staff-orders.ts';
import { OrderList } from './order-list.tsx';

const pending = (n: number, time = '2026-11-21T10:05:00.000Z'): StaffOrderView =>
  staffOrder({
    _id: `00000000-0000-4000-8000-00000000000${n}`,
    Order_Id: `1234567${n}`,
    Name: `Customer ${n}`,
    Email: `c${n}@example.com`,
    time,
    collectionDate: '2026-11-24',
    addressKey: n % 2 ? 'brighton' : 'worthing',
  });

interface Server {
  orders: StaffOrderView[];
  branches: StaffBranch[];
  refuse?: { status: number; message: string };
}

/**
 * A server with these pending orders, found by name and narrowed by branch and day; accepting or
 * deleting one takes it off the list. The pulse names the newest order.
 */
function serve(orders: StaffOrderView[], options: Partial<Omit<Server, 'orders'>> = {}) {
  const server: Server = { orders: [...orders], branches: MY_BRANCHES, ...options };
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const { orders: listed, refuse } = server;
    if (url.pathname === '/api/PendingOrder') {
      const q = url.searchParams.get('q') ?? '';
      const branch = url.searchParams.get('branch');
      const day = url.searchParams.get('day');
      const matching = listed.filter(
        (order) =>
          order.Name.includes(q) &&
          (!branch || order.addressKey === branch) &&
          (!day || order.collectionDate === day),
      );
      return Response.json(matching, { headers: { 'x-total-count': String(matching.length) } });
    }
    if (url.pathname === '/api/orders/pulse') {
      const times = listed.map((order) => order.time).sort();
      return Response.json(pulseAt(times.at(-1) ?? null));
    }
    if (url.pathname === '/api/my-branches') return Response.json(server.branches);
    const moved = /^\/api\/(pendingToAceept|deleteOrder)\/(.+)$/.exec(url.pathname);
    if (moved) {
      if (refuse) {
        return Response.json({ error: { code: 'CONFLICT', message: refuse.message } }, refuse);
      }
      const order = listed.find((o) => o._id === moved[2])!;
      server.orders = listed.filter((o) => o !== order);
      return Response.json(order);
    }
    return Response.json({ error: { code: 'NOT_FOUND', message: 'Not here' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return Object.assign(fetch, { server });
}

const listCalls = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/Pending'));

function renderList(path = '/dashboard/manageOrders') {
  return renderApp(
    [
      {
        path: '/dashboard/manageOrders',
        element: (
          <>
            <OrderList
              status="Pending"
              caption="Pending orders"
              actions={['accept', 'delete']}
              time="dateTime"
            />
            <ToastContainer />
          </>
        ),
      },
    ],
    { path, auth: { user: null, loading: false } },
  );
}

const rows = () => screen.queryAllByTestId('order-row');
const dialog = () => screen.getByRole('dialog');

describe('OrderList', () => {
  beforeAll(supportDialogs);
  it('accepts an order after its confirmation, says Accepted! and refreshes the list', async () => {
    const fetch = serve([pending(1), pending(2)]);
    renderList();
    await waitFor(() => expect(rows()).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: 'Accept order 12345671' }));
    expect(within(dialog()).getByRole('heading', { name: 'Accept this order?' })).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBe(document.activeElement);
    expect(fetch).not.toHaveBeenCalledWith(
      expect.stringContaining('pendingToAceept'),
      expect.anything(),
    );

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Yes, accept it!' }));
    expect(await within(dialog()).findByRole('heading', { name: 'Accepted!' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      '/api/pendingToAceept/00000000-0000-4000-8000-000000000001',
      expect.anything(),
    );
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]!).getByRole('rowheader').textContent).toBe('12345672');

    fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("asks the spec's delete questions and says Deleted!", async () => {
    const fetch = serve([pending(1)]);
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete order 12345671' }));
    expect(within(dialog()).getByRole('heading', { name: 'Are you sure?' })).toBeTruthy();
    expect(within(dialog()).getByText("You won't be able to revert this!")).toBeTruthy();

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await within(dialog()).findByRole('heading', { name: 'Deleted!' })).toBeTruthy();
    expect(within(dialog()).getByText('Your file has been deleted.')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      '/api/deleteOrder/00000000-0000-4000-8000-000000000001',
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(await screen.findByText('No orders to show.')).toBeTruthy();
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const fetch = serve([pending(1)]);
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete order 12345671' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining('deleteOrder'),
    );
    expect(rows()).toHaveLength(1);
  });

  it("closes with the server's message when another member of staff got there first", async () => {
    serve([pending(1)], {
      refuse: { status: 409, message: 'This order is Accepted: it cannot be accepted' },
    });
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept order 12345671' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Yes, accept it!' }));
    expect(
      await screen.findByText('This order is Accepted: it cannot be accepted', {
        selector: '[role=alert]',
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('searches and pages through the address', async () => {
    const fetch = serve([pending(1), pending(2)]);
    const router = renderList('/dashboard/manageOrders?q=Customer%202');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(fetch).toHaveBeenCalledWith(
      '/api/PendingOrder?limit=20&offset=0&q=Customer%202',
      expect.anything(),
    );
    expect(screen.getByRole('searchbox', { name: 'Search this list' })).toHaveProperty(
      'value',
      'Customer 2',
    );

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search this list' }), {
      target: { value: 'Customer' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(router.state.location.search).toBe('?q=Customer');
    expect(screen.getByText('Showing 1–2 of 2')).toBeTruthy();
  });
  it('narrows to a branch and a collection day, kept in the address', async () => {
    const fetch = serve([pending(1), pending(2)]);
    const router = renderList('/dashboard/manageOrders?branch=worthing&day=2026-11-24');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(listCalls(fetch)).toContain(
      '/api/PendingOrder?limit=20&offset=0&branch=worthing&day=2026-11-24',
    );
    expect(within(rows()[0]!).getByRole('rowheader').textContent).toBe('12345672');
    expect(within(rows()[0]!).getByTestId('row-branch').textContent).toBe('at Worthing');
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toBe(
      'Pending orders at Worthing for Tue 24 Nov',
    );

    const branch = await screen.findByRole('combobox', { name: 'Branch' });
    expect(branch).toHaveProperty('value', 'worthing');
    fireEvent.change(branch, { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe('?day=2026-11-24'));
    await waitFor(() => expect(rows()).toHaveLength(2));

    fireEvent.change(screen.getByLabelText('Collection day'), { target: { value: '2026-11-25' } });
    await waitFor(() => expect(router.state.location.search).toBe('?day=2026-11-25'));
    expect(await screen.findByText('No orders to show.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('offers no branch choice to Staff of one branch', async () => {
    serve([pending(2)], { branches: [{ key: 'worthing', name: 'Worthing' }] });
    renderList();
    await waitFor(() => expect(rows()).toHaveLength(1));
    await waitFor(() =>
      expect(within(rows()[0]!).getByTestId('row-branch').textContent).toBe('at Worthing'),
    );
    expect(screen.queryByRole('combobox', { name: 'Branch' })).toBeNull();
    expect(screen.getByLabelText('Collection day')).toBeTruthy();
  });

  describe('as orders come in', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('shows them within one pulse, counted and marked New, without a reload', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const fetch = serve([pending(1)]);
      renderList();
      await waitFor(() => expect(rows()).toHaveLength(1));
      await waitFor(() =>
        expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/orders/pulse'),
      );
      const notice = screen.getByRole('status');
      expect(notice.textContent).toBe('');

      fetch.server.orders.push(pending(2, '2026-11-21T10:06:00.000Z'));
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      await waitFor(() => expect(rows()).toHaveLength(2));
      expect(notice.textContent).toBe('1 new order');
      expect(within(rows()[1]!).getByRole('rowheader').textContent).toBe('12345672New');
      expect(within(rows()[0]!).getByRole('rowheader').textContent).toBe('12345671');

      fireEvent.click(screen.getByRole('button', { name: 'Show new orders' }));
      expect(notice.textContent).toBe('');
      expect(screen.queryByRole('button', { name: 'Show new orders' })).toBeNull();
      // Still marked until the next ones are shown.
      expect(within(rows()[1]!).getByRole('rowheader').textContent).toBe('12345672New');
    });
  });
});
