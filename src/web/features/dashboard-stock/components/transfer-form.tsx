import { useState, type FormEvent } from 'react';
import { formatAmount } from '#shared/domain/pricing.ts';
import { ukDate } from '#shared/domain/uk-time.ts';
import type { Branch } from '#shared/schemas/branch.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { NoteCountFields } from '#web/components/ui/note-count-fields.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useDenominations } from '#web/lib/api/get-denominations.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { noteIssues, noteKey, readCounts, type TypedCounts } from '#web/lib/notes.ts';
import { toast } from '#web/lib/toast.ts';
import { useBranchStock } from '../api/get-branch-stock.ts';
import { useRequestTransfer } from '../api/request-transfer.ts';
import { useFocusFirstProblem } from '#web/lib/use-focus-first-problem.ts';
import { noteSeries } from './note-series.ts';

const FIELDS = ['from', 'to', 'currency', 'expectedDate'] as const;
type Field = (typeof FIELDS)[number];
interface Problems {
  /** By field; `notes` is about the notes as a whole, `server` about nothing named. */
  fields: Partial<Record<Field | 'notes' | 'server', string>>;
  byNote: Record<string, string>;
}

const NO_PROBLEMS: Problems = { fields: {}, byNote: {} };
const hasProblems = ({ fields, byNote }: Problems) =>
  Object.keys(fields).length > 0 || Object.keys(byNote).length > 0;

/** The form field a server issue's path (`body.to`, `to`) names, if any. */
const fieldOf = (path: string): Field | undefined =>
  FIELDS.find((field) => field === path.split('.').at(-1));

/**
 * Requests a transfer: from one branch to another, a currency both count, the notes of each kind
 * and the day the receiver expects them. Nothing moves until the sender sends it.
 */
export function TransferForm({ branches }: { branches: readonly Branch[] }) {
  const [from, setFrom] = useState(branches[0]?.key ?? '');
  const [to, setTo] = useState(branches[1]?.key ?? '');
  const [chosenCurrency, setCurrency] = useState('');
  const [typed, setTyped] = useState<TypedCounts>({});
  const [expectedDate, setExpectedDate] = useState(() => ukDate(new Date()));
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const formRef = useFocusFirstProblem(problems);
  const request = useRequestTransfer();
  const busy = request.isPending;
  const nameOf = (key: string) => branches.find((branch) => branch.key === key)?.name ?? key;

  // The currencies the sender counts: only counted notes can be sent.
  const senderStock = useBranchStock(from).data?.filter((currency) => currency.tracked) ?? [];
  const currency = senderStock.some((c) => c.currency === chosenCurrency)
    ? chosenCurrency
    : (senderStock[0]?.currency ?? '');
  const stock = senderStock.find((c) => c.currency === currency);
  const notes = noteSeries(stock, useDenominations(currency).data?.denominations ?? []);
  const keys = notes.map(noteKey);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readCounts(typed, keys, false);
    const fields: Problems['fields'] = {};
    if (from === to) fields.to = 'A transfer goes to another branch';
    if (!currency) fields.currency = `${nameOf(from)} counts no currency to send`;
    if (!expectedDate) fields.expectedDate = 'Choose the day the notes are expected';
    if (Object.values(read.counts).every((count) => count === 0)) {
      fields.notes = 'Give at least one note';
    }
    const next = { fields, byNote: read.errors };
    setProblems(next);
    if (hasProblems(next)) return;
    request.mutate(
      { from, to, currency, notes: read.counts, expectedDate },
      {
        onSuccess: (transfer) => {
          toast.success(
            `Requested ${formatAmount(transfer.value)} ${transfer.currency} from ${nameOf(from)} to ${nameOf(to)}`,
          );
          setTyped({});
          setProblems(NO_PROBLEMS);
        },
        onError: (error) => {
          const issues = error instanceof ApiError ? error.issues : [];
          const { byNote, rest } = noteIssues(issues, keys);
          const fields: Problems['fields'] = {};
          for (const issue of rest) {
            const field = fieldOf(issue.path);
            if (field) fields[field] ??= issue.message;
            else if (issue.path.endsWith('notes')) fields.notes ??= issue.message;
          }
          const shown = { fields, byNote };
          if (!hasProblems(shown)) fields.server = error.message;
          setProblems(shown);
        },
      },
    );
  }

  const branchOptions = branches.map((branch) => (
    <option key={branch.key} value={branch.key}>
      {branch.name}
    </option>
  ));
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby="request-transfer-heading"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="request-transfer-heading" className="text-lg font-semibold text-brand-900">
        Request a transfer
      </h2>
      {problems.fields.server && <FormAlert>{problems.fields.server}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label="From"
          value={from}
          disabled={busy}
          error={problems.fields.from}
          onChange={(event) => setFrom(event.target.value)}
        >
          {branchOptions}
        </SelectField>
        <SelectField
          label="To"
          value={to}
          disabled={busy}
          error={problems.fields.to}
          onChange={(event) => setTo(event.target.value)}
        >
          {branchOptions}
        </SelectField>
        <SelectField
          label="Currency"
          value={currency}
          disabled={busy}
          error={problems.fields.currency}
          onChange={(event) => {
            setCurrency(event.target.value);
            setTyped({});
          }}
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
          value={expectedDate}
          disabled={busy}
          error={problems.fields.expectedDate}
          onChange={(event) => setExpectedDate(event.target.value)}
        />
      </div>
      {currency && (
        <NoteCountFields
          legend={`${currency} notes to send`}
          currency={currency}
          denominations={notes}
          values={typed}
          errors={problems.byNote}
          disabled={busy}
          onChange={(key, value) => setTyped((before) => ({ ...before, [key]: value }))}
          hint={(denomination) => {
            const available =
              stock?.notes.find((note) => note.denomination === denomination)?.available ?? 0;
            return `${available} available at ${nameOf(from)}`;
          }}
        />
      )}
      {problems.fields.notes && <FormAlert>{problems.fields.notes}</FormAlert>}
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
