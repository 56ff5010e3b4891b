import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderDetails } from '#shared/schemas/order.ts';
import { supportDialogs } from '#web/test/dialog.ts';
import { staffOrder } from '../test/staff-orders.ts';
import { OrderDetailsView } from './order-details-view.tsx';

/** An accepted Click & Collect order of 90 GBP for 100.74 EUR at Brighton, as staff see it. */
const order: OrderDetails = {
  ...staffOrder({ Status: 'Accepted', time: '2026-11-21T10:05:00.000Z' }),
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
        <OrderDetailsView order={details} bureauName="Global Currency Connect" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The page as staff see it on screen, and the staff copy that is printed instead. */
const onScreen = () => within(screen.getByTestId('order-details'));
const staffCopy = () => within(screen.getByTestId('staff-copy'));
const factOf = (region: HTMLElement, term: string) =>
  within(region).getByText(term).nextElementSibling?.textContent;

describe('OrderDetailsView', () => {
  beforeAll(supportDialogs);

  it('shows the order, its customer, branch, items and who moved it', () => {
    renderDetails(order);
    expect(screen.getByTestId('order-status').textContent).toBe('Accepted');
    const customer = onScreen().getByRole('region', { name: 'Customer' });
    expect(within(customer).getByRole('link', { name: 'ada@example.com' })).toBeTruthy();
    expect(onScreen().getByRole('region', { name: 'Branch' }).textContent).toContain(
      'Brighton: 1 Example Street',
    );
    expect(
      within(onScreen().getByTestId('order-item'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['90.00 GBP', '100.74 EUR', '£1 = 1.1194 EUR']);
    expect(screen.getAllByTestId('history-entry').map((entry) => entry.textContent)).toEqual([
      'PlacedNovember 21st 2026, 10:05 by the customer',
      'Accepted (Pending → Accepted)November 21st 2026, 11:30 by staff@example.com',
    ]);
    expect(screen.getByRole('link', { name: 'Back to Accepted Orders' })).toBeTruthy();
  });

  it('says when and where the customer collects, and until when the branch holds the order', () => {
    renderDetails(order);
    const branch = onScreen().getByRole('region', { name: 'Branch' });
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
    const branch = onScreen().getByRole('region', { name: 'Branch' });
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
    const actions = onScreen().getByRole('region', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Complete', 'Delete']);
  });

  it("leads a completed order with its receipt and history, an Admin's Delete quiet at the end", () => {
    renderDetails({
      ...order,
      Status: 'Completed',
      actions: ['delete'],
      history: [
        ...order.history,
        {
          action: 'complete',
          from: 'Accepted',
          to: 'Completed',
          actor: 'staff@example.com',
          at: '2026-11-23T12:00:00.000Z',
        },
      ],
    });
    const sections = onScreen()
      .getAllByRole('region')
      .map(
        (region) => region.getAttribute('aria-label') ?? region.querySelector('h2')?.textContent,
      );
    expect(sections.slice(0, 2)).toEqual(['Receipt', 'History']);
    expect(sections.at(-1)).toBe('Actions');
    expect(onScreen().getByRole('link', { name: 'View receipt' }).getAttribute('href')).toBe(
      `/dashboard/orderDetails/${order._id}/receipt`,
    );
    const remove = within(onScreen().getByRole('region', { name: 'Actions' })).getByRole('button', {
      name: 'Delete',
    });
    expect(remove.className).not.toMatch(/(^| )bg-red/);
  });

  it('keeps the red Delete first for an open order, and never shows the branch key', () => {
    renderDetails(order);
    const sections = onScreen()
      .getAllByRole('region')
      .map((region) => region.querySelector('h2')?.textContent);
    expect(sections[0]).toBe('Actions');
    expect(onScreen().queryByRole('region', { name: 'Receipt' })).toBeNull();
    expect(onScreen().getByRole('button', { name: 'Delete' }).className).toMatch(/bg-red-700/);
    expect(screen.queryByText('Branch key')).toBeNull();
    expect(onScreen().getByRole('region', { name: 'Branch' }).textContent).not.toContain(
      order.addressKey,
    );
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
    const notes = onScreen().getByRole('region', { name: 'Notes to pay out' });
    expect(within(notes).getByTestId('order-notes').textContent).toBe(
      '325.50 EUR: 6 × €50, 1 × €20, 1 × €5£0.45 change in GBP',
    );
    expect(
      onScreen()
        .getAllByTestId('order-flag')
        .map((flag) => flag.textContent),
    ).toEqual(['High-value notes', 'On request']);
    const facts = onScreen().getByRole('region', { name: 'Order' });
    expect(within(facts).getByText('Notes wanted').nextElementSibling?.textContent).toBe(
      'Larger notes',
    );
  });

  it('says the notes are to be confirmed when the branch does not count the currency', () => {
    renderDetails({ ...order, onRequest: true });
    expect(onScreen().getByTestId('order-notes').textContent).toBe(
      '100.74 EUR: on request: confirm the notes before accepting',
    );
    expect(
      onScreen()
        .queryAllByTestId('order-flag')
        .map((flag) => flag.textContent),
    ).toEqual(['On request']);
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
    expect(onScreen().getByRole('region', { name: 'Notes received' }).textContent).toContain(
      '120.00 EUR: not recorded',
    );
    cleanup();
    renderDetails({ ...sell, Orders: [{ ...line, notes: [{ denomination: 20, count: 6 }] }] });
    expect(onScreen().getByTestId('order-notes').textContent).toBe('120.00 EUR: 6 × €20');
    expect(
      within(onScreen().getByRole('region', { name: 'Order' })).queryByText('Notes wanted'),
    ).toBeNull();
  });
  it("shows the ID check, the review, the customer's 90 days, the marks and why it was deleted", () => {
    renderDetails({
      ...order,
      Status: 'Deleted',
      actions: [],
      flags: ['near-threshold', 'linked'],
      review: 'cleared',
      linkedGbp: 12500,
      idCheck: {
        type: 'passport',
        last4: '1234',
        checkedBy: 'cashier@example.com',
        checkedAt: '2026-11-21T14:05:00.000Z',
      },
      deleteReason: 'Customer asked by phone',
    });
    const checks = onScreen().getByRole('region', { name: 'Checks' });
    expect(factOf(checks, 'ID check')).toBe(
      'Passport ending 1234, checked by cashier@example.com at November 21st 2026, 14:05',
    );
    expect(factOf(checks, 'Review')).toBe('Reviewed');
    expect(factOf(checks, 'Orders over 90 days')).toBe('£12,500.00, this one included');
    expect(factOf(checks, 'Why deleted')).toBe('Customer asked by phone');
    expect(
      onScreen()
        .getAllByTestId('order-flag')
        .map((flag) => flag.textContent),
    ).toEqual(['Near threshold', 'Linked orders']);
    expect(onScreen().queryByTestId('anonymised')).toBeNull();
  });

  it('says an order is held for review, its ID not yet checked, only what applies', () => {
    renderDetails({ ...order, review: 'held' });
    const checks = onScreen().getByRole('region', { name: 'Checks' });
    expect(
      within(checks)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['ID check', 'Review']);
    expect(factOf(checks, 'ID check')).toBe('Not checked yet');
    expect(factOf(checks, 'Review')).toBe('Held for review');
  });

  it('says when the personal data was anonymised', () => {
    renderDetails({ ...order, Status: 'Completed', actions: [], anonymised: true });
    expect(onScreen().getByTestId('anonymised').textContent).toMatch(/^Personal data anonymised/);
    expect(factOf(onScreen().getByRole('region', { name: 'Checks' }), 'ID check')).toBe(
      'Not recorded',
    );
    expect(staffCopy().getByText('Personal data anonymised')).toBeTruthy();
  });

  it('prints the staff copy', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderDetails(order);
    fireEvent.click(screen.getByRole('button', { name: 'Print staff copy' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it('makes a staff copy for the counter: the order, its notes, the ID boxes and signatures', () => {
    renderDetails({
      ...order,
      Orders: [{ ...order.Orders[0]!, notes: [{ denomination: 50, count: 2 }] }],
    });
    const copy = screen.getByTestId('staff-copy');
    // Printed alone (styles.css); the browser journey checks the printout itself.
    expect(copy.className).toMatch(/\bprint-alone\b/);
    expect(copy.textContent).toContain('Global Currency ConnectStaff copy');
    expect(copy.textContent).toContain('Order 12345678Accepted · Click & Collect');
    expect(factOf(copy, 'Customer')).toBe('Ada Lovelace');
    expect(factOf(copy, 'Collect from')).toBe('Brighton: 1 Example Street, Brighton BN1 1AA');
    expect(factOf(copy, 'Collection')).toBe(
      'Collect from Brighton on Saturday 21 November, 09:00–17:00',
    );
    expect(factOf(copy, 'Customer pays')).toBe('90.00 GBP');
    expect(
      within(staffCopy().getByTestId('order-item'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['90.00 GBP', '100.74 EUR', '£1 = 1.1194 EUR']);
    expect(
      within(staffCopy().getByRole('region', { name: 'Notes to pay out' })).getByTestId(
        'order-notes',
      ).textContent,
    ).toBe('100.74 EUR: 2 × €50');
    expect(
      staffCopy()
        .getAllByTestId('id-box')
        .map((box) => box.textContent),
    ).toEqual([
      'Passport',
      'UK photo driving licence',
      'European photo driving licence',
      'European ID card',
    ]);
    expect(staffCopy().getByText(/^Last four characters:/)).toBeTruthy();
    expect(
      staffCopy()
        .getAllByTestId('signature-line')
        .map((line) => line.textContent),
    ).toEqual(['Customer signature', 'Cashier signature', 'Date']);
    expect(within(copy).queryAllByRole('button')).toEqual([]);
  });

  it("puts the recorded ID check on the staff copy instead of boxes, and a Sell order's notes in", () => {
    renderDetails({
      ...order,
      status: 'sell',
      title: 'Click & Sell',
      Status: 'Completed',
      actions: [],
      idCheck: {
        type: 'eu-id-card',
        last4: 'X9Z1',
        checkedBy: 'cashier@example.com',
        checkedAt: '2026-11-21T14:05:00.000Z',
      },
      review: 'held',
    });
    expect(staffCopy().getByTestId('recorded-id-check').textContent).toBe(
      'European ID card ending X9Z1, checked by cashier@example.com at November 21st 2026, 14:05',
    );
    expect(staffCopy().queryAllByTestId('id-box')).toEqual([]);
    expect(staffCopy().getByText('Held for review', { selector: 'dd' })).toBeTruthy();
    expect(staffCopy().getByRole('region', { name: 'Notes received' })).toBeTruthy();
    expect(factOf(screen.getByTestId('staff-copy'), 'Drop off at')).toContain('Brighton');
  });
});
