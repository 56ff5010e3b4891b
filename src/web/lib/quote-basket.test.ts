import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { overOnlineLimitMessage } from '#shared/constants.ts';
import { basketItem } from '#shared/domain/basket-item.ts';
import { aCurrency, EUR } from '../test/fixtures.ts';
import { quoteRequests, stubQuotes } from '../test/fake-quotes.ts';
import { addToBasket, expireItems, readBasket } from './basket.ts';
import { addedMessage, addQuote, requoteBasket } from './quote-basket.ts';

const USD = aCurrency({ value: 'USD', label: 'US Dollar', Rate: 1.3 });
const start = Date.parse('2026-11-21T12:00:00.000Z');
const minutes = (n: number) => n * 60_000;
const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('quotes into the basket', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: start, toFake: ['Date'] });
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("adds the server's quote in the spec's fields, with its id and expiry", async () => {
    const fetch = stubQuotes([EUR]);
    const added = await addQuote({ currency: 'EUR', way: 'Order', amount: '86.92' }, queryClient());
    expect(added).toEqual({ ok: true, item: readBasket()[0] });
    // The toast names what the customer gets: the euros of an Order.
    expect(added.ok && addedMessage(added.item)).toBe('Added to your basket: 99.87 EUR');
    expect(quoteRequests(fetch)).toEqual([{ currency: 'EUR', way: 'Order', amount: '86.92' }]);
    expect(readBasket()).toEqual([
      {
        currencyMy: 90,
        currencyTake: 99.87,
        currencyMycurrent: 'GBP',
        currencyTakecurrent: 'EUR',
        Id: expect.any(String),
        Rate: 1.1097,
        date: new Date(start).toISOString(),
        quoteId: expect.any(String),
        expiresAt: new Date(start + minutes(30)).toISOString(),
      },
    ]);
  });

  it("holds the price for the server's minutes on this browser's clock, however wrong it is", async () => {
    // This browser's clock is 40 minutes fast: by it, the server's expiry has already passed.
    stubQuotes([EUR], { serverNow: () => Date.now() - minutes(40) });
    await addQuote({ currency: 'EUR', way: 'Order', amount: '100' }, queryClient());
    expect(readBasket()[0]?.expiresAt).toBe(new Date(start + minutes(30)).toISOString());

    // Clocks a few seconds apart agree: the server's expiry is kept as it is.
    localStorage.clear();
    stubQuotes([EUR], { serverNow: () => Date.now() - 4000 });
    await addQuote({ currency: 'EUR', way: 'Order', amount: '100' }, queryClient());
    expect(readBasket()[0]?.expiresAt).toBe(new Date(start - 4000 + minutes(30)).toISOString());
  });

  it("refuses a quote that would take the basket over the server's online limit", async () => {
    stubQuotes([EUR]);
    const client = queryClient();
    await addQuote({ currency: 'EUR', way: 'Order', amount: '4000' }, client);
    await expect(
      addQuote({ currency: 'EUR', way: 'Order', amount: '1010' }, client),
    ).resolves.toEqual({
      ok: false,
      message: overOnlineLimitMessage(5000),
    });
    expect(readBasket()).toHaveLength(1);
  });

  it("throws the server's refusal, such as one amount over the limit", async () => {
    stubQuotes([EUR]);
    await expect(
      addQuote({ currency: 'EUR', way: 'Order', amount: '6000' }, queryClient()),
    ).rejects.toMatchObject({ status: 422, message: overOnlineLimitMessage(5000) });
    expect(readBasket()).toEqual([]);
  });

  it("re-quotes every item at today's rates for the same amount given, in place", async () => {
    const fetch = stubQuotes([EUR, USD]);
    const client = queryClient();
    await addQuote({ currency: 'EUR', way: 'Order', amount: '200' }, client);
    await addQuote({ currency: 'USD', way: 'Order', amount: '90' }, client);
    const before = readBasket();
    vi.setSystemTime(start + minutes(31));
    // The euro's rate went up meanwhile.
    stubQuotes([{ ...EUR, Rate: 1.2 }, USD]);

    await expect(requoteBasket()).resolves.toEqual({ refused: [] });
    const after = readBasket();
    expect(
      after.map((item) => [item.currencyTakecurrent, item.currencyMy, item.currencyTake]),
    ).toEqual([
      ['EUR', 200, 231.6],
      ['USD', 90, 112.9],
    ]);
    expect(after.map((item) => item.expiresAt)).toEqual([
      new Date(start + minutes(61)).toISOString(),
      new Date(start + minutes(61)).toISOString(),
    ]);
    expect(after.map((item) => item.Id)).not.toContain(before[0]!.Id);
    expect(quoteRequests(fetch)).toHaveLength(2);
  });

  it('re-quotes a Sell item for the foreign amount given, and items made before quotes', async () => {
    addToBasket(basketItem(USD, 'Sell', '150.50')!);
    const fetch = stubQuotes([USD]);
    await requoteBasket();
    expect(quoteRequests(fetch)).toEqual([{ currency: 'USD', way: 'Sell', amount: 150.5 }]);
    expect(readBasket()).toMatchObject([
      { currencyMy: 150.5, currencyMycurrent: 'USD', quoteId: expect.any(String) },
    ]);
  });

  it('leaves out, with the reason, an item whose currency is no longer quoted', async () => {
    stubQuotes([EUR, USD]);
    const client = queryClient();
    await addQuote({ currency: 'EUR', way: 'Order', amount: '100' }, client);
    await addQuote({ currency: 'USD', way: 'Order', amount: '100' }, client);
    expireItems(readBasket().map((item) => item.Id));
    const [eur] = readBasket();
    stubQuotes([USD]);

    await expect(requoteBasket()).resolves.toEqual({
      refused: [{ item: eur, message: "We don't offer the currency EUR" }],
    });
    expect(readBasket().map((item) => item.currencyTakecurrent)).toEqual(['USD']);
  });

  it('keeps the basket as it was when the server cannot be reached', async () => {
    stubQuotes([EUR]);
    await addQuote({ currency: 'EUR', way: 'Order', amount: '100' }, queryClient());
    const before = readBasket();
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(requoteBasket()).rejects.toThrow('Failed to fetch');
    expect(readBasket()).toEqual(before);
  });

  it('keeps an item added while the basket was being quoted again', async () => {
    stubQuotes([EUR]);
    await addQuote({ currency: 'EUR', way: 'Order', amount: '100' }, queryClient());
    const requoted = requoteBasket();
    const added = basketItem(EUR, 'Order', 50)!;
    addToBasket(added);
    await requoted;
    expect(readBasket().map((item) => item.currencyMy)).toEqual([100, 50]);
    expect(readBasket()[1]).toEqual(added);
  });
});
