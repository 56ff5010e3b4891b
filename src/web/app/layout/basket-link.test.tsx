import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartItem } from '#shared/schemas/order.ts';
import { writeItems } from '#web/lib/basket-store.ts';
import { BasketLink } from './basket-link.tsx';

const item = (Id: string, give: string, take: string): CartItem => ({
  Id,
  currencyMy: 100,
  currencyMycurrent: give,
  currencyTake: 115,
  currencyTakecurrent: take,
  Rate: 1.15,
  date: '2026-11-28T10:00:00.000Z',
});

const renderLink = () =>
  render(
    <MemoryRouter>
      <BasketLink />
    </MemoryRouter>,
  );

afterEach(() => writeItems([]));

describe('BasketLink', () => {
  it('keeps an empty place while the basket is empty', () => {
    const { container } = renderLink();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it("counts the items and opens the order page of the basket's currency and way, as it changes", () => {
    renderLink();
    act(() => void writeItems([item('a', 'GBP', 'EUR')]));
    const link = screen.getByRole('link', { name: 'Basket, 1 item' });
    expect(link.getAttribute('href')).toBe('/purchase/EUR/Order');
    act(() => void writeItems([item('b', 'USD', 'GBP'), item('c', 'USD', 'GBP')]));
    expect(screen.getByRole('link', { name: 'Basket, 2 items' }).getAttribute('href')).toBe(
      '/purchase/USD/Sell',
    );
    act(() => void writeItems([]));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
