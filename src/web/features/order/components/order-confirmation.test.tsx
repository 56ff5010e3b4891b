import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COLLECT_NOTICES, SELL_NOTE } from '../../../../shared/constants.ts';
import type { OrderView } from '../../../../shared/schemas/order.ts';
import { PLACED_COLLECT } from '../../../test/fixtures.ts';
import { OrderConfirmation } from './order-confirmation.tsx';

const COLLECT: OrderView = {
  ...PLACED_COLLECT,
  Order_Id: '04812345',
  Orders: [
    ...PLACED_COLLECT.Orders,
    {
      currencyMy: 50,
      currencyMycurrent: 'GBP',
      currencyTake: 65.5,
      currencyTakecurrent: 'USD',
      Rate: 1.31,
      status: 'buy',
    },
  ],
  FxAmount: '100.74 EUR, 65.50 USD',
  TotalMoney: 140,
};

const SELL: OrderView = {
  ...COLLECT,
  Orders: [
    {
      currencyMy: 120,
      currencyMycurrent: 'EUR',
      currencyTake: 99.95,
      currencyTakecurrent: 'GBP',
      Rate: 1.2006,
      status: 'sell',
    },
  ],
  status: 'sell',
  title: 'Click & Sell',
  FxAmount: '120.00 EUR',
  TotalMoney: 99.95,
  firstMessege: undefined,
  secondTitle: undefined,
  secondMessege: undefined,
  note: SELL_NOTE,
};

const rows = () =>
  screen
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('OrderConfirmation', () => {
  it('shows the order number, the lines, the booking details and the notification', () => {
    render(<OrderConfirmation order={COLLECT} />);
    expect(screen.getByText('Order Number').textContent).toBe('Order Number 04812345');
    expect(rows()).toEqual([
      ['Currency', 'From', 'To', 'Rate'],
      ['EUR', '90.00 GBP', '100.74 EUR', '1.1194'],
      ['USD', '50.00 GBP', '65.50 USD', '1.3100'],
    ]);

    const booking = screen.getByRole('region', { name: 'Booking Details' });
    expect(
      within(booking)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
    ).toEqual([
      'Full Name: Ada Lovelace',
      'Email: ada@example.com',
      'Contact: 01632 960123',
      'Pickup Location: Brighton: 1 Example Street, Brighton BN1 1AA',
    ]);

    expect(screen.getByText(COLLECT_NOTICES.firstMessege)).toBeTruthy();
    const notice = screen.getByRole('region', { name: 'Important Notification' });
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(COLLECT_NOTICES.secondMessege);
    expect(screen.queryByRole('region', { name: 'Note' })).toBeNull();
  });

  it('shows the note instead of the collection notices on a sell order', () => {
    render(<OrderConfirmation order={SELL} />);
    expect(rows()[1]).toEqual(['EUR', '120.00 EUR', '99.95 GBP', '1.2006']);
    expect(within(screen.getByRole('region', { name: 'Note' })).getByText(SELL_NOTE)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Important Notification' })).toBeNull();
  });

  it('prints', () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    render(<OrderConfirmation order={COLLECT} />);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });
});
