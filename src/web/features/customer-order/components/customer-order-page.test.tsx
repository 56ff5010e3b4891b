import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderStatus } from '#shared/domain/order-state.ts';
import type { CustomerOrder } from '#shared/schemas/order.ts';
import { noteAnswer } from '#web/lib/connection.ts';
import { supportDialogs } from '#web/test/dialog.ts';
import { BRIGHTON, PLACED_COLLECT } from '#web/test/fixtures.ts';
import { CustomerOrderPage } from './customer-order-page.tsx';

const LINK = { orderNumber: '12345678', token: 'link-token' };
const ORDER_PATH = '/api/customer-orders/12345678?t=link-token';
const CANCEL_PATH = '/api/customer-orders/12345678/cancel';

/** Pending, to collect on Tuesday 24 November: cancellable until the end of Monday 23rd. */
const PENDING: CustomerOrder = {
  ...PLACED_COLLECT,
  collectionDate: '2026-11-24',
  collectionNote: 'Collect from Brighton on Tuesday 24 November, 09:00–17:30',
  canCancel: true,
};

const REFUSAL =
  'This order can no longer be cancelled online. Please call the Brighton branch on 01632 960001.';

/** The server: the order the link opens (or a 404), and what a cancel answers. */
function serve(order: CustomerOrder | null, cancel?: () => Response) {
  let current = order;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path === '/api/branches') return Response.json([BRIGHTON]);
    if (path === ORDER_PATH && current) return Response.json(current);
    if (path === CANCEL_PATH && init?.method === 'POST' && cancel) {
      const answer = cancel();
      if (answer.ok) current = await answer.clone().json();
      return answer;
    }
    return Response.json(
      {
        error: {
          code: 'NOT_FOUND',
          message: "We couldn't find this order. Please use the link in your email.",
        },
      },
      { status: 404 },
    );
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage(link = LINK) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <CustomerOrderPage
          link={link}
          confirmation={(order) => <p>Confirmation of {order.Order_Id}</p>}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const statusHeading = () => screen.findByRole('heading', { name: /^Status:/ });

describe('CustomerOrderPage', () => {
  beforeAll(supportDialogs);

  it('shows where the order stands, its confirmation, and until when it can be cancelled', async () => {
    serve(PENDING);
    renderPage();
    expect((await statusHeading()).textContent).toBe('Status: Being prepared');
    expect(screen.getByText('We have your order and are preparing your currency.')).toBeTruthy();
    expect(screen.getByText('Confirmation of 12345678')).toBeTruthy();
    expect(
      screen.getByText('You can cancel online until the end of Monday 23 November.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
  });

  it.each<[OrderStatus, 'buy' | 'sell', string]>([
    ['Pending', 'sell', 'Received'],
    ['Accepted', 'buy', 'Ready to collect'],
    ['Accepted', 'sell', 'Confirmed'],
    ['Completed', 'buy', 'Collected'],
    ['Completed', 'sell', 'Paid out'],
    ['Cancelled', 'buy', 'Cancelled'],
    ['Expired', 'buy', 'Expired'],
    ['Deleted', 'buy', 'Cancelled by the bureau'],
  ])('says a %s %s order is "%s"', async (Status, status, words) => {
    serve({ ...PENDING, Status, status, canCancel: false });
    renderPage();
    expect((await statusHeading()).textContent).toBe(`Status: ${words}`);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('offers no new order beside one still open', async () => {
    serve(PENDING);
    renderPage();
    await statusHeading();
    expect(screen.queryByRole('link', { name: 'Start a new order' })).toBeNull();
  });

  it('folds away the confirmation of an order that has ended', async () => {
    serve({ ...PENDING, Status: 'Cancelled', canCancel: false });
    renderPage();
    await statusHeading();
    const folded = screen.getByText('The order as you placed it').closest('details');
    expect(folded?.open).toBe(false);
    expect(within(folded!).getByText('Confirmation of 12345678')).toBeTruthy();
  });

  it('asks before cancelling, then shows the order cancelled', async () => {
    const fetch = serve(PENDING, () =>
      Response.json({ ...PENDING, Status: 'Cancelled', canCancel: false }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(
      within(dialog).getByText('Order 12345678: 100.74 EUR to collect from Brighton.'),
    ).toBeTruthy();
    // The safe choice has the focus.
    expect(document.activeElement?.textContent).toBe('Keep my order');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel my order' }));

    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Cancelled'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.getByText('We have e-mailed you to confirm the cancellation.')).toBeTruthy();
    // A cancelled order's page leads on to a new order.
    expect(screen.getByRole('link', { name: 'Start a new order' }).getAttribute('href')).toBe('/');
    const cancel = fetch.mock.calls.find(([path]) => path === CANCEL_PATH);
    expect(cancel?.[1]).toMatchObject({
      method: 'POST',
      body: JSON.stringify({ t: 'link-token' }),
    });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: /^Status:/ })),
    );
  });

  it('keeps the order when the customer thinks better of it', async () => {
    const fetch = serve(PENDING, () => Response.json({}));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep my order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('order-status').textContent).toBe('Being prepared');
    expect(fetch.mock.calls.some(([path]) => path === CANCEL_PATH)).toBe(false);
  });

  it('says why a cancel was refused and shows the order as it now stands', async () => {
    const fetch = serve(PENDING, () =>
      Response.json({ error: { code: 'CONFLICT', message: REFUSAL } }, { status: 409 }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel my order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(REFUSAL);
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([path]) => path === ORDER_PATH)).toHaveLength(2),
    );
  });

  it('names the branch to call once the collection day has begun', async () => {
    serve({ ...PENDING, Status: 'Accepted', canCancel: false });
    renderPage();
    expect((await screen.findByText(/To change or cancel it now/)).textContent).toBe(
      'To change or cancel it now, please call the Brighton branch on 01632 960001.',
    );
    expect(screen.getByRole('link', { name: '01632 960001' }).getAttribute('href')).toBe(
      'tel:01632960001',
    );
  });

  it('explains a wrong link and points to the order status page', async () => {
    serve(null);
    renderPage();
    expect(
      await screen.findByRole('heading', { name: "We couldn't find this order" }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Check your order status' }).getAttribute('href')).toBe(
      '/orderStatus',
    );
  });

  it.each([
    ['a number that is not 8 digits', { orderNumber: '1234', token: 'link-token' }],
    ['no token', { orderNumber: '12345678', token: '' }],
  ])('refuses a link with %s without asking the server', async (_case, link) => {
    const fetch = serve(PENDING);
    renderPage(link);
    expect(screen.getByRole('heading', { name: "We couldn't find this order" })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
  describe('offline', () => {
    // The next answer comes from the server again.
    afterEach(() => act(() => noteAnswer(new Response())));

    it('shows the order the service worker kept, may be out of date, and cannot cancel it', async () => {
      // The server is down: the service worker answers both calls from what it kept.
      const kept = { headers: { 'x-served-from-cache': 'true' } };
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL) =>
          String(input) === ORDER_PATH
            ? Response.json(PENDING, kept)
            : Response.json([BRIGHTON], kept),
        ),
      );
      renderPage();
      expect((await statusHeading()).textContent).toBe('Status: Being prepared');
      expect(
        screen.getByText('This is your order as this device last saw it: it may be out of date.'),
      ).toBeTruthy();
      expect(screen.getByText("You're offline: cancelling needs a connection.")).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
      expect(screen.getByText('Confirmation of 12345678')).toBeTruthy();
    });
  });
});
