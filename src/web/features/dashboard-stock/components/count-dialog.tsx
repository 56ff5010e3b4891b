import '#web/lib/zod-browser.ts';
import { z } from 'zod';
import { STOCK_REASONS, StockCountsBodySchema, type CurrencyStock } from '#shared/schemas/stock.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { NoteCountFields } from '#web/components/ui/note-count-fields.tsx';
import { SaveOrCancel } from '#web/components/ui/save-or-cancel.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useDenominations } from '#web/lib/api/get-denominations.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { noteFieldName, noteIssues, noteKey, noteKeyOfField, readCounts } from '#web/lib/notes.ts';
import { fieldOf, useSchemaForm } from '#web/lib/schema-form.ts';
import { toast } from '#web/lib/toast.ts';
import { useCountStock } from '../api/count-stock.ts';
import { noteSeries } from './note-series.ts';
import { REASON_LABELS } from './stock-reasons.ts';

export interface CountRequest {
  branchKey: string;
  branchName: string;
  stock: CurrencyStock;
}

interface CountFormProps {
  request: CountRequest;
  count: ReturnType<typeof useCountStock>;
  onClose: () => void;
}

/**
 * The count as typed (each note's field by its `noteFieldName`), read with staff's rules for
 * note counts, every note required, then checked by the server's own schema.
 */
const CountFormSchema = z
  .object({
    counts: z.record(z.string(), z.string()),
    reason: z.enum(STOCK_REASONS),
    note: z.string(),
  })
  .transform(({ counts, reason, note }, context) => {
    const typed = Object.fromEntries(
      Object.entries(counts).map(([name, text]) => [noteKeyOfField(name), text]),
    );
    const read = readCounts(typed, Object.keys(typed), true);
    for (const [key, message] of Object.entries(read.errors)) {
      context.addIssue({ code: 'custom', message, path: ['counts', noteFieldName(key)] });
    }
    if (Object.keys(read.errors).length > 0) return z.NEVER;
    return { counts: read.counts, reason, ...(note.trim() && { note: note.trim() }) };
  })
  .pipe(StockCountsBodySchema);

function CountForm({ request, count, onClose }: CountFormProps) {
  const { branchKey, branchName, stock } = request;
  const series = useDenominations(stock.currency).data?.denominations ?? [];
  const notes = noteSeries(stock, series);
  const keys = notes.map(noteKey);
  const noteOf = (denomination: number) =>
    stock.notes.find((note) => note.denomination === denomination);
  // Each note's field starts at the count the branch holds now (a field the notes' series adds
  // once it loads takes its own, as the form has none for it).
  const form = useSchemaForm(CountFormSchema, { counts: {}, reason: 'counted', note: '' });
  const serverError = form.formState.errors.root?.server?.message;
  const busy = count.isPending;

  const submit = form.handleSubmit((body) =>
    count.mutate(
      { branchKey, currency: stock.currency, body },
      {
        onSuccess: () => {
          toast.success(`Saved the ${stock.currency} count at ${branchName}`);
          onClose();
        },
        onError: (error) => {
          const { byNote, rest } = noteIssues(error instanceof ApiError ? error.issues : [], keys);
          // In the order the notes are shown, the first taking the focus.
          const named = keys.filter((key) => byNote[key] !== undefined);
          named.forEach((key, index) =>
            form.setError(
              `counts.${noteFieldName(key)}`,
              { message: byNote[key] },
              { shouldFocus: index === 0 },
            ),
          );
          if (named.length === 0 || rest.length > 0) {
            form.setError('root.server', { message: rest[0]?.message ?? error.message });
          }
        },
      },
    ),
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="w-full space-y-4 text-left"
    >
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <NoteCountFields
        legend="Notes at the branch now"
        currency={stock.currency}
        denominations={notes}
        field={(key) => ({
          ...fieldOf(form, `counts.${noteFieldName(key)}`),
          defaultValue: String(noteOf(Number(key))?.onHand ?? 0),
        })}
        disabled={busy}
        firstFieldProps={{ 'data-autofocus': true }}
        hint={(denomination) => {
          const reserved = noteOf(denomination)?.reserved ?? 0;
          return reserved > 0 ? `${reserved} held for orders` : null;
        }}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label="Reason" {...form.register('reason')} disabled={busy}>
          {Object.entries(REASON_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Note (optional)"
          maxLength={200}
          autoComplete="off"
          {...fieldOf(form, 'note')}
          disabled={busy}
        />
      </div>
      <SaveOrCancel label="Save count" busy={busy} onCancel={onClose} />
    </form>
  );
}

/**
 * Counts a currency at a branch: one field per note, filled with what the branch holds now, and
 * the reason. The server refuses a count below what open orders hold; its words show at the note.
 */
export function CountDialog({
  request,
  onClose,
}: {
  request: CountRequest | null;
  onClose: () => void;
}) {
  const count = useCountStock();
  function close() {
    count.reset();
    onClose();
  }
  return (
    <ModalDialog
      open={request !== null}
      title={request ? `Count ${request.stock.currency} at ${request.branchName}` : ''}
      busy={count.isPending}
      onClose={close}
      description={<p>Give the notes there are now; those held for orders stay held.</p>}
    >
      {request && (
        <CountForm
          key={`${request.branchKey}-${request.stock.currency}`}
          request={request}
          count={count}
          onClose={close}
        />
      )}
    </ModalDialog>
  );
}
