import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '../../../../shared/schemas/order.ts';
import { supportDialogs } from '../../../test/dialog.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { OrderList } from './order-list.tsx';

const pending = (n: number): OrderView =>
  ({
    _id: `00000000-0000-4000-8000-00000000000${n}`,
    Order_Id: `1234567${n}`,
    Name: `Customer ${n}`,
    Email: `c${n}@example.com`,
    Phone_Number: '01632 960123',
    title: 'Click & Collect',
    TotalMoney: 90,
    FxAmount: '99.87 EUR',
    time: '2026-11-21T10:05:00.000Z',
    collectionDate: '2026-11-24',
    Status: 'Pending',
  }) as OrderView;

/** A server with these pending orders; accepting or deleting one takes it off the list. */
function serve(orders: OrderView[], refuse?: { status: number; message: string }) {
  let listed = [...orders];
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/PendingOrder') {
      const q = url.searchParams.get('q') ?? '';
      const matching = listed.filter((order) => order.Name.includes(q));
      return Response.json(matching, { headers: { 'x-total-count': String(matching.length) } });
    }
    const moved = /^\/api\/(pendingToAceept|deleteOrder)\/(.+)$/.exec(url.pathname);
    if (moved) {
      if (refuse) {
        return Response.json({ error: { code: 'CONFLICT', message: refuse.message } }, refuse);
      }
      const order = listed.find((o) => o._id === moved[2])!;
      listed = listed.filter((o) => o !== order);
      return Response.json(order);
    }
    return Response.json({ error: { code: 'NOT_FOUND', message: 'Not here' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

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
    serve([pending(1)], { status: 409, message: 'This order is Accepted: it cannot be accepted' });
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
      '/api/PendingOrder?limit=20&offset=0&q=Customer+2',
      expect.anything(),
    );
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveProperty(
      'value',
      'Customer 2',
    );

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders' }), {
      target: { value: 'Customer' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(router.state.location.search).toBe('?q=Customer');
    expect(screen.getByText('Showing 1–2 of 2')).toBeTruthy();
  });
});
