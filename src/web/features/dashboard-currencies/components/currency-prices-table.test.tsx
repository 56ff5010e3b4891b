import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { EUR as eur } from '#web/test/fixtures.ts';
import { CurrencyPricesTable } from './currency-prices-table.tsx';

describe('CurrencyPricesTable', () => {
  it('shows the market rate and the prices customers get, to 4 decimals, with Update and Set rate', () => {
    const onSetRate = vi.fn();
    render(
      <MemoryRouter>
        <CurrencyPricesTable currencies={[eur]} onSetRate={onSetRate} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Currency Name',
      'Country Name',
      'Market Price',
      'Buying Price',
      'Selling Price',
      'Action',
    ]);
    const row = screen.getByTestId('currency-row');
    expect(within(row).getByRole('rowheader').textContent).toBe('EUR');
    // Buying Price: what a Click & Sell customer gets (Buy margin, rounded up); Selling Price:
    // what a Click & Collect customer gets (Sell margin, rounded down).
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((td) => td.textContent),
    ).toEqual(['Euro', '1.1500', '1.1903', '1.1097']);
    expect(within(row).getByRole('link', { name: 'Update EUR' }).getAttribute('href')).toBe(
      '/dashboard/update/EUR',
    );
    fireEvent.click(within(row).getByRole('button', { name: 'Set rate EUR' }));
    expect(onSetRate).toHaveBeenCalledWith(eur);
  });
});
