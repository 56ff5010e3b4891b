import { useQueries } from '@tanstack/react-query';
import { Decimal } from 'decimal.js';
import { fitsWay, foreignCurrency } from '#shared/domain/cart-rules.ts';
import type { Way } from '#shared/domain/pricing.ts';
import type { CartItem } from '#shared/schemas/order.ts';
import { answer, api } from '#web/lib/api-client.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { basketStock, type BranchStock } from '../utils/branch-stock.ts';

/** Every availability answer: a refused order asks them all again. */
export const availabilityKeys = ['availability'] as const;

/**
 * What the basket asks of a branch: for each currency, its items' foreign amounts added up, as
 * `EUR:100.74` pairs joined by `|` (a text, so that a debounce can compare it).
 */
function basketDemand(basket: readonly CartItem[]): string {
  const amounts = new Map<string, Decimal>();
  for (const item of basket) {
    const currency = foreignCurrency(item);
    amounts.set(currency, (amounts.get(currency) ?? new Decimal(0)).plus(item.currencyTake));
  }
  return [...amounts].map(([currency, amount]) => `${currency}:${amount.toFixed(2)}`).join('|');
}

export type BasketStock =
  /** Nothing to ask: a Click & Sell basket, or an empty one. */
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'error' }
  | { status: 'ready'; byBranch: Map<string, BranchStock> };

/** A basket settles this long before its availability is asked. */
const SETTLE_MS = 300;

/**
 * Whether each branch can supply a Click & Collect basket: `GET /api/availability` per currency
 * (cached, and asked again after half a minute: others order meanwhile), combined per branch.
 * Pending while the basket changes faster than it settles.
 */
export function useBasketStock(way: Way, basket: readonly CartItem[]): BasketStock {
  const asks = way === 'Order' && fitsWay(basket, way) ? basketDemand(basket) : '';
  const settled = useDebouncedValue(asks, SETTLE_MS);
  const state = useQueries({
    queries: (settled ? settled.split('|') : []).map((demand) => {
      const [currency = '', amount = ''] = demand.split(':');
      return {
        queryKey: [...availabilityKeys, demand],
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          answer(
            api.GET('/api/availability', {
              params: { query: { currency, amount: Number(amount) } },
              signal,
            }),
          ),
        staleTime: 30_000,
      };
    }),
    combine: (results): BasketStock => {
      const answers = results.flatMap((result) => (result.data ? [result.data] : []));
      if (answers.length === results.length) {
        return { status: 'ready', byBranch: basketStock(answers) };
      }
      return results.some((result) => result.isError) ? { status: 'error' } : { status: 'pending' };
    },
  });
  if (!asks) return { status: 'idle' };
  return settled === asks ? state : { status: 'pending' };
}
