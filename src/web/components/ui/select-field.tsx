import { useId, type ComponentProps } from 'react';
import { FieldError, fieldErrorId } from './field-error.tsx';

interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  error?: string | undefined;
}

/** A labelled <select> whose error is announced with it: TextField's twin for choices. */
export function SelectField({
  label,
  error,
  id,
  className,
  children,
  ...select
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldErrorId(selectId) : undefined}
        className="mt-1 block w-full rounded border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none aria-invalid:border-red-600"
        {...select}
      >
        {children}
      </select>
      <FieldError fieldId={selectId} message={error} />
    </div>
  );
}
