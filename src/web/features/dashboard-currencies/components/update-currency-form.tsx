import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { Currency } from '#shared/schemas/currency.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { toast } from '#web/lib/toast.ts';
import { useUpdateCurrency } from '../api/update-currency.ts';
import { useCurrencyCheck } from '../hooks/use-currency-check.ts';
import { CurrencyCheckForm } from './currency-check-form.tsx';
import {
  CurrencyFields,
  currencyFieldsBody,
  type CurrencyFieldValues,
} from './currency-fields.tsx';

/**
 * Update Currency: its name and margins (label, Sell, Buy); the code (value) is fixed, since
 * orders and the rate history refer to it. Update is enabled after a Check, then the page goes
 * back to the currency list.
 */
export function UpdateCurrencyForm({ currency }: { currency: Currency }) {
  const { register, getValues } = useForm<CurrencyFieldValues>({
    defaultValues: {
      label: currency.label,
      Sell: String(currency.Sell),
      Buy: String(currency.Buy),
    },
  });
  const update = useUpdateCurrency();
  const navigate = useNavigate();
  const check = useCurrencyCheck(currency.value);

  return (
    <CurrencyCheckForm
      headingId="update-currency-heading"
      title="Update Currency"
      check={check}
      action="update it"
      submitLabel="Update"
      pendingLabel="Updating…"
      pending={update.isPending}
      onSubmit={() =>
        update.mutate(
          { value: currency.value, ...currencyFieldsBody(getValues()) },
          {
            onSuccess: (updated) => {
              toast.success(`Updated ${updated.value} currency`);
              void navigate('/dashboard/Currency');
            },
            onError: (error) => toast.error(error.message),
          },
        )
      }
    >
      <CurrencyFields register={register} labels={{ label: 'Label', Sell: 'Sell', Buy: 'Buy' }}>
        <TextField label="Value" value={currency.value} readOnly />
      </CurrencyFields>
      <p className="text-sm text-slate-600">
        Sell is the margin in percent when we sell this currency (Click &amp; Collect), Buy when we
        buy it back (Click &amp; Sell).
      </p>
    </CurrencyCheckForm>
  );
}
