import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aCurrency } from '#web/test/fixtures.ts';
import { CurrencyFinder } from './currency-finder.tsx';

const currency = (value: string, label: string, Rate = 2) =>
  aCurrency({ value, label, Rate, Sell: -5, Buy: 5 });
const CURRENCIES = [
  currency('EUR', 'Euro', 1.15),
  currency('USD', 'US Dollar'),
  currency('AUD', 'Australian Dollar'),
  currency('CAD', 'Canadian Dollar'),
  currency('NZD', 'New Zealand Dollar'),
  currency('CHF', 'Swiss Franc'),
  currency('JPY', 'Japanese Yen'),
  currency('TRY', 'Turkish Lira'),
  currency('AED', 'UAE Dirham'),
  currency('THB', 'Thai Baht'),
  currency('NOK', 'Norwegian Krone'),
  currency('SEK', 'Swedish Krona'),
  currency('BAM', 'Bosnia-Herzegovina Convertible Mark'),
  currency('ISK', 'Icelandic Krona'),
];

function renderFinder() {
  const router = createMemoryRouter(
    [{ path: '/', element: <CurrencyFinder currencies={CURRENCIES} /> }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

const search = (text: string) =>
  fireEvent.change(screen.getByLabelText('Enter a currency name'), { target: { value: text } });
const codes = (testId: string) =>
  screen.queryAllByTestId(testId).map((row) => row.textContent!.slice(0, 3));

describe('CurrencyFinder', () => {
  it('has the spec label and placeholder, and shows the first 12 currencies', () => {
    renderFinder();
    const input = screen.getByLabelText('Enter a currency name');
    expect(input.getAttribute('placeholder')).toBe('Enter currency name');
    expect(codes('finder-row')).toEqual(CURRENCIES.slice(0, 12).map((c) => c.value));
  });

  it('toggles between the first 12 and all with Show All / Show Less', () => {
    renderFinder();
    fireEvent.click(screen.getByRole('button', { name: 'Show All' }));
    expect(codes('finder-row')).toEqual(CURRENCIES.map((c) => c.value));
    fireEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(codes('finder-row')).toHaveLength(12);
  });

  it('finds currencies by destination, country or place, and says which', async () => {
    renderFinder();
    for (const [text, code, place] of [
      ['Spain', 'EUR', 'Spain'],
      ['Thailand', 'THB', 'Thailand'],
      ['Dubai', 'AED', 'Dubai'],
      ['usa', 'USD', 'USA'],
      ['America', 'USD', 'America'],
      ['turkey', 'TRY', 'Turkey'],
      ['bali', undefined, undefined],
    ] as const) {
      search(text);
      if (!code) {
        expect(await screen.findByText(`No currency matches “${text}”.`)).toBeTruthy();
        continue;
      }
      const row = await screen.findByText(place, { selector: '[data-testid="finder-row"] span' });
      expect(row.closest('li')?.textContent?.slice(0, 3)).toBe(code);
    }
    // Greece spends euros: not the Swiss franc, whose name has none of it.
    search('Greece');
    expect(await screen.findAllByTestId('finder-row')).toHaveLength(1);
    expect(codes('finder-row')).toEqual(['EUR']);
  });

  it('filters by code or name, ignoring case, on the current keystroke', () => {
    renderFinder();
    search('KRON');
    expect(codes('finder-row')).toEqual(['NOK', 'SEK', 'ISK']);
    search('jp');
    expect(codes('finder-row')).toEqual(['JPY']);
    search('us');
    expect(codes('finder-row')).toEqual(['USD', 'AUD']);
    // 12 or fewer matches: no toggle.
    expect(screen.queryByRole('button', { name: 'Show All' })).toBeNull();
    search('');
    expect(codes('finder-row')).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Show All' })).toBeTruthy();
  });

  it('says so when nothing matches', () => {
    renderFinder();
    search('zzz');
    expect(screen.getByText('No currency matches “zzz”.')).toBeTruthy();
    expect(codes('finder-row')).toEqual([]);
  });

  it('shows each row with its two rates labelled and both buttons, the label cut after 30 characters', () => {
    renderFinder();
    search('EUR');
    const [euro] = screen.getAllByTestId('finder-row');
    expect(within(euro!).getByText('£1 = 1.0925').parentElement!.textContent).toBe(
      'We sell £1 = 1.0925', // 1.15 x 0.95, Collect
    );
    expect(within(euro!).getByText('£1 = 1.2075').parentElement!.textContent).toBe(
      'We buy £1 = 1.2075', // 1.15 x 1.05, Sell
    );
    const links = within(euro!).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/purchase/EUR/Order',
      '/purchase/EUR/Sell',
    ]);
    search('BAM');
    const [bosnia] = screen.getAllByTestId('finder-row');
    expect(within(bosnia!).getByText('Bosnia-Herzegovina Convertible…')).toBeTruthy();
  });

  it('lists Click & Collect first and Click & Sell second in the tabs, whole names and both rates alike', () => {
    renderFinder();
    const tabs = within(screen.getByRole('tablist', { name: 'Find your Currency' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Click & Collect', 'Click & Sell']);
    search('B');
    const row = () =>
      screen.getAllByTestId('finder-tab-row').find((r) => r.textContent!.startsWith('BAM'))!;
    expect(within(row()).getByText('Bosnia-Herzegovina Convertible Mark')).toBeTruthy();
    // Both rates on either tab, in the same type: the bureaux regulations' equal prominence.
    const rates = () =>
      ['£1 = 1.9000', '£1 = 2.1000'].map((rate) => within(row()).getByText(rate).parentElement!);
    expect(rates().map((rate) => rate.textContent)).toEqual([
      'We sell £1 = 1.9000',
      'We buy £1 = 2.1000',
    ]);
    expect(rates()[0]!.className).toBe(rates()[1]!.className);
    expect(within(row()).getByRole('link').getAttribute('href')).toBe('/purchase/BAM/Order');

    fireEvent.click(tabs[1]!);
    expect(within(row()).getByText('£1 = 2.1000')).toBeTruthy();
    expect(within(row()).getByText('£1 = 1.9000')).toBeTruthy();
    expect(within(row()).getByRole('link').getAttribute('href')).toBe('/purchase/BAM/Sell');
  });
});
