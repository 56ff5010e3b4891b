import { TextField } from '#web/components/ui/text-field.tsx';

/** The search that narrows a branch's currencies, on the Stock screen and in a day's count. */
export function FindCurrencyField({
  value,
  onChange,
}: {
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <TextField
      label="Find a currency"
      type="search"
      placeholder="e.g. EUR"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className="max-w-xs"
    />
  );
}
