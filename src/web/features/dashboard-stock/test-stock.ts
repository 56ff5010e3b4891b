/** Stock as the server answers it, for this feature's tests. */
import type { CurrencyStock } from '#shared/schemas/stock.ts';

type Notes = Array<[denomination: number, onHand: number, reserved?: number]>;

/** A currency at Brighton with these notes; the totals are what the notes add up to. */
export function aStock(currency: string, notes: Notes, extra: Partial<CurrencyStock> = {}) {
  const lines = notes.map(([denomination, onHand, reserved = 0]) => ({
    denomination,
    onHand,
    reserved,
    available: onHand - reserved,
  }));
  const value = (field: 'onHand' | 'reserved' | 'available') =>
    lines.reduce((sum, line) => sum + line.denomination * line[field], 0);
  return {
    branch: 'brighton',
    currency,
    tracked: true,
    lowBelow: null,
    low: false,
    notes: lines,
    onHand: value('onHand'),
    reserved: value('reserved'),
    available: value('available'),
    ...extra,
  } satisfies CurrencyStock;
}
