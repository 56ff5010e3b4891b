import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, overOnlineLimitMessage } from '#shared/constants.ts';
import { basketItem } from '#shared/domain/basket-item.ts';
import type { Way } from '#shared/domain/pricing.ts';
import { addToBasket, readBasket } from '#web/lib/basket.ts';
import { quoteRequests, stubQuotes } from '#web/test/fake-quotes.ts';
import { aCurrency, EUR } from '#web/test/fixtures.ts';
import { AmountForm } from './amount-form.tsx';

const USD = aCurrency({ value: 'USD', label: 'US Dollar', Rate: 1.3 });

function renderForm(way: Way = 'Order', initialAmount?: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AmountForm
        currencies={[EUR, USD]}
        way={way}
        initialCode="EUR"
        initialAmount={initialAmount}
      />
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, text: string) =>
  fireEvent.change(field(label), { target: { value: text } });
const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));

describe('AmountForm', () => {
  beforeEach(() => localStorage.clear());

  it("adds the server's quote for the amount typed and empties the fields", async () => {
    const fetch = stubQuotes([EUR, USD]);
    renderForm();
    type('You pay (GBP)', '1234.5');
    // What it comes to at the published rate, to see: £1,240 buys 1,376.02 EUR.
    expect(screen.getByText('You pay 1,240.00 GBP and get 1,376.02 EUR')).toBeTruthy();
    expect(field('You get (EUR)').value).toBe('1376.02');
    add();
    await waitFor(() => expect(readBasket()).toHaveLength(1));
    expect(quoteRequests(fetch)).toEqual([{ currency: 'EUR', way: 'Order', amount: '1234.5' }]);
    expect(readBasket()[0]).toMatchObject({ currencyMy: 1240, quoteId: expect.any(String) });
    await waitFor(() => expect(field('You pay (GBP)').value).toBe(''));
  });

  it('opens with the amount a link gives, priced and ready to add', async () => {
    const fetch = stubQuotes([EUR, USD]);
    renderForm('Order', '500');
    expect(field('You pay (GBP)').value).toBe('500');
    expect(field('You get (EUR)').value).toBe('554.85');
    expect(screen.getByText('You pay 500.00 GBP and get 554.85 EUR')).toBeTruthy();
    add();
    await waitFor(() => expect(readBasket()).toHaveLength(1));
    expect(quoteRequests(fetch)).toEqual([{ currency: 'EUR', way: 'Order', amount: '500' }]);
  });

  it('quotes a Click & Sell for the foreign amount worked out from the pounds wanted', async () => {
    const fetch = stubQuotes([EUR, USD]);
    renderForm('Sell');
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'USD' } });
    type('You get (GBP)', '50');
    add();
    await waitFor(() => expect(readBasket()).toHaveLength(1));
    expect(quoteRequests(fetch)).toEqual([{ currency: 'USD', way: 'Sell', amount: '67.28' }]);
  });

  it('tells an incorrect amount where it was typed, without asking the server', async () => {
    const fetch = stubQuotes([EUR, USD]);
    renderForm();
    type('You pay (GBP)', '12.345');
    add();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(MESSAGES.incorrectAmount);
    expect(document.activeElement).toBe(field('You pay (GBP)'));
    expect(field('You pay (GBP)').getAttribute('aria-describedby')).toContain(alert.id);
    expect(quoteRequests(fetch)).toEqual([]);
  });

  it("shows the server's refusal, and the limit at add time, under the amounts", async () => {
    stubQuotes([EUR, USD]);
    renderForm();
    type('You pay (GBP)', '5001');
    add();
    expect((await screen.findByRole('alert')).textContent).toBe(overOnlineLimitMessage(5000));

    addToBasket(basketItem(EUR, 'Order', 4500)!);
    type('You pay (GBP)', '600');
    expect(screen.queryByRole('alert')).toBeNull();
    add();
    expect((await screen.findByRole('alert')).textContent).toBe(overOnlineLimitMessage(5000));
    expect(readBasket()).toHaveLength(1);
    expect(field('You pay (GBP)').value).toBe('600');
  });
});
