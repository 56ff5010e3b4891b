import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { staffOrder } from '../test/staff-orders.ts';
import { OrdersTable } from './orders-table.tsx';

const order = staffOrder({
  _id: '3f0c1a52-7c43-4a43-9c6e-0a8b0d1e2f3a',
  Order_Id: '12345678',
  FxAmount: '99.87 EUR, 120.00 USD',
  time: '2026-11-21T10:05:00.000Z',
  collectionDate: '2026-11-24',
  addressKey: 'worthing',
});

function renderTable(props: Partial<Parameters<typeof OrdersTable>[0]> = {}) {
  const onAction = vi.fn();
  render(
    <MemoryRouter>
      <OrdersTable
        orders={[order]}
        caption="Pending orders"
        actions={['accept', 'delete']}
        onAction={onAction}
        time="dateTime"
        branchName={(key) => (key === 'worthing' ? 'Worthing' : key)}
        {...props}
      />
    </MemoryRouter>,
  );
  return onAction;
}

const row = () => screen.getByTestId('order-row');

describe('OrdersTable', () => {
  it("has the spec's columns, the collection day and branch, and a row per order", () => {
    renderTable();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Order Id',
      'Name',
      'Phone Number',
      'Way',
      'Collect on',
      'Amount',
      'FX Amount',
      'Time',
      'Action',
    ]);
    expect(within(row()).getByRole('rowheader').textContent).toBe('12345678');
    expect(
      within(row())
        .getAllByRole('cell')
        .slice(0, 7)
        .map((td) => td.textContent),
    ).toEqual([
      'Ada Lovelace',
      '01632 960123',
      'Click & Collect',
      'Tue 24 Nov at Worthing',
      '90.00 GBP',
      '99.87 EUR, 120.00 USD',
      '21 Nov, 10:05',
    ]);
    expect(within(row()).getByText('Tue 24 Nov').getAttribute('datetime')).toBe('2026-11-24');
    // The row's short time says it whole on hover.
    const time = within(row()).getByText('21 Nov, 10:05');
    expect(time.getAttribute('datetime')).toBe('2026-11-21T10:05:00.000Z');
    expect(time.getAttribute('title')).toBe('November 21st 2026, 10:05');
  });

  it('keeps a long name to two lines in the table, whole on hover, on focus and to screen readers', () => {
    const name = 'Ada Featherstonehaugh-Featherstonehaugh-Cholmondeley';
    renderTable({ orders: [{ ...order, Name: name }] });
    const shown = within(row()).getByTitle(name);
    expect(shown.textContent).toBe(name);
    expect(shown.className).toMatch(/xl:line-clamp-2/);
    // While the row has the focus (a Tab to its Details), the name shows whole.
    expect(shown.className).toMatch(/xl:group-focus-within:line-clamp-none/);
    expect(row().className).toMatch(/\bgroup\b/);
    expect(screen.getByRole('link', { name: `Details of order 12345678, ${name}` })).toBeTruthy();
  });

  it('keeps every action on one line at 1280 px, and a thumb high with Delete apart on a card', () => {
    renderTable();
    const accept = screen.getByRole('button', { name: 'Accept order 12345678' });
    const remove = screen.getByRole('button', { name: 'Delete order 12345678' });
    expect(accept.closest('div')?.className).toMatch(/flex-nowrap/);
    for (const button of [accept, remove]) expect(button.className).toMatch(/\bmin-h-11\b/);
    expect(remove.parentElement?.className).toMatch(/\bml-auto\b/);
  });

  it('labels every cell with its column, for the cards of small screens', () => {
    renderTable();
    const labels = [
      within(row()).getByRole('rowheader'),
      ...within(row()).getAllByRole('cell'),
    ].map((cell) => cell.getAttribute('data-label'));
    // The actions, the card's last line, say what they are without a label.
    expect(labels).toEqual([
      ...screen
        .getAllByRole('columnheader')
        .map((th) => th.textContent)
        .slice(0, -1),
      null,
    ]);
  });

  it('links each row to its details and offers its actions, each naming the order', () => {
    const onAction = renderTable();
    expect(
      screen
        .getByRole('link', { name: 'Details of order 12345678, Ada Lovelace' })
        .getAttribute('href'),
    ).toBe(`/dashboard/orderDetails/${order._id}`);
    fireEvent.click(screen.getByRole('button', { name: 'Accept order 12345678' }));
    expect(onAction).toHaveBeenLastCalledWith('accept', order);
    fireEvent.click(screen.getByRole('button', { name: 'Delete order 12345678' }));
    expect(onAction).toHaveBeenLastCalledWith('delete', order);
    expect(screen.queryByRole('button', { name: /Complete/ })).toBeNull();
  });

  it("shows History's time as the date alone, 'MMMM Do YYYY'", () => {
    renderTable({ time: 'date', actions: ['delete'] });
    expect(screen.getByRole('cell', { name: 'November 21st 2026' })).toBeTruthy();
  });

  it('says so when there is no order', () => {
    renderTable({ orders: [] });
    expect(screen.getByText('No orders to show.')).toBeTruthy();
  });

  it('marks flagged orders under the Way, a held one first', () => {
    const flagged = staffOrder({
      flags: ['high-notes', 'near-threshold', 'linked'],
      review: 'held',
      highValueNotes: true,
    });
    renderTable({ orders: [flagged] });
    expect(screen.getAllByTestId('order-flag').map((flag) => flag.textContent)).toEqual([
      'Held for review',
      'High-value notes',
      'Near threshold',
      'Linked orders',
    ]);
  });

  it('offers no Accept for an order held for review, and says why', () => {
    const onAction = renderTable({ orders: [staffOrder({ review: 'held' })] });
    const accept = screen.getByRole('button', { name: 'Accept order 12345678' });
    expect(accept).toHaveProperty('disabled', true);
    expect(accept.getAttribute('title')).toMatch(/^Held for review/);
    const reason = document.getElementById(accept.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe(
      'Held for review: an Admin clears it before it can be accepted',
    );
    fireEvent.click(accept);
    expect(onAction).not.toHaveBeenCalled();
    // A reviewed order is accepted as any other.
    expect(
      screen.getByRole('button', { name: 'Delete order 12345678' }).getAttribute('disabled'),
    ).toBeNull();
  });

  it('offers no Accept for an order held for the MLRO, and nothing but details for a frozen one', () => {
    renderTable({ orders: [staffOrder({ sanctions: 'held', holdReasons: ['sanctions'] })] });
    expect(screen.getAllByTestId('order-flag').map((flag) => flag.textContent)).toEqual([
      'Held for the MLRO',
    ]);
    const accept = screen.getByRole('button', { name: 'Accept order 12345678' });
    expect(accept).toHaveProperty('disabled', true);
    expect(accept.getAttribute('title')).toBe('Held for the MLRO: cleared before it can go on');
    expect(
      screen.getByRole('button', { name: 'Delete order 12345678' }).getAttribute('disabled'),
    ).toBeNull();
  });

  it('offers no move at all for an order frozen by the MLRO’s report', () => {
    renderTable({ orders: [staffOrder({ sanctions: 'reported', holdReasons: ['sanctions'] })] });
    expect(screen.getByTestId('order-flag').textContent).toBe('Frozen: report open');
    for (const name of ['Accept order 12345678', 'Delete order 12345678']) {
      expect(screen.getByRole('button', { name })).toHaveProperty('disabled', true);
    }
  });

  it('shows each order’s status in the search’s list, and marks new orders', () => {
    const completed = staffOrder({ _id: 'c', Order_Id: '22222222', Status: 'Completed' });
    renderTable({
      orders: [order, completed],
      showStatus: true,
      actions: [],
      isNew: (o) => o === order,
    });
    const [first, second] = screen.getAllByTestId('order-row');
    expect(within(first!).getByTestId('row-status').textContent).toBe('Pending');
    expect(within(second!).getByTestId('row-status').textContent).toBe('Completed');
    expect(within(first!).getByRole('rowheader').textContent).toBe('12345678New');
    expect(within(second!).getByRole('rowheader').textContent).toBe('22222222');
  });
});
