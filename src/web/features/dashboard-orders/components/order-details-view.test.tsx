import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetails } from '../../../../shared/schemas/order.ts';
import { supportDialogs } from '../../../test/dialog.ts';
import { OrderDetailsView } from './order-details-view.tsx';

const order: OrderDetails = {
  _id: '3f0c1a52-7c43-4a43-9c6e-0a8b0d1e2f3a',
  Order_Id: '12345678',
  Name: 'Ada Lovelace',
  Email: 'ada@example.com',
  Phone_Number: '01632 960123',
  Address: 'Brighton: 1 Example Street, Brighton BN1 1AA',
  addressKey: 'brighton',
  Orders: [
    {
      currencyMy: 90,
      currencyMycurrent: 'GBP',
      currencyTake: 99.87,
      currencyTakecurrent: 'EUR',
      Rate: 1.1097,
      status: 'buy',
      notes: [],
      changeGbp: 0,
    },
  ],
  status: 'buy',
  Status: 'Accepted',
  title: 'Click & Collect',
  FxAmount: '99.87 EUR',
  TotalMoney: 90,
  time: '2026-11-21T10:05:00.000Z',
  collectionDate: '2026-11-21',
  collectionNote: 'Collect from Brighton on Saturday 21 November, 09:00–17:00',
  holdUntil: '2026-11-25T17:30:00.000Z',
  notePreference: 'mixed',
  highValueNotes: false,
  onRequest: false,
  flags: [],
  review: null,
  linkedGbp: null,
  idCheck: null,
  deleteReason: null,
  anonymised: false,
  firstMessege: 'Thank you. Your currency is reserved at the branch you chose.',
  actions: ['complete', 'delete'],
  history: [
    { action: 'placed', from: null, to: 'Pending', actor: null, at: '2026-11-21T10:05:00.000Z' },
    {
      action: 'accept',
      from: 'Pending',
      to: 'Accepted',
      actor: 'staff@example.com',
      at: '2026-11-21T11:30:00.000Z',
    },
  ],
};

