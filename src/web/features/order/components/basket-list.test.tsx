import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { basketItem } from '../../../../shared/domain/basket-item.ts';
import { BasketList } from './basket-list.tsx';

const EUR = { value: 'EUR', Rate: 1.16, Sell: -3.5, Buy: 3.5 };
const timeLeft = () => screen.getByText(/^\d+:\d\d$/).textContent;

describe('BasketList', () => {
  beforeEach(() => vi.useFakeTimers({ now: Date.parse('2026-11-21T12:00:00.000Z') }));
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down the 30 minutes each item is held', () => {
    render(<BasketList items={[basketItem(EUR, 'Order', 50)!]} />);
    expect(timeLeft()).toBe('30:00');
    act(() => void vi.advanceTimersByTime(61_000));
    expect(timeLeft()).toBe('28:59');
    act(() => void vi.advanceTimersByTime(28 * 60_000 + 59_000));
    expect(timeLeft()).toBe('0:00');
  });

  it('says when the basket is empty', () => {
    render(<BasketList items={[]} />);
    expect(screen.getByText('0 items in your basket')).toBeTruthy();
    expect(screen.getByText(/Your basket is empty/)).toBeTruthy();
  });
});
