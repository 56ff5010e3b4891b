import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aCurrency, EUR } from '#web/test/fixtures.ts';
import { CurrencyRatesTable } from './currency-rates-table.tsx';

describe('CurrencyRatesTable', () => {
  it('shows each currency with its Collect and Sell rates at 4 decimals', () => {
    render(
      <MemoryRouter>
        <CurrencyRatesTable
          currencies={[
            EUR,
            aCurrency({ value: 'JPY', label: 'Japanese Yen', Rate: 190.5, Sell: -4, Buy: 5 }),
          ]}
        />
      </MemoryRouter>,
    );
    const rows = screen.getAllByTestId('currency-row');
    expect(rows).toHaveLength(2);
    const cells = within(rows[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('EUR');
    expect(cells).toEqual(['Euro', '1.1097', '1.1903']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Japanese Yen', '182.8800', '200.0250']);
    expect(within(rows[1]!).getByRole('link', { name: 'Japanese Yen' }).getAttribute('href')).toBe(
      '/currency/JPY',
    );
  });
});
