import '#web/lib/zod-browser.ts';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { AddCurrencyBodySchema, CurrencyCodeSchema } from '#shared/schemas/currency.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { fieldOf, useSchemaForm } from '#web/lib/schema-form.ts';
import { toast } from '#web/lib/toast.ts';
import { useAddCurrency } from '../api/add-currency.ts';
import { useCurrencyCheck } from '../hooks/use-currency-check.ts';
import { CurrencyCheckForm } from './currency-check-form.tsx';
import { CurrencyFields } from './currency-fields.tsx';

/**
 * The four inputs as the server checks them (the code may come with spaces around it); the rate
 * comes from the Check.
 */
const AddCurrencyFormSchema = AddCurrencyBodySchema.omit({ Rate: true }).extend({
  value: z.string().trim().pipe(CurrencyCodeSchema),
});

const EMPTY = { value: '', label: '', Sell: '', Buy: '' };

/**
 * Add New Currency: the code must pass the Check before Add is enabled, and Add sends the rate
 * the Check found. A success clears the four inputs.
 */
export function AddCurrencyForm() {
  const form = useSchemaForm(AddCurrencyFormSchema, EMPTY);
  const add = useAddCurrency();
  const code = useWatch({ control: form.control, name: 'value' }).trim().toUpperCase();
  const check = useCurrencyCheck(code);

  const submit = form.handleSubmit(({ value, ...fields }) => {
    if (check.state.step !== 'checked') return;
    add.mutate(
      { value, ...fields, Rate: check.state.rate },
      {
        onSuccess: (added) => {
          toast.success(`Added ${added.value} currency`);
          form.reset();
          check.reset();
        },
        onError: (error) => toast.error(error.message),
      },
    );
  });

  return (
    <CurrencyCheckForm
      headingId="add-currency-heading"
      title="Add New Currency"
      check={check}
      action="add it"
      submitLabel="Add"
      pendingLabel="Adding…"
      pending={add.isPending}
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        label="Currency Name"
        required
        maxLength={3}
        pattern="[A-Za-z]{3}"
        autoComplete="off"
        placeholder="e.g. ISK"
        {...fieldOf(form, 'value')}
      />
      <CurrencyFields
        field={(name) => fieldOf(form, name)}
        labels={{ label: 'Country Name', Sell: 'Sell Rate', Buy: 'Buy Rate' }}
        placeholders={{ Sell: 'margin in %, e.g. -3.5', Buy: 'margin in %, e.g. 3.5' }}
      />
    </CurrencyCheckForm>
  );
}
