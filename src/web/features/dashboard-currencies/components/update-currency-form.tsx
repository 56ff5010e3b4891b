import '#web/lib/zod-browser.ts';
import { useNavigate } from 'react-router';
import { UpdateCurrencyBodySchema, type Currency } from '#shared/schemas/currency.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { fieldOf, useSchemaForm } from '#web/lib/schema-form.ts';
import { toast } from '#web/lib/toast.ts';
import { useUpdateCurrency } from '../api/update-currency.ts';
import { useCurrencyCheck } from '../hooks/use-currency-check.ts';
import { CurrencyCheckForm } from './currency-check-form.tsx';
import { CurrencyFields } from './currency-fields.tsx';

/** The name and margins as the server checks them; the code is the currency's own. */
const UpdateCurrencyFormSchema = UpdateCurrencyBodySchema.omit({ value: true });

/**
 * Update Currency: its name and margins (label, Sell, Buy); the code (value) is fixed, since
 * orders and the rate history refer to it. Update is enabled after a Check, then the page goes
 * back to the currency list.
 */
export function UpdateCurrencyForm({ currency }: { currency: Currency }) {
  const form = useSchemaForm(UpdateCurrencyFormSchema, {
    label: currency.label,
    Sell: String(currency.Sell),
    Buy: String(currency.Buy),
  });
  const update = useUpdateCurrency();
  const navigate = useNavigate();
  const check = useCurrencyCheck(currency.value);

  const submit = form.handleSubmit((body) =>
    update.mutate(
      { value: currency.value, ...body },
      {
        onSuccess: (updated) => {
          toast.success(`Updated ${updated.value} currency`);
          void navigate('/dashboard/Currency');
        },
        onError: (error) => toast.error(error.message),
      },
    ),
  );

  return (
    <CurrencyCheckForm
      headingId="update-currency-heading"
      title="Update Currency"
      check={check}
      action="update it"
      submitLabel="Update"
      pendingLabel="Updating…"
      pending={update.isPending}
      onSubmit={(event) => void submit(event)}
    >
      <CurrencyFields
        field={(name) => fieldOf(form, name)}
        labels={{ label: 'Label', Sell: 'Sell', Buy: 'Buy' }}
      >
        <TextField label="Value" value={currency.value} readOnly />
      </CurrencyFields>
      <p className="text-sm text-slate-600">
        Sell is the margin in percent when we sell this currency (Click &amp; Collect), Buy when we
        buy it back (Click &amp; Sell).
      </p>
    </CurrencyCheckForm>
  );
}
