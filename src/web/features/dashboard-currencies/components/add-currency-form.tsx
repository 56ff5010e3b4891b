import { useForm, useWatch } from 'react-hook-form';
import { TextField } from '#web/components/ui/text-field.tsx';
import { toast } from '#web/lib/toast.ts';
import { useAddCurrency } from '../api/add-currency.ts';
import { useCurrencyCheck } from '../hooks/use-currency-check.ts';
import { CurrencyCheckForm } from './currency-check-form.tsx';
import { CurrencyFields, currencyFieldsBody } from './currency-fields.tsx';

const EMPTY = { value: '', label: '', Sell: '', Buy: '' };

/**
 * Add New Currency: the code must pass the Check before Add is enabled, and Add sends the rate
 * the Check found. A success clears the four inputs.
 */
export function AddCurrencyForm() {
  const { register, control, getValues, reset } = useForm({ defaultValues: EMPTY });
  const add = useAddCurrency();
  const code = useWatch({ control, name: 'value' }).trim().toUpperCase();
  const check = useCurrencyCheck(code);

  return (
    <CurrencyCheckForm
      headingId="add-currency-heading"
      title="Add New Currency"
      check={check}
      action="add it"
      submitLabel="Add"
      pendingLabel="Adding…"
      pending={add.isPending}
      onSubmit={(rate) =>
        add.mutate(
          { value: code, ...currencyFieldsBody(getValues()), Rate: rate },
          {
            onSuccess: (added) => {
              toast.success(`Added ${added.value} currency`);
              reset();
              check.reset();
            },
            onError: (error) => toast.error(error.message),
          },
        )
      }
    >
      <TextField
        label="Currency Name"
        required
        maxLength={3}
        pattern="[A-Za-z]{3}"
        autoComplete="off"
        placeholder="e.g. ISK"
        {...register('value')}
      />
      <CurrencyFields
        register={register}
        labels={{ label: 'Country Name', Sell: 'Sell Rate', Buy: 'Buy Rate' }}
        placeholders={{ Sell: 'margin in %, e.g. -3.5', Buy: 'margin in %, e.g. 3.5' }}
      />
    </CurrencyCheckForm>
  );
}
