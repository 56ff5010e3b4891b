import '#web/lib/zod-browser.ts';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { formatNote } from '#shared/domain/note-plan.ts';
import { DenominationsBodySchema } from '#shared/schemas/stock.ts';
import { QueryFallback } from '#web/components/ui/query-fallback.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useDenominations } from '#web/lib/api/get-denominations.ts';
import { fieldOf, useSchemaForm } from '#web/lib/schema-form.ts';
import { toast } from '#web/lib/toast.ts';
import { useSaveDenominations } from '../api/save-denominations.ts';

/** "5, 10, 20" as numbers, smallest first; a part that is not a number stays NaN for the schema. */
function readList(text: string): number[] {
  return text
    .split(/[,\s]+/)
    .filter(Boolean)
    .map((part) => (/^\d+(\.\d+)?$/.test(part) ? Number(part) : Number.NaN))
    .sort((a, b) => a - b);
}

/** The list as typed, read as numbers and checked by the server's own schema. */
const DenominationsFormSchema = z.object({ text: z.string() }).transform(({ text }, context) => {
  const typed = readList(text);
  const parsed = DenominationsBodySchema.safeParse({ denominations: typed });
  if (parsed.success) return parsed.data;
  context.addIssue({
    code: 'custom',
    path: ['text'],
    message: typed.some(Number.isNaN)
      ? 'Give face values such as 5, 10, 20'
      : parsed.error.issues[0]?.message,
  });
  return z.NEVER;
});

function DenominationsEditor({ currency, saved }: { currency: string; saved: readonly number[] }) {
  const form = useSchemaForm(DenominationsFormSchema, { text: saved.join(', ') });
  const save = useSaveDenominations();
  const typed = readList(useWatch({ control: form.control, name: 'text' }));
  const preview = typed.filter((value) => Number.isFinite(value) && value > 0);

  const submit = form.handleSubmit(({ denominations }) =>
    save.mutate(
      { currency, denominations },
      {
        onSuccess: (result) => {
          toast.success(`Saved the ${currency} notes`);
          form.reset({ text: result.denominations.join(', ') });
        },
        onError: (error) => form.setError('text', { message: error.message }),
      },
    ),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <TextField
        label="Notes (comma-separated, e.g. 5, 10, 20)"
        inputMode="decimal"
        autoComplete="off"
        {...fieldOf(form, 'text')}
        disabled={save.isPending}
      />
      <p className="text-sm text-slate-700">
        {preview.length > 0 ? (
          <>
            Sold in:{' '}
            <span data-testid="denominations-preview">
              {preview.map((value) => formatNote(currency, value)).join(', ')}
            </span>
          </>
        ) : (
          'No notes yet.'
        )}
      </p>
      <button
        type="submit"
        disabled={save.isPending}
        className="rounded bg-brand-900 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {save.isPending ? 'Saving…' : 'Save notes'}
      </button>
    </form>
  );
}

/**
 * The banknotes a currency is sold in, as a list to edit. Coins are not sold; a note a branch
 * still holds cannot be removed (the server names the branch).
 */
export function DenominationsForm({ currency }: { currency: string }) {
  const denominations = useDenominations(currency);
  return (
    <section
      aria-labelledby="denominations-heading"
      className="mt-8 max-w-xl space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="denominations-heading" className="text-xl font-semibold text-brand-900">
        Banknotes
      </h2>
      <p className="text-slate-700">
        The notes {currency} is sold in. Orders are paid in these; what is below the smallest is
        given back in GBP.
      </p>
      {denominations.data ? (
        <DenominationsEditor
          key={denominations.data.denominations.join()}
          currency={currency}
          saved={denominations.data.denominations}
        />
      ) : (
        <QueryFallback isError={denominations.isError} what={`the ${currency} notes`} />
      )}
    </section>
  );
}
