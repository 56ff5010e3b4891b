import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#shared/constants.ts';
import { basketItem, itemFromQuote } from '#shared/domain/basket-item.ts';
import type { CartItem } from '#shared/schemas/order.ts';
import { addToBasket, useBasket } from '#web/lib/basket.ts';
import { quoteRequests, stubQuotes } from '#web/test/fake-quotes.ts';
import { aCurrency, EUR } from '#web/test/fixtures.ts';
import { BasketList } from './basket-list.tsx';

const USD = aCurrency({ value: 'USD', label: 'US Dollar', Rate: 1.3 });
const start = Date.parse('2026-11-21T12:00:00.000Z');
const minutes = (n: number) => n * 60_000;

/** A quoted Order item of `gbp` euros' worth, held for `held` minutes from now. */
function quoted(gbp: number, held = 30, rate = 1.1097): CartItem {
  return itemFromQuote({
    id: crypto.randomUUID(),
    currency: 'EUR',
    way: 'Order',
    give: gbp,
    take: Math.floor(gbp * rate * 100) / 100,
    rate,
    expiresAt: new Date(Date.now() + minutes(held)).toISOString(),
  });
}

/** The basket list over the stored basket, as step 1 shows it. */
function StoredBasket() {
  return <BasketList items={useBasket()} />;
}

function renderBasket(items?: CartItem[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      {items ? <BasketList items={items} /> : <StoredBasket />}
    </QueryClientProvider>,
  );
}

/** Each item's value for `term` (Currency, From, To, Rate, Time left). */
const column = (term: string) =>
  screen
    .getAllByTestId('basket-item')
    .map((item) => within(item).getByText(term).nextElementSibling?.textContent);
const timesLeft = () => column('Time left');
const tick = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('BasketList', () => {
  beforeEach(() => {
    // Intervals drive the countdown; timeouts stay real for Testing Library's waits.
    vi.useFakeTimers({ now: start, toFake: ['Date', 'setInterval', 'clearInterval'] });
    localStorage.clear();
    stubQuotes([EUR, USD]);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("counts down each item's time to its quote's expiry, then marks it expired", () => {
    renderBasket([quoted(50), quoted(60, 12)]);
    expect(timesLeft()).toEqual(['30:00', '12:00']);
    tick(61_000);
    expect(timesLeft()).toEqual(['28:59', '10:59']);
    tick(minutes(11) - 61_000);
    expect(timesLeft()).toEqual(['19:00', '1:00']);
    tick(minutes(1));
    expect(timesLeft()).toEqual(['18:00', 'Expired']);
  });

  it('counts down 30 minutes from the date of an item made before quotes', () => {
    renderBasket([basketItem(EUR, 'Order', 50)!]);
    expect(timesLeft()).toEqual(['30:00']);
    tick(minutes(30));
    expect(timesLeft()).toEqual(['Expired']);
  });

  it('says so when the first rate has 5 minutes left', () => {
    renderBasket([quoted(50, 20), quoted(60, 6)]);
    expect(screen.queryByText(/Your rates are held/)).toBeNull();
    tick(minutes(1) - 1000);
    expect(screen.queryByText(/Your rates are held/)).toBeNull();
    tick(1000);
    expect(screen.getByRole('status').textContent).toBe('Your rates are held for 5 more minutes');
    tick(minutes(4) + 1000);
    expect(screen.getByRole('status').textContent).toBe('Your rates are held for 1 more minute');
  });

  it("keeps an expired item, marked expired, and re-quotes the basket at today's rates", async () => {
    addToBasket(quoted(200, 1, 1.2));
    addToBasket(quoted(90, 20, 1.2));
    renderBasket();
    tick(minutes(1));
    expect(timesLeft()).toEqual(['Expired', '19:00']);
    expect(screen.getByRole('alert').textContent).toContain('Your price hold ran out.');
    const update = screen.getByRole('button', { name: "Update to today's rates" });
    expect(screen.getAllByRole('button', { name: "Update to today's rates" })).toHaveLength(1);

    const fetch = stubQuotes([EUR]);
    fireEvent.click(update);
    expect(await screen.findByText("Your basket is at today's rates.")).toBeTruthy();
    expect(quoteRequests(fetch)).toEqual([
      { currency: 'EUR', way: 'Order', amount: 200 },
      { currency: 'EUR', way: 'Order', amount: 90 },
    ]);
    expect(timesLeft()).toEqual(['30:00', '30:00']);
    expect(column('Rate')).toEqual(['£1 = 1.1097 EUR', '£1 = 1.1097 EUR']);
    expect(screen.queryByRole('button', { name: "Update to today's rates" })).toBeNull();
  });

  it('says why nothing changed when the server cannot be reached, and which items it no longer quotes', async () => {
    addToBasket(quoted(200, 1));
    addToBasket({ ...basketItem(USD, 'Order', 90)!, expiresAt: new Date(start).toISOString() });
    renderBasket();
    tick(minutes(1));
    stubQuotes([]).mockRejectedValue(new TypeError('Failed to fetch'));
    fireEvent.click(screen.getByRole('button', { name: "Update to today's rates" }));
    expect(await screen.findByText(MESSAGES.somethingWentWrong)).toBeTruthy();
    expect(timesLeft()).toEqual(['Expired', 'Expired']);

    stubQuotes([EUR]);
    fireEvent.click(screen.getByRole('button', { name: "Update to today's rates" }));
    expect(await screen.findByText("USD: We don't offer the currency USD")).toBeTruthy();
    expect(column('Currency')).toEqual(['EUR']);
    expect(timesLeft()).toEqual(['30:00']);
  });

  it('shows the pounds the customer pays, with thousands separators, and the online limit', async () => {
    renderBasket([quoted(1200), quoted(3000)]);
    expect(screen.getByTestId('basket-total').textContent).toBe('You pay £4,200.00');
    expect(column('From')).toEqual(['1,200.00 GBP', '3,000.00 GBP']);
    expect(await screen.findByText('Online limit: £5,000 per order')).toBeTruthy();
  });

  it('shows the pounds the customer receives for a Click & Sell', () => {
    renderBasket([basketItem(USD, 'Sell', 1500)!, basketItem(USD, 'Sell', 150)!]);
    // 1,500 / 1.3455 = 1,114.82 and 150 / 1.3455 = 111.48.
    expect(screen.getByTestId('basket-total').textContent).toBe('You receive £1,226.30');
  });

  it('says when the basket is empty', () => {
    renderBasket([]);
    expect(screen.getByText('0 items in your basket')).toBeTruthy();
    expect(screen.getByText(/Your basket is empty/)).toBeTruthy();
  });
});