function renderDetails(details: OrderDetails) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <OrderDetailsView order={details} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('OrderDetailsView', () => {
  beforeAll(supportDialogs);

  it('shows the order, its customer, branch, items and who moved it', () => {
    renderDetails(order);
    expect(screen.getByTestId('order-status').textContent).toBe('Accepted');
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(within(customer).getByRole('link', { name: 'ada@example.com' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Branch' }).textContent).toContain(
      'Brighton: 1 Example Street',
    );
    expect(
      within(screen.getByTestId('order-item'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['90.00 GBP', '99.87 EUR', '£1 = 1.1097 EUR']);
    expect(screen.getAllByTestId('history-entry').map((entry) => entry.textContent)).toEqual([
      'PlacedNovember 21st 2026, 10:05 by the customer',
      'Accepted (Pending → Accepted)November 21st 2026, 11:30 by staff@example.com',
    ]);
    expect(screen.getByRole('link', { name: 'Back to Accepted Orders' })).toBeTruthy();
  });

  it('says when and where the customer collects, and until when the branch holds the order', () => {
    renderDetails(order);
    const branch = screen.getByRole('region', { name: 'Branch' });
    const fact = (term: string) => within(branch).getByText(term).nextElementSibling?.textContent;
    expect(fact('Collection')).toBe('Collect from Brighton on Saturday 21 November, 09:00–17:00');
    expect(fact('Held until')).toBe('November 25th 2026, 17:30');
  });

  it('speaks of the drop-off for a Sell order', () => {
    renderDetails({
      ...order,
      status: 'sell',
      title: 'Click & Sell',
      collectionNote: 'Drop off at Brighton on Saturday 21 November, 09:00–17:00',
    });
    const branch = screen.getByRole('region', { name: 'Branch' });
    expect(within(branch).getByText('Drop-off location')).toBeTruthy();
    expect(within(branch).getByText('Drop-off').nextElementSibling?.textContent).toBe(
      'Drop off at Brighton on Saturday 21 November, 09:00–17:00',
    );
  });

  it('goes back to its History tab, and says the customer cancelled it', () => {
    renderDetails({
      ...order,
      Status: 'Cancelled',
      actions: [],
      history: [
        ...order.history,
        {
          action: 'cancel',
          from: 'Accepted',
          to: 'Cancelled',
          actor: 'customer:ada@example.com',
          at: '2026-11-21T12:00:00.000Z',
        },
      ],
    });
    expect(screen.getByRole('link', { name: 'Back to History' }).getAttribute('href')).toBe(
      '/dashboard/history?tab=cancelled',
    );
    expect(screen.getAllByTestId('history-entry').at(-1)?.textContent).toBe(
      'Cancelled (Accepted → Cancelled)November 21st 2026, 12:00 by the customer',
    );
  });

  it('says the system expired an order', () => {
    renderDetails({
      ...order,
      Status: 'Expired',
      actions: [],
      history: [
        ...order.history,
        { action: 'expire', from: 'Accepted', to: 'Expired', actor: null, at: order.holdUntil },
      ],
    });
    expect(screen.getByRole('link', { name: 'Back to History' }).getAttribute('href')).toBe(
      '/dashboard/history?tab=expired',
    );
    expect(screen.getAllByTestId('history-entry').at(-1)?.textContent).toBe(
      'Expired (Accepted → Expired)November 25th 2026, 17:30 by the system',
    );
  });

  it('offers only the actions its status allows', () => {
    renderDetails(order);
    const actions = screen.getByRole('region', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Complete', 'Delete']);
  });

  it('says when nothing more can be done', () => {
    renderDetails({ ...order, Status: 'Deleted', actions: [] });
    expect(screen.getByText('No action is possible on a Deleted order.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Back to/ })).toBeNull();
  });

  it('shows the notes held for each line, the change in GBP, the wanted notes and the flags', () => {
    renderDetails({
      ...order,
      Orders: [
        {
          ...order.Orders[0]!,
          currencyTake: 325.5,
          notes: [
            { denomination: 50, count: 6 },
            { denomination: 20, count: 1 },
            { denomination: 5, count: 1 },
          ],
          changeGbp: 0.45,
        },
      ],
      notePreference: 'large',
      highValueNotes: true,
      onRequest: true,
    });
    const notes = screen.getByRole('region', { name: 'Notes to pay out' });
    expect(within(notes).getByTestId('order-notes').textContent).toBe(
      '325.50 EUR: 6 × €50, 1 × €20, 1 × €5£0.45 change in GBP',
    );
    expect(screen.getAllByTestId('order-flag').map((flag) => flag.textContent)).toEqual([
      'High-value notes',
      'On request',
    ]);
    const facts = screen.getByRole('region', { name: 'Order' });
    expect(within(facts).getByText('Notes wanted').nextElementSibling?.textContent).toBe(
      'Larger notes',
    );
  });

  it('says the notes are to be confirmed when the branch does not count the currency', () => {
    renderDetails({ ...order, onRequest: true });
    expect(screen.getByTestId('order-notes').textContent).toBe(
      '99.87 EUR: on request: confirm the notes before accepting',
    );
    expect(screen.queryAllByTestId('order-flag').map((flag) => flag.textContent)).toEqual([
      'On request',
    ]);
  });

  it('shows the notes a Sell customer handed in, once recorded', () => {
    const line = {
      ...order.Orders[0]!,
      currencyMy: 120,
      currencyMycurrent: 'EUR',
      currencyTake: 100.82,
      currencyTakecurrent: 'GBP',
      status: 'sell' as const,
    };
    const sell = { ...order, status: 'sell' as const, title: 'Click & Sell' };
    renderDetails({ ...sell, Orders: [line] });
    expect(screen.getByRole('region', { name: 'Notes received' }).textContent).toContain(
      '120.00 EUR: not recorded',
    );
    cleanup();
    renderDetails({ ...sell, Orders: [{ ...line, notes: [{ denomination: 20, count: 6 }] }] });
    expect(screen.getByTestId('order-notes').textContent).toBe('120.00 EUR: 6 × €20');
    expect(
      within(screen.getByRole('region', { name: 'Order' })).queryByText('Notes wanted'),
    ).toBeNull();
  });
});
