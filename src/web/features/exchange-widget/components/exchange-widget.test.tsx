import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { beforeEach, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, MESSAGES } from '../../../../shared/constants.ts';
import { basketItem } from '../../../../shared/domain/basket-item.ts';
import type { CartItem } from '../../../../shared/schemas/order.ts';
import { addToBasket } from '../../../lib/basket.ts';
import { aCurrency, EUR } from '../../../test/fixtures.ts';
import { ExchangeWidget } from './exchange-widget.tsx';

// Effective rates: EUR 1.1097 to Collect, 1.1903 to Sell; USD 1.2545 to Collect.
const USD = aCurrency({ value: 'USD', label: 'US Dollar', Rate: 1.3 });

function renderWidget({ loading = false } = {}) {
  const currencies = loading ? undefined : [USD, EUR];
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <ExchangeWidget currencies={currencies} ratesFailed={false} upsellText="Free wallet" />
        ),
      },
      { path: '/purchase/:currency/:way', element: <p>Order page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <ToastContainer />
    </>,
  );
  return router;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, text: string) =>
  fireEvent.change(field(label), { target: { value: text } });
const basket = (): CartItem[] => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]');

describe('ExchangeWidget', () => {
  beforeEach(() => localStorage.clear());

  it('starts on EUR and Click & Collect, with both amounts at 0 and the upsell', () => {
    renderWidget();
    expect(screen.getByRole('tab', { name: 'Click & Collect' })).toHaveProperty(
      'ariaSelected',
      'true',
    );
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('EUR');
    expect(field('You pay (GBP)').value).toBe('0');
    expect(field('You get (EUR)').value).toBe('0');
    expect(screen.getByText('Our rate: £1 = 1.1097 EUR')).toBeTruthy();
    expect(screen.getByText('Free wallet')).toBeTruthy();
  });

  it('shows a spinner while the rates load, with Add to basket disabled', () => {
    renderWidget({ loading: true });
    expect(screen.getByRole('status').textContent).toContain('Loading rates…');
    expect(screen.getByRole('button', { name: 'Add to basket' })).toHaveProperty('disabled', true);
  });

  it('converts pounds to the currency at the Collect rate, rounding the pounds to £10s', () => {
    renderWidget();
    type('You pay (GBP)', '86.92');
    // £86.92 is sold as £90: 90 x 1.1097 = 99.873.
    expect(field('You get (EUR)').value).toBe('99.87');
    expect(screen.getByTestId('widget-summary').textContent).toContain(
      'You pay £90.00 and get 99.87 EUR.',
    );
    fireEvent.blur(field('You pay (GBP)'));
    expect(field('You pay (GBP)').value).toBe('90');
  });

  it('converts the currency wanted back to pounds', () => {
    renderWidget();
    type('You get (EUR)', '222');
    // 222 / 1.1097 = 200.05...: £200, which buys 221.94.
    expect(field('You pay (GBP)').value).toBe('200.00');
    expect(field('You get (EUR)').value).toBe('222');
    expect(screen.getByTestId('widget-summary').textContent).toContain(
      'You pay £200.00 and get 221.94 EUR.',
    );
  });

  it('converts both ways at the Sell rate on Click & Sell, keeping the chosen currency', () => {
    renderWidget();
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'USD' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Click & Sell' }));
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('USD');
    // USD to Sell: 1.3 x 1.035 = 1.3455.
    expect(screen.getByText('We buy at: £1 = 1.3455 USD')).toBeTruthy();
    type('You sell (USD)', '100');
    expect(field('You get (GBP)').value).toBe('74.32'); // 100 / 1.3455 = 74.3218...
    type('You get (GBP)', '50');
    expect(field('You sell (USD)').value).toBe('67.28'); // 50 x 1.3455 = 67.275, rounded up
  });

  it('adds the quote to the basket and goes to the order page', async () => {
    const router = renderWidget();
    type('You pay (GBP)', '100');
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(router.state.location.pathname).toBe('/purchase/EUR/Order');
    expect(basket()).toEqual([
      expect.objectContaining({
        currencyMy: 100,
        currencyMycurrent: 'GBP',
        currencyTake: 110.97,
        currencyTakecurrent: 'EUR',
        Rate: 1.1097,
      }),
    ]);
    // Back on the home page the amounts start again from 0.
    await act(() => router.navigate(-1));
    expect(field('You pay (GBP)').value).toBe('0');
  });

  it('sends an amount that is not above 0 to the order page with the spec message', async () => {
    const router = renderWidget();
    fireEvent.click(screen.getByRole('tab', { name: 'Click & Sell' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByText(MESSAGES.incorrectAmount)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/purchase/EUR/Sell');
    expect(basket()).toEqual([]);
  });

  it('refuses a fifth item with the spec message and stays', async () => {
    for (let i = 0; i < 4; i++) expect(addToBasket(basketItem(EUR, 'Order', 50)!).ok).toBe(true);
    const router = renderWidget();
    type('You pay (GBP)', '100');
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByText(MESSAGES.cartFull)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(basket()).toHaveLength(4);
    expect(field('You pay (GBP)').value).toBe('100');
  });
});
