import type { CurrencyStock } from '#shared/schemas/stock.ts';

/** A currency's notes to count or move, largest first: its series, and any note still held. */
export function noteSeries(stock: CurrencyStock | undefined, series: readonly number[]): number[] {
  const all = new Set([...series, ...(stock?.notes ?? []).map((note) => note.denomination)]);
  return [...all].sort((a, b) => b - a);
}
