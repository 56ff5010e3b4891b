import type { ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { TextField } from '#web/components/ui/text-field.tsx';

type Field = 'label' | 'Sell' | 'Buy';

/** A currency's name and its Sell and Buy margins (in percent), as typed. */
export type CurrencyFieldValues = Record<Field, string>;

interface CurrencyFieldsProps {
  register: UseFormRegister<CurrencyFieldValues>;
  /** The inputs' labels. */
  labels: Record<Field, string>;
  placeholders?: { Sell: string; Buy: string };
  /** Stands between the name and the margins. */
  children?: ReactNode;
}

/** The name input, then the Sell and Buy margins side by side. */
export function CurrencyFields({ register, labels, placeholders, children }: CurrencyFieldsProps) {
  const margin = (field: 'Sell' | 'Buy') => (
    <TextField
      label={labels[field]}
      type="number"
      step="any"
      min={-50}
      max={50}
      required
      placeholder={placeholders?.[field]}
      {...register(field)}
    />
  );
  return (
    <>
      <TextField
        label={labels.label}
        required
        maxLength={80}
        autoComplete="off"
        {...register('label')}
      />
      {children}
      <div className="grid gap-4 sm:grid-cols-2">
        {margin('Sell')}
        {margin('Buy')}
      </div>
    </>
  );
}

/** The name and margins as the API takes them. */
export function currencyFieldsBody(values: CurrencyFieldValues) {
  return { label: values.label.trim(), Sell: Number(values.Sell), Buy: Number(values.Buy) };
}
