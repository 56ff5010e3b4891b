import '#web/lib/zod-browser.ts';
import { useMemo, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { formatAmount } from '#shared/domain/pricing.ts';
import { ukDate } from '#shared/domain/uk-time.ts';
import type { Branch } from '#shared/schemas/branch.ts';
import { NewTransferBodySchema } from '#shared/schemas/stock-operations.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { NoteCountFields } from '#web/components/ui/note-count-fields.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useDenominations } from '#web/lib/api/get-denominations.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { noteFieldName, noteIssues, noteKey, noteKeyOfField, readCounts } from '#web/lib/notes.ts';
import { fieldOf, useSchemaForm } from '#web/lib/schema-form.ts';
import { toast } from '#web/lib/toast.ts';
import { useBranchStock } from '../api/get-branch-stock.ts';
import { useRequestTransfer } from '../api/request-transfer.ts';
import { noteSeries } from './note-series.ts';

const FIELDS = ['from', 'to', 'currency', 'expectedDate'] as const;
type Field = (typeof FIELDS)[number];

/** The form field a server issue's path (`body.to`, `to`) names, if any. */
const fieldNamed = (path: string): Field | undefined =>
  FIELDS.find((field) => field === path.split('.').at(-1));

const branchName = (branches: readonly Branch[], key: string) =>
  branches.find((branch) => branch.key === key)?.name ?? key;

/**
 * The transfer as typed (each note's field by its `noteFieldName`), read with staff's rules,
 * then checked by the server's own schema. A problem with the notes as a whole is the form's
 * (`root.notes`), shown under them.
 */
const transferFormSchema = (branches: readonly Branch[]) =>
  z
    .object({
      from: z.string(),
      to: z.string(),
      currency: z.string(),
      expectedDate: z.string(),
      notes: z.record(z.string(), z.string()),
    })
    .transform(({ notes, ...fields }, context) => {
      const typed = Object.fromEntries(
        Object.entries(notes).map(([name, text]) => [noteKeyOfField(name), text]),
      );
      const read = readCounts(typed, Object.keys(typed), false);
      const problem = (path: string[], message: string) =>
        context.addIssue({ code: 'custom', message, path });
      if (fields.from === fields.to) problem(['to'], 'A transfer goes to another branch');
      if (!fields.currency) {
        problem(['currency'], `${branchName(branches, fields.from)} counts no currency to send`);
      }
      if (!fields.expectedDate) {
        problem(['expectedDate'], 'Choose the day the notes are expected');
      }
      for (const [key, message] of Object.entries(read.errors)) {
        problem(['notes', noteFieldName(key)], message);
      }
      if (Object.values(read.counts).every((count) => count === 0)) {
        problem(['root', 'notes'], 'Give at least one note');
      }
      return context.issues.length > 0 ? z.NEVER : { ...fields, notes: read.counts };
    })
    .pipe(NewTransferBodySchema);

/**
 * Requests a transfer: from one branch to another, a currency both count, the notes of each kind
 * and the day the receiver expects them. Nothing moves until the sender sends it.
 */
export function TransferForm({ branches }: { branches: readonly Branch[] }) {
  const nameOf = (key: string) => branchName(branches, key);
  const schema = useMemo(() => transferFormSchema(branches), [branches]);
  const form = useSchemaForm(schema, {
    from: branches[0]?.key ?? '',
    to: branches[1]?.key ?? '',
    currency: '',
    expectedDate: ukDate(new Date()),
    notes: {},
  });
  const { errors } = form.formState;
  const [from, chosenCurrency] = useWatch({ control: form.control, name: ['from', 'currency'] });
  const request = useRequestTransfer();
  const busy = request.isPending;

  // The currencies the sender counts: only counted notes can be sent.
  const senderStock = useBranchStock(from).data?.filter((currency) => currency.tracked) ?? [];
  const currency = senderStock.some((c) => c.currency === chosenCurrency)
    ? chosenCurrency
    : (senderStock[0]?.currency ?? '');
  const stock = senderStock.find((c) => c.currency === currency);
  const notes = noteSeries(stock, useDenominations(currency).data?.denominations ?? []);
  const keys = notes.map(noteKey);

  /** Empties the note fields, all of them or those of notes not shown (another currency's). */
  const clearNotes = ({ shown = [] }: { shown?: readonly string[] } = {}) => {
    for (const name of Object.keys(form.getValues('notes'))) {
      if (!shown.includes(name)) form.setValue(`notes.${name}`, '');
    }
  };

  const send = form.handleSubmit((transfer) =>
    request.mutate(transfer, {
      onSuccess: (sent) => {
        toast.success(
          `Requested ${formatAmount(sent.value)} ${sent.currency} from ${nameOf(transfer.from)} to ${nameOf(transfer.to)}`,
        );
        clearNotes();
      },
      onError: (error) => {
        const issues = error instanceof ApiError ? error.issues : [];
        const { byNote, rest } = noteIssues(issues, keys);
        // At the fields, in the order they are shown, the first taking the focus.
        const named: Array<[Parameters<typeof form.setError>[0], string]> = [];
        for (const field of FIELDS) {
          const issue = rest.find((candidate) => fieldNamed(candidate.path) === field);
          if (issue) named.push([field, issue.message]);
        }
        for (const key of keys) {
          const message = byNote[key];
          if (message !== undefined) named.push([`notes.${noteFieldName(key)}`, message]);
        }
        named.forEach(([name, message], index) =>
          form.setError(name, { message }, { shouldFocus: index === 0 }),
        );
        const aboutNotes = rest.find(
          (issue) => !fieldNamed(issue.path) && issue.path.endsWith('notes'),
        );
        if (aboutNotes) form.setError('root.notes', { message: aboutNotes.message });
        if (named.length === 0 && !aboutNotes) {
          form.setError('root.server', { message: error.message });
        }
      },
    }),
  );
  // What is sent is what is shown: the currency (the sender's first until another is chosen)
  // and the notes of its series.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    form.setValue('currency', currency);
    clearNotes({ shown: keys.map(noteFieldName) });
    return send(event);
  };

  const branchOptions = branches.map((branch) => (
    <option key={branch.key} value={branch.key}>
      {branch.name}
    </option>
  ));
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="request-transfer-heading"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="request-transfer-heading" className="text-lg font-semibold text-brand-900">
        Request a transfer
      </h2>
      {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField label="From" {...fieldOf(form, 'from')} disabled={busy}>
          {branchOptions}
        </SelectField>
        <SelectField label="To" {...fieldOf(form, 'to')} disabled={busy}>
          {branchOptions}
        </SelectField>
        <SelectField
          label="Currency"
          {...form.register('currency', { onChange: () => clearNotes() })}
          error={errors.currency?.message}
          disabled={busy}
        >
          {senderStock.map((c) => (
            <option key={c.currency} value={c.currency}>
              {c.currency}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Expected on"
          type="date"
          min={ukDate(new Date())}
          {...fieldOf(form, 'expectedDate')}
          disabled={busy}
        />
      </div>
      {currency && (
        <NoteCountFields
          legend={`${currency} notes to send`}
          currency={currency}
          denominations={notes}
          field={(key) => fieldOf(form, `notes.${noteFieldName(key)}`)}
          disabled={busy}
          hint={(denomination) => {
            const available =
              stock?.notes.find((note) => note.denomination === denomination)?.available ?? 0;
            return `${available} available at ${nameOf(from)}`;
          }}
        />
      )}
      {errors.root?.notes && <FormAlert>{errors.root.notes.message}</FormAlert>}
      <button
        type="submit"
        disabled={busy}
        className="rounded bg-brand-900 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {busy ? 'Requesting…' : 'Request transfer'}
      </button>
    </form>
  );
}
