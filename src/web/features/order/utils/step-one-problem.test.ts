import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/constants.ts';
import type { CartItem } from '#shared/schemas/order.ts';
import { stepOneProblem } from './step-one-problem.ts';

const NOW = Date.parse('2026-11-24T10:00:00Z');
const item = (expiresAt: string, give = 'GBP'): CartItem => ({
  currencyMy: 90,
  currencyTake: 100.74,
  currencyMycurrent: give,
  currencyTakecurrent: give === 'GBP' ? 'EUR' : 'GBP',
  Id: crypto.randomUUID(),
  Rate: 1.1194,
  date: '2026-11-24T09:45:00Z',
  quoteId: crypto.randomUUID(),
  expiresAt,
});
const live = item('2026-11-24T10:15:00Z');
const day = {
  date: '2026-11-24',
  open: true,
  opens: '09:00',
  closes: '17:30',
  readyFrom: '12:00',
};
const ready = {
  way: 'Order' as const,
  addressKey: 'brighton',
  day,
  basket: [live],
  unavailable: null,
};

describe('stepOneProblem', () => {
  it('lets a basket of live quotes, a branch and a day through', () => {
    expect(stepOneProblem(ready, NOW)).toBeNull();
  });

  it('names the first thing missing, the checking point first', () => {
    expect(stepOneProblem({ ...ready, addressKey: '', basket: [] }, NOW)).toBe(
      MESSAGES.noCollectionPoint,
    );
    expect(stepOneProblem({ ...ready, day: undefined }, NOW)).toBe(MESSAGES.noCollectionDay);
    expect(stepOneProblem({ ...ready, basket: [] }, NOW)).toBe(MESSAGES.emptyCart);
    expect(stepOneProblem({ ...ready, basket: [item(live.expiresAt!, 'EUR')] }, NOW)).toBe(
      MESSAGES.mixedWays,
    );
  });

  it('refuses a branch that cannot supply the basket, whatever the day', () => {
    const unavailable = 'Brighton cannot supply this basket now';
    expect(stepOneProblem({ ...ready, unavailable }, NOW)).toBe(unavailable);
    expect(stepOneProblem({ ...ready, unavailable, day: undefined }, NOW)).toBe(unavailable);
    expect(stepOneProblem({ ...ready, unavailable, addressKey: '' }, NOW)).toBe(
      MESSAGES.noCollectionPoint,
    );
  });

  it("refuses an expired quote: the basket must be updated to today's rates first", () => {
    const expired = item('2026-11-24T09:59:59Z');
    expect(stepOneProblem({ ...ready, basket: [live, expired] }, NOW)).toBe(MESSAGES.ratesChanged);
  });
});
