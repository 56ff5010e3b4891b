import { describe, expect, it } from 'vitest';
import type { BranchAvailability } from '#shared/schemas/stock.ts';
import { basketStock, stockLabel, stockProblem } from './branch-stock.ts';

const now = (branch: string): BranchAvailability => ({
  branch,
  available: true,
  from: null,
  onRequest: false,
});
const from = (branch: string, day: string | null): BranchAvailability => ({
  branch,
  available: false,
  from: day,
  onRequest: false,
});
const onRequest = (branch: string): BranchAvailability => ({
  branch,
  available: true,
  from: null,
  onRequest: true,
});

describe('basketStock', () => {
  it('takes the worst of the currencies at each branch, the latest day among days', () => {
    const euros = [now('a'), now('b'), from('c', '2026-11-26'), now('d'), onRequest('e')];
    const dollars = [now('a'), onRequest('b'), from('c', '2026-11-28'), from('d', null), now('e')];
    expect(Object.fromEntries(basketStock([euros, dollars]))).toEqual({
      a: { kind: 'in-stock' },
      b: { kind: 'on-request' },
      c: { kind: 'from', date: '2026-11-28' },
      d: { kind: 'none' },
      e: { kind: 'on-request' },
    });
  });

  it('puts a day before on request, and never before a day', () => {
    const stock = basketStock([
      [from('a', '2026-11-26'), onRequest('b')],
      [onRequest('a'), from('b', null)],
    ]);
    expect(stock.get('a')).toEqual({ kind: 'from', date: '2026-11-26' });
    expect(stock.get('b')).toEqual({ kind: 'none' });
  });

  it('counts a branch one currency leaves out as unable to supply it', () => {
    expect(basketStock([[now('a'), now('b')], [now('a')]]).get('b')).toEqual({ kind: 'none' });
  });
});

describe('stockLabel and stockProblem', () => {
  it('say where the basket is in stock, from when, on request or not at all', () => {
    expect(stockLabel({ kind: 'in-stock' }, 'Brighton')).toBe('In stock at Brighton');
    expect(stockLabel({ kind: 'from', date: '2026-11-26' }, 'Worthing')).toBe(
      'Available at Worthing from Thursday 26 November',
    );
    expect(stockLabel({ kind: 'on-request' }, 'Chichester')).toBe(
      'On request at Chichester: we confirm before you collect',
    );
    expect(stockLabel({ kind: 'none' }, 'London')).toBe('Not available at London');
  });

  it('let the order go on in stock or on request only', () => {
    expect(stockProblem({ kind: 'in-stock' }, 'Brighton')).toBeNull();
    expect(stockProblem({ kind: 'on-request' }, 'Brighton')).toBeNull();
    expect(stockProblem(undefined, 'Brighton')).toBeNull();
    expect(stockProblem({ kind: 'none' }, 'Brighton')).toBe(
      'Brighton cannot supply this basket now: please choose a branch marked In stock',
    );
    expect(stockProblem({ kind: 'from', date: '2026-11-26' }, 'Worthing')).toBe(
      'Worthing can supply this basket from Thursday 26 November: please choose a branch marked In stock, or come back then',
    );
  });
});
