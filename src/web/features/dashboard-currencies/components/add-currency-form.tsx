import { useState, type ChangeEvent } from 'react';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useAddCurrency } from '../api/add-currency.ts';
import { useCheckRate } from '../api/check-rate.ts';
import { checkCode, rateCheckState } from '../utils/rate-check-state.ts';
import { CheckButton } from './check-button.tsx';
import { CheckStatus } from './check-status.tsx';

const EMPTY = { value: '', label: '', Sell: '', Buy: '' };

/**
 * Add New Currency: the code must pass the Check before Add is enabled, and Add sends the rate
 * the Check found. A success clears the four inputs.
 */
export function AddCurrencyForm() {
  const [fields, setFields] = useState(EMPTY);
  const check = useCheckRate();
  const add = useAddCurrency();
  const code = fields.value.trim().toUpperCase();
  const state = rateCheckState(check, code);

  const set = (name: keyof typeof EMPTY) => (event: ChangeEvent<HTMLInputElement>) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  return (
    <form
      aria-labelledby="add-currency-heading"
      className="mt-6 max-w-xl space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (state.step !== 'checked') return;
        add.mutate(
          {
            value: code,
            label: fields.label.trim(),
            Sell: Number(fields.Sell),
            Buy: Number(fields.Buy),
            Rate: state.rate,
          },
          {
            onSuccess: (added) => {
              toast.success(`Added ${added.value} currency`);
              setFields(EMPTY);
              check.reset();
            },
            onError: (error) => toast.error(error.message),
          },
        );
      }}
    >
      <h2 id="add-currency-heading" className="text-xl font-semibold text-brand-900">
        Add New Currency
      </h2>
      <TextField
        label="Currency Name"
        value={fields.value}
        onChange={set('value')}
        required
        maxLength={3}
        pattern="[A-Za-z]{3}"
        autoComplete="off"
        placeholder="e.g. ISK"
      />
      <TextField
        label="Country Name"
        value={fields.label}
        onChange={set('label')}
        required
        maxLength={80}
        autoComplete="off"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Sell Rate"
          type="number"
          step="any"
          min={-50}
          max={50}
          value={fields.Sell}
          onChange={set('Sell')}
          required
          placeholder="margin in %, e.g. -3.5"
        />
        <TextField
          label="Buy Rate"
          type="number"
          step="any"
          min={-50}
          max={50}
          value={fields.Buy}
          onChange={set('Buy')}
          required
          placeholder="margin in %, e.g. 3.5"
        />
      </div>
      <CheckStatus state={state} code={code} action="add it" />
      <div className="flex flex-wrap gap-3">
        <CheckButton state={state} onCheck={() => checkCode(check, code)} />
        <button
          type="submit"
          disabled={state.step !== 'checked' || add.isPending}
          className="rounded bg-brand-900 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {add.isPending ? 'Adding…' : 'Add'}
        </button>
      </div>
    </form>
  );
}
