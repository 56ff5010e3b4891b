import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { OrderView } from '../../../../shared/schemas/order.ts';
import { OrdersTable } from './orders-table.tsx';

const order = {
  _id: '3f0c1a52-7c43-4a43-9c6e-0a8b0d1e2f3a',
  Order_Id: '12345678',
  Name: 'Ada Lovelace',
  Email: 'ada@example.com',
  Phone_Number: '01632 960123',
  title: 'Click & Collect',
  TotalMoney: 90,
  FxAmount: '99.87 EUR, 120.00 USD',
  time: '2026-11-21T10:05:00.000Z',
  collectionDate: '2026-11-24',
} as OrderView;

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
        {...props}
      />
    </MemoryRouter>,
  );
  return onAction;
}

describe('OrdersTable', () => {
  it("has the spec's columns, the collection day, and a row per order", () => {
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
    const row = screen.getByTestId('order-row');
    expect(within(row).getByRole('rowheader').textContent).toBe('12345678');
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 7)
        .map((td) => td.textContent),
    ).toEqual([
      'Ada Lovelace',
      '01632 960123',
      'Click & Collect',
      'Tue 24 Nov',
      '90.00 GBP',
      '99.87 EUR, 120.00 USD',
      'November 21st 2026, 10:05',
    ]);
    expect(within(row).getByText('Tue 24 Nov').getAttribute('datetime')).toBe('2026-11-24');
  });

  it('links each row to its details and offers its actions, each naming the order', () => {
    const onAction = renderTable();
    expect(
      screen.getByRole('link', { name: 'Details of order 12345678' }).getAttribute('href'),
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
});
