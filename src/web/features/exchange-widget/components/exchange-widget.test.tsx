import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, MESSAGES, overOnlineLimitMessage } from '#shared/constants.ts';
import { basketItem } from '#shared/domain/basket-item.ts';
import type { CartItem } from '#shared/schemas/order.ts';
import { addToBasket } from '#web/lib/basket.ts';
import { quoteRequests, stubQuotes } from '#web/test/fake-quotes.ts';
import { aCurrency, EUR } from '#web/test/fixtures.ts';
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
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastContainer />
    </QueryClientProvider>,
  );
  return router;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, text: string) =>
  fireEvent.change(field(label), { target: { value: text } });
const basket = (): CartItem[] => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]');

const addToBasketButton = () => screen.getByRole('button', { name: 'Add to basket' });

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
    expect(screen.getByText('We sell: £1 = 1.1097 EUR')).toBeTruthy();
    expect(screen.getByText('Free wallet')).toBeTruthy();
  });

  it('chooses the currency of the place the customer is going to: Spain, EUR', async () => {
    renderWidget();
    const picker = screen.getByLabelText('Currency') as HTMLSelectElement;
    fireEvent.change(picker, { target: { value: 'USD' } });
    type('Where are you going?', 'Spain');
    // The destinations load at the first keystroke.
    fireEvent.click(await screen.findByRole('button', { name: 'EUR Euro · Spain' }));
    expect(picker.value).toBe('EUR');
    expect(field('You get (EUR)')).toBeTruthy();
    expect(field('Where are you going?').value).toBe('');
    expect(document.activeElement).toBe(field('Where are you going?'));
    expect(screen.getByText('Euro (EUR) chosen')).toBeTruthy();
    // Enter takes the first match, without adding anything to the basket.
    type('Where are you going?', 'America');
    await screen.findByRole('button', { name: 'USD US Dollar · America' });
    fireEvent.keyDown(field('Where are you going?'), { key: 'Enter' });
    expect(picker.value).toBe('USD');
    expect(basket()).toEqual([]);
    type('Where are you going?', 'Dubai');
    expect(await screen.findByText('No currency matches “Dubai”.')).toBeTruthy();
  });

  it('shows both rates alike on either tab, and the upsell on Click & Collect only', () => {
    renderWidget();
    const rates = () =>
      ['We sell: £1 = 1.1097 EUR', 'We buy: £1 = 1.1903 EUR'].map((text) => screen.getByText(text));
    expect(rates()[0]!.className).toBe(rates()[1]!.className);
    fireEvent.click(screen.getByRole('tab', { name: 'Click & Sell' }));
    expect(rates()).toHaveLength(2);
    expect(screen.queryByText('Free wallet')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Click & Collect' }));
    expect(screen.getByText('Free wallet')).toBeTruthy();
  });

  it('keeps Add to basket off while the browser is offline, and says why', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWidget();
    expect(addToBasketButton()).toHaveProperty('disabled', true);
    expect(
      screen.getByText("You're offline: adding to your basket needs a connection."),
    ).toBeTruthy();
    vi.restoreAllMocks();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(addToBasketButton()).toHaveProperty('disabled', false);
  });

  it('shows a spinner while the rates load, with Add to basket disabled', () => {
    renderWidget({ loading: true });
    expect(screen.getByText('Loading rates…').closest('[role="status"]')).toBeTruthy();
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
    expect(screen.getByText('We buy: £1 = 1.3455 USD')).toBeTruthy();
    type('You sell (USD)', '100');
    expect(field('You get (GBP)').value).toBe('74.32'); // 100 / 1.3455 = 74.3218...
    type('You get (GBP)', '50');
    expect(field('You sell (USD)').value).toBe('67.28'); // 50 x 1.3455 = 67.275, rounded up
  });

  it("asks the server for a quote, puts the server's quote in the basket and goes to the order page", async () => {
    // The server's rate moved since the page loaded: the basket holds the server's price.
    const fetch = stubQuotes([{ ...EUR, Rate: 1.2 }]);
    const router = renderWidget();
    type('You pay (GBP)', '86.92');
    fireEvent.click(addToBasketButton());
    expect(addToBasketButton()).toHaveProperty('disabled', true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase/EUR/Order'));
    // The order page opens on its basket, and the item is announced.
    expect(router.state.location.hash).toBe('#basket');
    expect(await screen.findByText('Added to your basket: 104.22 EUR')).toBeTruthy();
    expect(quoteRequests(fetch)).toEqual([{ currency: 'EUR', way: 'Order', amount: '86.92' }]);
    expect(basket()).toEqual([
      expect.objectContaining({
        currencyMy: 90,
        currencyMycurrent: 'GBP',
        currencyTake: 104.22,
        currencyTakecurrent: 'EUR',
        Rate: 1.158,
        quoteId: expect.any(String),
        expiresAt: expect.any(String),
      }),
    ]);
    // Back on the home page the amounts start again from 0.
    await act(() => router.navigate(-1));
    expect(field('You pay (GBP)').value).toBe('0');
  });

  it('quotes a Click & Sell for the foreign amount worked out from the pounds wanted', async () => {
    const fetch = stubQuotes([USD, EUR]);
    const router = renderWidget();
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'USD' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Click & Sell' }));
    type('You get (GBP)', '50');
    fireEvent.click(addToBasketButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase/USD/Sell'));
    expect(await screen.findByText('Added to your basket: 67.28 USD')).toBeTruthy();
    expect(quoteRequests(fetch)).toEqual([{ currency: 'USD', way: 'Sell', amount: '67.28' }]);
    expect(basket()).toEqual([
      expect.objectContaining({ currencyMy: 67.28, currencyMycurrent: 'USD', currencyTake: 50 }),
    ]);
  });

  it("shows the server's refusal where the customer typed, and stays", async () => {
    stubQuotes([USD, EUR]);
    const router = renderWidget();
    type('You pay (GBP)', '6000');
    fireEvent.click(addToBasketButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(overOnlineLimitMessage(5000));
    expect(field('You pay (GBP)').getAttribute('aria-describedby')).toBe(alert.id);
    expect(router.state.location.pathname).toBe('/');
    expect(basket()).toEqual([]);
    // Typing again clears it.
    type('You pay (GBP)', '600');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses at add time an item that would take the basket over the online limit', async () => {
    stubQuotes([USD, EUR]);
    addToBasket(basketItem(EUR, 'Order', 4000)!);
    const router = renderWidget();
    type('You pay (GBP)', '1010');
    fireEvent.click(addToBasketButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We take orders of up to £5,000 online. For a larger amount, please call or visit a branch and we will arrange it with you.',
    );
    expect(router.state.location.pathname).toBe('/');
    expect(basket()).toHaveLength(1);
  });

  it('says something went wrong when the server cannot be reached', async () => {
    renderWidget();
    stubQuotes([]).mockRejectedValue(new TypeError('Failed to fetch'));
    type('You pay (GBP)', '100');
    fireEvent.click(addToBasketButton());
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.somethingWentWrong);
  });

  it('says at the amounts, with the spec message, that an amount is not above 0, and stays', async () => {
    const fetch = stubQuotes([EUR]);
    const router = renderWidget();
    fireEvent.click(screen.getByRole('tab', { name: 'Click & Sell' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(MESSAGES.incorrectAmount);
    expect(field('You sell (EUR)').getAttribute('aria-describedby')).toBe(alert.id);
    expect(router.state.location.pathname).toBe('/');
    expect(basket()).toEqual([]);
    expect(quoteRequests(fetch)).toEqual([]);
  });

  it('refuses a fifth item with the spec message and stays', async () => {
    stubQuotes([EUR]);
    for (let i = 0; i < 4; i++) expect(addToBasket(basketItem(EUR, 'Order', 50)!).ok).toBe(true);
    const router = renderWidget();
    type('You pay (GBP)', '100');
    fireEvent.click(addToBasketButton());
    expect(await screen.findByText(MESSAGES.cartFull)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(basket()).toHaveLength(4);
    expect(field('You pay (GBP)').value).toBe('100');
  });
});
