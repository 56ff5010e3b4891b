import '#web/lib/zod-browser.ts';
import { useState, type FormEvent } from 'react';
import { formatNote } from '#shared/domain/note-plan.ts';
import { DenominationsBodySchema } from '#shared/schemas/stock.ts';
import { QueryFallback } from '#web/components/ui/query-fallback.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useDenominations } from '#web/lib/api/get-denominations.ts';
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

function DenominationsEditor({ currency, saved }: { currency: string; saved: readonly number[] }) {
  const [text, setText] = useState(saved.join(', '));
  const [problem, setProblem] = useState<string>();
  const save = useSaveDenominations();
  const typed = readList(text);
  const preview = typed.filter((value) => Number.isFinite(value) && value > 0);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = DenominationsBodySchema.safeParse({ denominations: typed });
    if (!parsed.success) {
      return setProblem(
        typed.some(Number.isNaN)
          ? 'Give face values such as 5, 10, 20'
          : parsed.error.issues[0]?.message,
      );
    }
    setProblem(undefined);
    save.mutate(
      { currency, denominations: parsed.data.denominations },
      {
        onSuccess: (result) => {
          toast.success(`Saved the ${currency} notes`);
          setText(result.denominations.join(', '));
        },
        onError: (error) => setProblem(error.message),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <TextField
        label="Notes (comma-separated, e.g. 5, 10, 20)"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={problem}
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
