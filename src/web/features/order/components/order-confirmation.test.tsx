import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { COLLECT_NOTICES, SELL_NOTE } from '#shared/constants.ts';
import type { OrderView } from '#shared/schemas/order.ts';
import { PLACED_COLLECT } from '#web/test/fixtures.ts';
import { OrderConfirmation } from './order-confirmation.tsx';

const COLLECT: OrderView = {
  ...PLACED_COLLECT,
  Order_Id: '04812345',
  Orders: [
    ...PLACED_COLLECT.Orders,
    {
      currencyMy: 1250,
      currencyMycurrent: 'GBP',
      currencyTake: 1637.5,
      currencyTakecurrent: 'USD',
      Rate: 1.31,
      status: 'buy',
      notes: [],
      changeGbp: 0,
    },
  ],
  FxAmount: '100.74 EUR, 1,637.50 USD',
  TotalMoney: 1340,
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
      notes: [],
      changeGbp: 0,
    },
  ],
  status: 'sell',
  title: 'Click & Sell',
  FxAmount: '120.00 EUR',
  TotalMoney: 99.95,
  collectionNote: 'Drop off at Brighton on Saturday 21 November, 09:00–17:00',
  firstMessege: undefined,
  secondTitle: undefined,
  secondMessege: undefined,
  note: SELL_NOTE,
};

const inRouter = (children: ReactNode) => render(<MemoryRouter>{children}</MemoryRouter>);

