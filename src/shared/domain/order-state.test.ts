import { describe, expect, it } from 'vitest';
import { ORDER_ACTIONS, ORDER_STATUSES, allowedActions, nextStatus } from './order-state.ts';

describe('the order lifecycle', () => {
  const expected: Record<string, string | null> = {
    'Pending accept': 'Accepted',
    'Pending complete': null,
    'Pending delete': 'Deleted',
    'Accepted accept': null,
    'Accepted complete': 'Completed',
    'Accepted delete': 'Deleted',
    'Completed accept': null,
    'Completed complete': null,
    'Completed delete': 'Deleted',
    'Deleted accept': null,
    'Deleted complete': null,
    'Deleted delete': null,
  };

  it.each(
    ORDER_STATUSES.flatMap((status) => ORDER_ACTIONS.map((action) => [status, action] as const)),
  )('%s + %s', (status, action) => {
    expect(nextStatus(status, action)).toBe(expected[`${status} ${action}`]);
  });

  it('lists what staff may do in each status', () => {
    expect(allowedActions('Pending')).toEqual(['accept', 'delete']);
    expect(allowedActions('Accepted')).toEqual(['complete', 'delete']);
    expect(allowedActions('Completed')).toEqual(['delete']);
    expect(allowedActions('Deleted')).toEqual([]);
  });
});
