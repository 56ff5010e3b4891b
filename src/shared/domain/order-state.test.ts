import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, allowedActions, nextStatus, type OrderMove } from './order-state.ts';

const MOVES: OrderMove[] = ['accept', 'complete', 'delete', 'cancel', 'expire'];

describe('the order lifecycle', () => {
  const allowed: Record<string, string> = {
    'Pending accept': 'Accepted',
    'Pending delete': 'Deleted',
    'Pending cancel': 'Cancelled',
    'Pending expire': 'Expired',
    'Accepted complete': 'Completed',
    'Accepted delete': 'Deleted',
    'Accepted cancel': 'Cancelled',
    'Accepted expire': 'Expired',
    'Completed delete': 'Deleted',
  };

  it.each(ORDER_STATUSES.flatMap((status) => MOVES.map((move) => [status, move] as const)))(
    '%s + %s',
    (status, move) => {
      expect(nextStatus(status, move)).toBe(allowed[`${status} ${move}`] ?? null);
    },
  );

  it('lists what staff may do in each status', () => {
    expect(allowedActions('Pending')).toEqual(['accept', 'delete']);
    expect(allowedActions('Accepted')).toEqual(['complete', 'delete']);
    expect(allowedActions('Completed')).toEqual(['delete']);
    for (const ended of ['Deleted', 'Cancelled', 'Expired'] as const) {
      expect(allowedActions(ended)).toEqual([]);
    }
  });
});
