import { useForm } from 'react-hook-form';
import type { Upsell } from '#shared/schemas/settings.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { toast } from '#web/lib/toast.ts';
import { useSaveUpsell } from '../api/save-upsell.ts';

/** The spec's cut-off screen with a text and a number field: the storefront widget's upsell. */
export function UpsellForm({ upsell }: { upsell: Upsell }) {
  const { register, handleSubmit } = useForm({
    defaultValues: { text: upsell.text, amount: String(upsell.amount) },
  });
  const save = useSaveUpsell();

  return (
    <form
      aria-labelledby="upsell-heading"
      className="mt-6 max-w-xl space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      onSubmit={handleSubmit(({ text, amount }) =>
        save.mutate(
          { text: text.trim(), amount: Number(amount) },
          {
            onSuccess: () => toast.success('Saved the upsell'),
            onError: (error) => toast.error(error.message),
          },
        ),
      )}
    >
      <h2 id="upsell-heading" className="text-xl font-semibold text-brand-900">
        Upsell
      </h2>
      <p className="text-sm text-slate-600">
        A short line under the exchange widget on the home page, and the GBP amount it speaks of.
      </p>
      <TextField label="Upsell text" required maxLength={200} {...register('text')} />
      <TextField
        label="Amount (GBP)"
        type="number"
        min={0}
        step="0.01"
        required
        {...register('amount')}
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
