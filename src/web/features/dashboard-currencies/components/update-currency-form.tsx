import { useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Currency } from '../../../../shared/schemas/currency.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCheckRate } from '../api/check-rate.ts';
import { useUpdateCurrency } from '../api/update-currency.ts';
import { checkCode, rateCheckState } from '../utils/rate-check-state.ts';
import { CheckButton } from './check-button.tsx';
import { CheckStatus } from './check-status.tsx';

/**
 * Update Currency: its name and margins (label, Sell, Buy); the code (value) is fixed, since
 * orders and the rate history refer to it. Update is enabled after a Check, then the page goes
 * back to the currency list.
 */
export function UpdateCurrencyForm({ currency }: { currency: Currency }) {
  const [fields, setFields] = useState({
    label: currency.label,
    Sell: String(currency.Sell),
    Buy: String(currency.Buy),
  });
  const check = useCheckRate();
  const update = useUpdateCurrency();
  const navigate = useNavigate();
  const state = rateCheckState(check, currency.value);

  const set = (name: keyof typeof fields) => (event: ChangeEvent<HTMLInputElement>) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  return (
    <form
      aria-labelledby="update-currency-heading"
      className="mt-6 max-w-xl space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (state.step !== 'checked') return;
        update.mutate(
          {
            value: currency.value,
            label: fields.label.trim(),
            Sell: Number(fields.Sell),
            Buy: Number(fields.Buy),
          },
          {
            onSuccess: (updated) => {
              toast.success(`Updated ${updated.value} currency`);
              void navigate('/dashboard/Currency');
            },
            onError: (error) => toast.error(error.message),
          },
        );
      }}
    >
      <h2 id="update-currency-heading" className="text-xl font-semibold text-brand-900">
        Update Currency
      </h2>
      <TextField
        label="Label"
        value={fields.label}
        onChange={set('label')}
        required
        maxLength={80}
        autoComplete="off"
      />
      <TextField label="Value" value={currency.value} readOnly />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Sell"
          type="number"
          step="any"
          min={-50}
          max={50}
          value={fields.Sell}
          onChange={set('Sell')}
          required
        />
        <TextField
          label="Buy"
          type="number"
          step="any"
          min={-50}
          max={50}
          value={fields.Buy}
          onChange={set('Buy')}
          required
        />
      </div>
      <p className="text-sm text-slate-600">
        Sell is the margin in percent when we sell this currency (Click &amp; Collect), Buy when we
        buy it back (Click &amp; Sell).
      </p>
      <CheckStatus state={state} code={currency.value} action="update it" />
      <div className="flex flex-wrap gap-3">
        <CheckButton state={state} onCheck={() => checkCode(check, currency.value)} />
        <button
          type="submit"
          disabled={state.step !== 'checked' || update.isPending}
          className="rounded bg-brand-900 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {update.isPending ? 'Updating…' : 'Update'}
        </button>
      </div>
    </form>
  );
}
