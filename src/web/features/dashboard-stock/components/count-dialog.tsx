import { useState, type FormEvent } from 'react';
import { hasKey } from '#shared/objects.ts';
import type { CurrencyStock } from '#shared/schemas/stock.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { NoteCountFields } from '#web/components/ui/note-count-fields.tsx';
import { SaveOrCancel } from '#web/components/ui/save-or-cancel.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useDenominations } from '#web/lib/api/get-denominations.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { noteIssues, noteKey, readCounts, type TypedCounts } from '#web/lib/notes.ts';
import { toast } from '#web/lib/toast.ts';
import { useCountStock } from '../api/count-stock.ts';
import { useFocusFirstProblem } from '#web/lib/use-focus-first-problem.ts';
import { noteSeries } from './note-series.ts';
import { REASON_LABELS, type StockReason } from './stock-reasons.ts';

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

function CountForm({ request, count, onClose }: CountFormProps) {
  const { branchKey, branchName, stock } = request;
  const series = useDenominations(stock.currency).data?.denominations ?? [];
  const notes = noteSeries(stock, series);
  const keys = notes.map(noteKey);
  const noteOf = (denomination: number) =>
    stock.notes.find((note) => note.denomination === denomination);
  // What staff typed over the counts the branch holds now.
  const [typed, setTyped] = useState<TypedCounts>({});
  const values: TypedCounts = {
    ...Object.fromEntries(notes.map((d) => [noteKey(d), String(noteOf(d)?.onHand ?? 0)])),
    ...typed,
  };
  const [reason, setReason] = useState<StockReason>('counted');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useFocusFirstProblem(errors);
  const [serverError, setServerError] = useState<string>();
  const busy = count.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readCounts(values, keys, true);
    setErrors(read.errors);
    setServerError(undefined);
    if (Object.keys(read.errors).length > 0) return;
    count.mutate(
      {
        branchKey,
        currency: stock.currency,
        body: { counts: read.counts, reason, ...(note.trim() && { note: note.trim() }) },
      },
      {
        onSuccess: () => {
          toast.success(`Saved the ${stock.currency} count at ${branchName}`);
          onClose();
        },
        onError: (error) => {
          const { byNote, rest } = noteIssues(error instanceof ApiError ? error.issues : [], keys);
          setErrors(byNote);
          const named = Object.keys(byNote).length > 0;
          if (!named || rest.length > 0) setServerError(rest[0]?.message ?? error.message);
        },
      },
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="w-full space-y-4 text-left">
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <NoteCountFields
        legend="Notes at the branch now"
        currency={stock.currency}
        denominations={notes}
        values={values}
        errors={errors}
        disabled={busy}
        firstFieldProps={{ 'data-autofocus': true }}
        onChange={(key, value) => setTyped((before) => ({ ...before, [key]: value }))}
        hint={(denomination) => {
          const reserved = noteOf(denomination)?.reserved ?? 0;
          return reserved > 0 ? `${reserved} held for orders` : null;
        }}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Reason"
          value={reason}
          disabled={busy}
          onChange={({ target: { value } }) => {
            if (hasKey(REASON_LABELS, value)) setReason(value);
          }}
        >
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
          value={note}
          disabled={busy}
          onChange={(event) => setNote(event.target.value)}
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
