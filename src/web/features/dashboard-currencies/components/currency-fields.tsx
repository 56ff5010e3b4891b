import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '#web/components/ui/text-field.tsx';

type Field = 'label' | 'Sell' | 'Buy';

interface CurrencyFieldsProps {
  /** A field's registration and its problem: `(name) => fieldOf(form, name)`. */
  field: (name: Field) => UseFormRegisterReturn & { error: string | undefined };
  /** The inputs' labels. */
  labels: Record<Field, string>;
  placeholders?: { Sell: string; Buy: string };
  /** Stands between the name and the margins. */
  children?: ReactNode;
}

/** The name input, then the Sell and Buy margins side by side. */
export function CurrencyFields({ field, labels, placeholders, children }: CurrencyFieldsProps) {
  const margin = (name: 'Sell' | 'Buy') => (
    <TextField
      label={labels[name]}
      type="number"
      step="any"
      min={-50}
      max={50}
      required
      placeholder={placeholders?.[name]}
      {...field(name)}
    />
  );
  return (
    <>
      <TextField
        label={labels.label}
        required
        maxLength={80}
        autoComplete="off"
        {...field('label')}
      />
      {children}
      <div className="grid gap-4 sm:grid-cols-2">
        {margin('Sell')}
        {margin('Buy')}
      </div>
    </>
  );
}
