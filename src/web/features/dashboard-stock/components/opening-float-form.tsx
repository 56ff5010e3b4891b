import '#web/lib/zod-browser.ts';
import { z } from 'zod';
import { OpeningFloatBodySchema, type GbpTill } from '#shared/schemas/stock-operations.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { formatGbp } from '#web/lib/format.ts';
import { formatOrdinalDateTime } from '#web/lib/ordinal-date.ts';
import { fieldOf, typedNumber, useSchemaForm } from '#web/lib/schema-form.ts';
import { toast } from '#web/lib/toast.ts';
import { useSetOpeningFloat } from '../api/set-opening-float.ts';

const floatSchema = z
  .object({ amount: z.string() })
  .transform(({ amount }) => ({ amount: typedNumber(amount) }))
  .pipe(OpeningFloatBodySchema);

/**
 * The GBP the till opens the day with, entered at the day's start (and corrected until the
 * close): the GBP counted at the end of the day is set against it.
 */
export function OpeningFloatForm({
  branchKey,
  date,
  till,
}: {
  branchKey: string;
  date: string;
  till: GbpTill;
}) {
  const form = useSchemaForm(floatSchema, {
    amount: till.float === null ? '' : String(till.float),
  });
  const setFloat = useSetOpeningFloat(branchKey, date);
  const submit = form.handleSubmit((body) =>
    setFloat.mutate(body, {
      onSuccess: (saved) => toast.success(`Opening float ${formatGbp(saved.float ?? 0)} entered`),
      onError: (error) => form.setError('root.server', { message: error.message }),
    }),
  );
  const problem = form.formState.errors.root?.server?.message;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Opening float"
      className="space-y-2 rounded border border-slate-200 bg-white px-3 py-3 shadow-sm"
    >
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="Opening float (£)"
          hint="The GBP in the till when it opens"
          inputMode="decimal"
          autoComplete="off"
          {...fieldOf(form, 'amount')}
          className="w-full max-w-xs"
        />
        <button
          type="submit"
          disabled={setFloat.isPending}
          className="rounded border border-slate-300 bg-white px-4 py-2 font-semibold text-brand-900 hover:bg-slate-100 disabled:opacity-60"
        >
          {till.float === null ? 'Enter the float' : 'Correct the float'}
        </button>
      </div>
      <p data-testid="opening-float" className="text-sm text-slate-700">
        {till.float === null || till.floatSetAt === null
          ? 'No float entered yet: the GBP till is counted against it.'
          : `Float ${formatGbp(till.float)}, entered by ${till.floatSetBy ?? ''}, ${formatOrdinalDateTime(till.floatSetAt)}.`}
      </p>
      {problem && <FormAlert>{problem}</FormAlert>}
    </form>
  );
}
