/**
 * Notes as the API speaks of them (keyed by face value in major units: `{ "50": 20 }`) and as
 * the ledger keeps them (denominations in minor units: 5000).
 */
import { fromMinorUnits, toMinorUnits } from '#shared/domain/pricing.ts';
import { AppError } from '../../errors.ts';

export interface NoteCount {
  denominationMinor: number;
  count: number;
}

/**
 * The counts keyed by face value, each checked against the currency's `series` (minor units):
 * a note the currency is not sold in is 400, its issue at `path`.<face value>.
 */
export function countsInMinor(
  counts: Record<string, number>,
  series: readonly number[],
  currency: string,
  path: string,
): NoteCount[] {
  const issues = Object.keys(counts)
    .filter((face) => !series.includes(toMinorUnits(face)))
    .map((face) => ({ path: `${path}.${face}`, message: `${currency} has no ${face} note` }));
  if (issues.length > 0) {
    throw new AppError('BAD_REQUEST', issues.map((issue) => issue.message).join('; '), issues);
  }
  return Object.entries(counts).map(([face, count]) => ({
    denominationMinor: toMinorUnits(face),
    count,
  }));
}

/** `{ denomination, count }` lines, face values in major units, largest first. */
export function noteLines(notes: readonly NoteCount[]) {
  return [...notes]
    .sort((a, b) => b.denominationMinor - a.denominationMinor)
    .map(({ denominationMinor, count }) => ({
      denomination: fromMinorUnits(denominationMinor).toNumber(),
      count,
    }));
}

/** What the notes add up to, in minor units. */
export function valueMinor(notes: readonly NoteCount[]): number {
  return notes.reduce((sum, note) => sum + note.denominationMinor * note.count, 0);
}

/** Minor units of a currency as the API gives values: major units. */
export const major = (minor: number) => fromMinorUnits(minor).toNumber();
