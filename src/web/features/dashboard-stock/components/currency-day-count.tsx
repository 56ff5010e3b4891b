import { useId } from 'react';
import { formatNote } from '#shared/domain/note-plan.ts';
import { formatAmount } from '#shared/domain/pricing.ts';
import type { ExpectedCurrency } from '#shared/schemas/stock-operations.ts';
import { FieldError, fieldErrorId } from '#web/components/ui/field-error.tsx';
import type { NoteFieldProps } from '#web/components/ui/note-count-fields.tsx';
import { noteKey, notesValue, readCounts, type TypedCounts } from '#web/lib/notes.ts';
import { formatSignedAmount, formatSignedCount, varianceClass } from '../utils/variance.ts';

interface CurrencyDayCountProps {
  expected: ExpectedCurrency;
  open: boolean;
  onToggle: () => void;
  /** The counts as typed, by `noteKey`: the variances follow them. */
  typed: TypedCounts;
  /** A note's field, by `noteKey`. */
  field: (key: string) => NoteFieldProps;
  disabled: boolean;
}

const cell = 'px-1 py-1.5 text-right tabular-nums sm:px-2';

/**
 * One currency at the end of the day, a row that opens to count it: per note, what the ledger
 * expects, a field for the count and the variance as staff type. The row says what the notes
 * counted are worth against what was expected.
 */
export function CurrencyDayCount({
  expected,
  open,
  onToggle,
  typed,
  field,
  disabled,
}: CurrencyDayCountProps) {
  const idPrefix = useId();
  const code = expected.currency;
  const keys = expected.notes.map((note) => noteKey(note.denomination));
  const { counts } = readCounts(typed, keys, false);
  const countedNotes = expected.notes.flatMap((note) => {
    const count = counts[noteKey(note.denomination)];
    return count === undefined ? [] : [{ denomination: note.denomination, count }];
  });
  const allCounted = countedNotes.length === expected.notes.length;
  const countedValue = notesValue(countedNotes);
  const valueVariance = countedValue.minus(expected.value);
  const started = keys.some((key) => (typed[key] ?? '').trim() !== '');
  const panelId = `${idPrefix}-notes`;

  return (
    <section
      aria-labelledby={`${idPrefix}-heading`}
      data-testid="day-count"
      className="rounded border border-slate-200 bg-white px-3 py-2 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <h2 id={`${idPrefix}-heading`} className="font-semibold text-brand-900">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={onToggle}
            className="flex items-center gap-2 rounded py-1 hover:text-brand-700"
          >
            <span
              aria-hidden="true"
              className={`text-xs transition-transform ${open ? 'rotate-90' : ''}`}
            >
              ▶
            </span>
            {code}
          </button>
        </h2>
        <p className="text-sm text-slate-700 tabular-nums">
          Expected {formatAmount(expected.value)} {code}
          {allCounted ? (
            <>
              , counted {formatAmount(countedValue)} {code}: variance{' '}
              <span
                data-testid="currency-variance"
                className={`font-semibold ${varianceClass(valueVariance)}`}
              >
                {formatSignedAmount(valueVariance)} {code}
              </span>
            </>
          ) : (
            started && ', counting…'
          )}
        </p>
      </div>
      <div id={panelId} hidden={!open}>
        <table className="mt-2 w-full max-w-lg text-sm">
          <caption className="sr-only">{code} notes: expected, counted and variance</caption>
          <thead className="text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-1 py-1 text-left sm:px-2">
                Note
              </th>
              <th scope="col" className="px-1 py-1 text-right sm:px-2">
                Expected
              </th>
              <th scope="col" className="px-1 py-1 text-right sm:px-2">
                Counted
              </th>
              <th scope="col" className="px-1 py-1 text-right sm:px-2">
                Variance
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {expected.notes.map((note) => {
              const key = noteKey(note.denomination);
              const inputId = `${idPrefix}-${key}`;
              const { error, ...input } = field(key);
              const count = counts[key];
              const difference = count === undefined ? undefined : count - note.count;
              const name = formatNote(code, note.denomination);
              return (
                <tr key={key} data-testid="day-count-note">
                  <th
                    scope="row"
                    className="px-1 py-1.5 text-left font-medium whitespace-nowrap sm:px-2"
                  >
                    {name}
                  </th>
                  <td className={cell}>{note.count}</td>
                  <td className="px-1 py-1.5 text-right sm:px-2">
                    <label htmlFor={inputId} className="sr-only">
                      {name} notes counted
                    </label>
                    <input
                      id={inputId}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      step={1}
                      autoComplete="off"
                      {...input}
                      disabled={disabled}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? fieldErrorId(inputId) : undefined}
                      className="w-16 rounded border border-slate-300 bg-white px-2 py-1 text-right text-base tabular-nums shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none aria-invalid:border-red-600"
                    />
                    <FieldError fieldId={inputId} message={error} />
                  </td>
                  <td className={cell}>
                    <output
                      htmlFor={inputId}
                      data-testid="note-variance"
                      className={difference === undefined ? '' : varianceClass(difference)}
                    >
                      {difference === undefined ? '—' : formatSignedCount(difference)}
                    </output>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
