import { Decimal } from 'decimal.js';
import { formatNote } from '#shared/domain/note-plan.ts';
import { formatAmount } from '#shared/domain/pricing.ts';
import type { DayCloseBody, ExpectedCurrency } from '#shared/schemas/stock-operations.ts';
import { noteKey } from '#web/lib/notes.ts';
import { formatSignedAmount, formatSignedCount, varianceClass } from '../utils/variance.ts';

/** One note counted away from what the ledger expects. */
interface NoteVariance {
  denomination: number;
  expected: number;
  counted: number;
}

/**
 * Per currency counted (in the order expected), what its count comes to against the ledger and
 * the notes that differ; a note left out of a counted currency counts 0, as the server reads it.
 */
export function variancesOf(expected: readonly ExpectedCurrency[], counts: DayCloseBody['counts']) {
  return expected.flatMap(({ currency, notes, value }) => {
    const counted = counts[currency];
    if (!counted) return [];
    const lines = notes.map((note): NoteVariance => ({
      denomination: note.denomination,
      expected: note.count,
      counted: counted[noteKey(note.denomination)] ?? 0,
    }));
    const countedValue = lines.reduce(
      (sum, line) => sum.plus(new Decimal(line.denomination).times(line.counted)),
      new Decimal(0),
    );
    return [
      {
        currency,
        expected: value,
        counted: countedValue,
        variance: countedValue.minus(value),
        notes: lines.filter((line) => line.counted !== line.expected),
      },
    ];
  });
}

/**
 * What closing records, before it does: per currency counted, counted against expected and the
 * variance in money, then each note that differs, in notes and in money.
 */
export function DayCloseVariances({
  expected,
  counts,
  gbp,
}: {
  expected: readonly ExpectedCurrency[];
  counts: DayCloseBody['counts'];
  /** The GBP till, when counted. */
  gbp?: { counted: number; expected: number } | undefined;
}) {
  const tills = [
    ...(gbp
      ? [
          {
            currency: 'GBP',
            expected: gbp.expected,
            counted: new Decimal(gbp.counted),
            variance: new Decimal(gbp.counted).minus(gbp.expected),
            notes: [],
          },
        ]
      : []),
    ...variancesOf(expected, counts),
  ];
  return (
    <ul aria-label="Variances to record" className="space-y-2 text-sm tabular-nums">
      {tills.map((currency) => (
        <li key={currency.currency} data-testid="close-variance">
          <p>
            <span className="font-semibold">{currency.currency}</span>: counted{' '}
            {formatAmount(currency.counted)}, expected {formatAmount(currency.expected)}:{' '}
            {currency.variance.isZero() ? (
              'no variance'
            ) : (
              <span className={`font-semibold ${varianceClass(currency.variance)}`}>
                {formatSignedAmount(currency.variance)} {currency.currency}
              </span>
            )}
          </p>
          {currency.notes.length > 0 && (
            <ul className="mt-1 space-y-0.5 pl-4 text-slate-700">
              {currency.notes.map((note) => {
                const difference = note.counted - note.expected;
                return (
                  <li key={note.denomination} data-testid="close-note-variance">
                    {formatNote(currency.currency, note.denomination)}: {note.counted} counted,{' '}
                    {note.expected} expected:{' '}
                    <span className={varianceClass(difference)}>
                      {formatSignedCount(difference)}{' '}
                      {Math.abs(difference) === 1 ? 'note' : 'notes'},{' '}
                      {formatSignedAmount(new Decimal(note.denomination).times(difference))}{' '}
                      {currency.currency}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
