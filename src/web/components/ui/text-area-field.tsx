import { useId, type ComponentProps } from 'react';
import { FieldError, fieldErrorId } from './field-error.tsx';

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  /** A line under the label saying what the text is for. */
  hint?: string | undefined;
  error?: string | undefined;
}

/** A labelled <textarea> whose hint and error are announced with it: TextField for longer text. */
export function TextAreaField({
  label,
  hint,
  error,
  id,
  className,
  ...textarea
}: TextAreaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = `${fieldId}-hint`;
  const description = [hint && hintId, error && fieldErrorId(fieldId)].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={description || undefined}
        className="mt-1 block w-full rounded border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none aria-invalid:border-red-600"
        {...textarea}
      />
      <FieldError fieldId={fieldId} message={error} />
    </div>
  );
}
