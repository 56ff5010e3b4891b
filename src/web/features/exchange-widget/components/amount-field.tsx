import { useId } from 'react';

interface AmountFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  /** The id of the message about this amount, when there is one. */
  errorId?: string | undefined;
  /** Off until the rates are in (and the page runs): nothing could be worked out before. */
  disabled?: boolean;
}

/** A numeric amount, never below 0, in pounds and pence (or the currency's two decimals). */
export function AmountField({
  label,
  value,
  onChange,
  onBlur,
  errorId,
  disabled = false,
}: AmountFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onFocus={(event) => event.target.select()}
        disabled={disabled}
        className="mt-1 block w-full rounded border border-slate-300 bg-white px-3 py-2 text-lg tabular-nums shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none"
      />
    </div>
  );
}
