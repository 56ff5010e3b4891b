import { useId, type ComponentProps } from 'react';
import { FieldError, fieldErrorId } from './field-error.tsx';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string | undefined;
  /** Ids of further text that explains the field, such as a checklist. */
  describedBy?: string | undefined;
}

/** A labelled input whose error is announced with it. */
export function TextField({ label, error, describedBy, id, className, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const description = [error && fieldErrorId(inputId), describedBy].filter(Boolean).join(' ');
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
      <FieldError fieldId={inputId} message={error} />
    </div>
  );
}
