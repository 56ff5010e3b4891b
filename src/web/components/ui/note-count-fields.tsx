import { useId, type ComponentProps, type ReactNode } from 'react';
import { formatNote } from '#shared/domain/note-plan.ts';
import { noteKey } from '../../lib/notes.ts';
import { TextField } from './text-field.tsx';

interface NoteCountFieldsProps {
  legend: string;
  currency: string;
  /** The notes to count, in the order shown. */
  denominations: readonly number[];
  /** A note's input (its registration in the form) and its problem, by `noteKey`. */
  field: (key: string) => NoteFieldProps;
  disabled?: boolean;
  /** Props for the first field, such as `data-autofocus`. */
  firstFieldProps?: Record<string, unknown>;
  /** Said under a note's field, such as how many are there now; null: nothing to say. */
  hint?: (denomination: number) => ReactNode;
}

export type NoteFieldProps = ComponentProps<'input'> & { error?: string | undefined };

/** One number field per banknote ("€50 notes"), two or three to a row as the width allows. */
export function NoteCountFields({
  legend,
  currency,
  denominations,
  field,
  disabled = false,
  firstFieldProps,
  hint,
}: NoteCountFieldsProps) {
  const hintIdPrefix = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {denominations.map((denomination, index) => {
          const key = noteKey(denomination);
          const hintText = hint?.(denomination) ?? null;
          const hintId = hintText === null ? undefined : `${hintIdPrefix}-${index}`;
          return (
            <div key={key} data-testid="note-count">
              <TextField
                label={`${formatNote(currency, denomination)} notes`}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                autoComplete="off"
                {...field(key)}
                describedBy={hintId}
                disabled={disabled}
                {...(index === 0 ? firstFieldProps : undefined)}
              />
              {hintId && (
                <p id={hintId} className="mt-1 text-xs text-slate-600">
                  {hintText}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
