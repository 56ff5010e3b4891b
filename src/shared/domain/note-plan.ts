/**
 * The notes an amount of foreign cash is paid in, from what a branch holds. Amounts and
 * denominations are in minor units (hundredths). What is below the series' smallest note is not
 * paid in notes: it is given back in GBP.
 */
export const NOTE_PREFERENCES = ['mixed', 'large', 'small'] as const;
export type NotePreference = (typeof NOTE_PREFERENCES)[number];

/** Notes of one denomination a branch can pay out now (Infinity where stock is not counted). */
export interface NoteStock {
  denominationMinor: number;
  available: number;
}

export interface PlannedNotes {
  denominationMinor: number;
  count: number;
}

export interface NotePlan {
  /** Largest denomination first. */
  notes: PlannedNotes[];
  /** What the notes add up to. */
  paidMinor: number;
  /** What is below the smallest note of the series: given back in GBP. */
  remainderMinor: number;
}

/**
 * Plans `amountMinor` from `stock` (the currency's whole series, with what is available of each),
 * honouring `preference`; null when the stock cannot pay everything down to below the series'
 * smallest note.
 */
export function planNotes(
  amountMinor: number,
  stock: readonly NoteStock[],
  _preference: NotePreference = 'mixed',
): NotePlan | null {
  const series = [...stock].sort((a, b) => b.denominationMinor - a.denominationMinor);
  const smallest = series.at(-1)?.denominationMinor;
  if (smallest === undefined) return null;
  const remainderMinor = amountMinor % smallest;
  let left = amountMinor - remainderMinor;
  const notes: PlannedNotes[] = [];
  for (const { denominationMinor, available } of series) {
    const count = Math.min(Math.floor(left / denominationMinor), available);
    if (count > 0) {
      notes.push({ denominationMinor, count });
      left -= count * denominationMinor;
    }
  }
  if (left !== 0) return null;
  return { notes, paidMinor: amountMinor - remainderMinor, remainderMinor };
}
