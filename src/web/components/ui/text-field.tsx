import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldError, fieldErrorId } from './field-error.tsx';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string | undefined;
  /** Ids of further text that explains the field, such as a checklist. */
  describedBy?: string | undefined;
  /** A line under the field that says what it takes. */
  hint?: ReactNode;
}

/** A labelled input whose error is announced with it. */
export function TextField({
  label,
  error,
  describedBy,
  hint,
  id,
  className,
  ...input
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const description = [error && fieldErrorId(inputId), hint && hintId, describedBy]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={description || undefined}
        className="mt-1 block w-full rounded border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none aria-invalid:border-red-600"
        {...input}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError fieldId={inputId} message={error} />
    </div>
  );
}
