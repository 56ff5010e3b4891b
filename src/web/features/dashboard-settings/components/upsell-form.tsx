import '#web/lib/zod-browser.ts';
import { z } from 'zod';
import { UpsellBodySchema, type Upsell } from '#shared/schemas/settings.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { fieldOf, typedNumber, useSchemaForm } from '#web/lib/schema-form.ts';
import { toast } from '#web/lib/toast.ts';
import { useSaveUpsell } from '../api/save-upsell.ts';

/** The upsell as typed, checked by the server's own schema. */
const UpsellFormSchema = z
  .object({ text: z.string(), amount: z.string() })
  .transform(({ text, amount }) => ({ text, amount: typedNumber(amount) }))
  .pipe(UpsellBodySchema);

/** The spec's cut-off screen with a text and a number field: the storefront widget's upsell. */
export function UpsellForm({ upsell }: { upsell: Upsell }) {
  const form = useSchemaForm(UpsellFormSchema, {
    text: upsell.text,
    amount: String(upsell.amount),
  });
  const save = useSaveUpsell();

  return (
    <form
      aria-labelledby="upsell-heading"
      className="mt-6 max-w-xl space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      onSubmit={form.handleSubmit((body) =>
        save.mutate(body, {
          onSuccess: () => toast.success('Saved the upsell'),
          onError: (error) => toast.error(error.message),
        }),
      )}
    >
      <h2 id="upsell-heading" className="text-xl font-semibold text-brand-900">
        Upsell
      </h2>
      <p className="text-sm text-slate-600">
        A short line under the exchange widget on the home page, and the GBP amount it speaks of.
      </p>
      <TextField label="Upsell text" required maxLength={200} {...fieldOf(form, 'text')} />
      <TextField
        label="Amount (GBP)"
        type="number"
        min={0}
        step="0.01"
        required
        {...fieldOf(form, 'amount')}
      />
      <button
        type="submit"
        disabled={save.isPending}
        className="rounded bg-brand-900 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {save.isPending ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}