const rows = () =>
  screen
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('OrderConfirmation', () => {
  it('shows the order number, the lines, the booking details and the notification', () => {
    inRouter(<OrderConfirmation order={COLLECT} />);
    expect(screen.getByText('Order Number').textContent).toBe('Order Number 04812345');
    expect(rows()).toEqual([
      ['Currency', 'From', 'To', 'Rate'],
      ['EUR', '90.00 GBP', '100.74 EUR', '£1 = 1.1194 EUR'],
      ['USD', '1,250.00 GBP', '1,637.50 USD', '£1 = 1.3100 USD'],
    ]);
    expect(screen.getByTestId('collection-note').textContent).toBe(
      'Collect from Brighton on Saturday 21 November, 09:00–17:00You pay £1,340.00 in branch',
    );

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

  it('links to the order page, where the confirmation stays, when the order was just placed', () => {
    inRouter(<OrderConfirmation order={COLLECT} customerUrl="/order/04812345?t=secret-token" />);
    const link = screen.getByRole('link', { name: 'View or cancel your order' });
    expect(link.getAttribute('href')).toBe('/order/04812345?t=secret-token');
    expect(screen.getByText(/This confirmation is also on your order's page/)).toBeTruthy();
  });

  it('has no order page link where it is not given', () => {
    inRouter(<OrderConfirmation order={COLLECT} />);
    expect(screen.queryByRole('link', { name: 'View or cancel your order' })).toBeNull();
  });

  it('shows the note instead of the collection notices on a sell order, and how it is paid', () => {
    inRouter(<OrderConfirmation order={SELL} />);
    expect(rows()[1]).toEqual(['EUR', '120.00 EUR', '99.95 GBP', '£1 = 1.2006 EUR']);
    expect(screen.getByTestId('collection-note').textContent).toBe(
      'Drop off at Brighton on Saturday 21 November, 09:00–17:00We pay you £99.95 in cash at the counter',
    );
    const booking = screen.getByRole('region', { name: 'Booking Details' });
    expect(within(booking).getByText('Drop-off location').nextElementSibling?.textContent).toBe(
      SELL.Address,
    );
    expect(within(booking).queryByText('Pickup Location')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Note' })).getByText(SELL_NOTE)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Important Notification' })).toBeNull();
  });

  it('shows the notes of each currency under the table, and the pounds given back', () => {
    const planned: OrderView = {
      ...COLLECT,
      Orders: [
        {
          ...COLLECT.Orders[0]!,
          currencyMy: 300,
          currencyTake: 335.82,
          notes: [
            { denomination: 50, count: 6 },
            { denomination: 20, count: 1 },
            { denomination: 5, count: 3 },
          ],
          changeGbp: 0.73,
        },
        {
          ...COLLECT.Orders[1]!,
          notes: [
            { denomination: 100, count: 16 },
            { denomination: 20, count: 1 },
            { denomination: 10, count: 1 },
            { denomination: 5, count: 1 },
            { denomination: 1, count: 2 },
          ],
          changeGbp: 0.38,
        },
      ],
    };
    inRouter(<OrderConfirmation order={planned} />);
    expect(rows()[1]).toEqual(['EUR', '300.00 GBP', '335.82 EUR', '£1 = 1.1194 EUR']);
    const notes = screen.getByRole('region', { name: 'Your notes' });
    expect(
      within(notes)
        .getAllByTestId('note-plan-line')
        .map((line) => [...line.children].map((part) => part.textContent)),
    ).toEqual([
      ['335.82 EUR: 6 × €50, 1 × €20, 3 × €5', '£0.73 back in cash at the counter'],
      [
        '1,637.50 USD: 16 × $100, 1 × $20, 1 × $10, 1 × $5, 2 × $1',
        '£0.38 back in cash at the counter',
      ],
    ]);
    expect(within(notes).queryByText('We confirm your notes before you collect')).toBeNull();
  });

  it('leaves out change there is none of, and says when staff confirm the notes', () => {
    const exact: OrderView = {
      ...PLACED_COLLECT,
      Orders: [
        {
          ...PLACED_COLLECT.Orders[0]!,
          currencyTake: 100,
          notes: [{ denomination: 50, count: 2 }],
        },
      ],
      onRequest: true,
    };
    inRouter(<OrderConfirmation order={exact} />);
    const notes = screen.getByRole('region', { name: 'Your notes' });
    expect(within(notes).getByTestId('note-plan-line').textContent).toBe('100.00 EUR: 2 × €50');
    expect(within(notes).getByText('We confirm your notes before you collect')).toBeTruthy();
  });

  it('says many shops refuse €200 notes beside a euro plan, and why high-value notes are in it', () => {
    const euros: OrderView = {
      ...PLACED_COLLECT,
      Orders: [{ ...PLACED_COLLECT.Orders[0]!, notes: [{ denomination: 200, count: 2 }] }],
      highValueNotes: true,
      highValueNotesUnavoidable: true,
    };
    inRouter(<OrderConfirmation order={euros} />);
    const notes = screen.getByRole('region', { name: 'Your notes' });
    expect(within(notes).getByText(/^Many shops refuse €200 notes/)).toBeTruthy();
    expect(within(notes).getByTestId('high-value-unavoidable').textContent).toBe(
      'The branch did not have enough smaller notes, so your notes include high-value ones.',
    );
    cleanup();
    // Dollars alone: no word on euros; large notes asked for: nothing to explain.
    const dollars: OrderView = {
      ...COLLECT,
      Orders: [{ ...COLLECT.Orders[1]!, notes: [{ denomination: 100, count: 16 }] }],
      highValueNotes: true,
    };
    inRouter(<OrderConfirmation order={dollars} />);
    const plan = screen.getByRole('region', { name: 'Your notes' });
    expect(within(plan).queryByText(/€200/)).toBeNull();
    expect(within(plan).queryByTestId('high-value-unavoidable')).toBeNull();
  });

  it('has no notes section without a plan, nor on a sell order', () => {
    inRouter(<OrderConfirmation order={COLLECT} />);
    expect(screen.queryByRole('region', { name: 'Your notes' })).toBeNull();
    cleanup();
    inRouter(
      <OrderConfirmation
        order={{
          ...SELL,
          Orders: [{ ...SELL.Orders[0]!, notes: [{ denomination: 20, count: 6 }] }],
        }}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Your notes' })).toBeNull();
  });

  it('prints', () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    inRouter(<OrderConfirmation order={COLLECT} />);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });
});
