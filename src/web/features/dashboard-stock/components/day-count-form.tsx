import { useState, type FormEvent } from 'react';
import type { DayCloseBody, ExpectedCurrency } from '#shared/schemas/stock-operations.ts';
import type { Branch } from '#shared/schemas/branch.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatLongDay } from '#web/lib/calendar-day.ts';
import { noteKey, readCounts, type TypedCounts } from '#web/lib/notes.ts';
import { toast } from '#web/lib/toast.ts';
import { useCloseDay } from '../api/close-day.ts';
import { useFocusFirstProblem } from '#web/lib/use-focus-first-problem.ts';
import { CurrencyDayCount } from './currency-day-count.tsx';

type ByCurrency<T> = Record<string, T>;

const secondary =
  'rounded border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60';

/** "EUR", "EUR and USD", "EUR, GBP and USD". */
const listed = (codes: readonly string[]) =>
  codes.length < 2 ? (codes[0] ?? '') : `${codes.slice(0, -1).join(', ')} and ${codes.at(-1)}`;

/** The server's problems with single notes (`body.counts.EUR.50`), by currency and note. */
function issuesByNote(error: Error): ByCurrency<Record<string, string>> {
  const byNote: ByCurrency<Record<string, string>> = {};
  for (const issue of error instanceof ApiError ? error.issues : []) {
    const [, currency, key] = /(?:^|\.)counts\.([A-Z]{3})\.(.+)$/.exec(issue.path) ?? [];
    if (currency && key) (byNote[currency] ??= {})[key] ??= issue.message;
  }
  return byNote;
}

/**
 * The end of the day at a branch: each currency it counts, note by note. A currency left empty
 * is not counted; one started must be counted whole. Closing asks first.
 */
export function DayCountForm({
  branch,
  date,
  expected,
}: {
  branch: Branch;
  date: string;
  expected: readonly ExpectedCurrency[];
}) {
  const [typed, setTyped] = useState<ByCurrency<TypedCounts>>({});
  const [errors, setErrors] = useState<ByCurrency<Record<string, string>>>({});
  const formRef = useFocusFirstProblem(errors);
  const [problem, setProblem] = useState<string>();
  const [confirming, setConfirming] = useState<DayCloseBody | null>(null);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [find, setFind] = useState('');
  const closeDay = useCloseDay();
  const busy = closeDay.isPending;
  const day = formatLongDay(date);

  function showErrors(next: ByCurrency<Record<string, string>>) {
    setErrors(next);
    if (Object.keys(next).length === 0) return;
    setFind('');
    setOpen((before) => new Set([...before, ...Object.keys(next)]));
  }

  function toggle(code: string) {
    setOpen((before) => {
      const next = new Set(before);
      if (!next.delete(code)) next.add(code);
      return next;
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const counts: DayCloseBody['counts'] = {};
    const nextErrors: ByCurrency<Record<string, string>> = {};
    for (const currency of expected) {
      const keys = currency.notes.map((note) => noteKey(note.denomination));
      const given = typed[currency.currency] ?? {};
      if (keys.every((key) => (given[key] ?? '').trim() === '')) continue;
      const read = readCounts(given, keys, true);
      if (Object.keys(read.errors).length > 0) nextErrors[currency.currency] = read.errors;
      else counts[currency.currency] = read.counts;
    }
    showErrors(nextErrors);
    const counted = Object.keys(counts).length > 0;
    setProblem(
      counted || Object.keys(nextErrors).length > 0 ? undefined : 'Count at least one currency',
    );
    if (Object.keys(nextErrors).length === 0 && counted) setConfirming({ counts });
  }

  function confirm() {
    if (!confirming) return;
    closeDay.mutate(
      { branchKey: branch.key, date, body: confirming },
      {
        onSuccess: () => toast.success(`Closed ${day} at ${branch.name}`),
        onError: (error) => {
          const byNote = issuesByNote(error);
          showErrors(byNote);
          if (Object.keys(byNote).length === 0) setProblem(error.message);
        },
        onSettled: () => setConfirming(null),
      },
    );
  }

  const wanted = find.trim().toUpperCase();
  const shown = expected.filter((currency) => currency.currency.includes(wanted));
  const startedCount = expected.filter((currency) =>
    Object.values(typed[currency.currency] ?? {}).some((text) => text.trim() !== ''),
  ).length;
  const countedCodes = Object.keys(confirming?.counts ?? {});
  const leftOut = expected.length - countedCodes.length;
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
      <p className="max-w-3xl text-slate-700">
        Open each currency you count and give its notes in the till. A currency left empty is not
        counted today; the stock of a counted one is set to the count.
      </p>
      <TextField
        label="Find a currency"
        type="search"
        placeholder="e.g. EUR"
        autoComplete="off"
        value={find}
        onChange={(event) => setFind(event.target.value)}
        className="max-w-xs"
      />
      <div className="space-y-2">
        {shown.map((currency) => (
          <CurrencyDayCount
            key={currency.currency}
            expected={currency}
            open={open.has(currency.currency)}
            onToggle={() => toggle(currency.currency)}
            typed={typed[currency.currency] ?? {}}
            errors={errors[currency.currency] ?? {}}
            disabled={busy}
            onChange={(key, value) =>
              setTyped((before) => ({
                ...before,
                [currency.currency]: { ...before[currency.currency], [key]: value },
              }))
            }
          />
        ))}
        {shown.length === 0 && <p className="text-slate-600">No currency matches “{find}”.</p>}
      </div>
      {/* Close stays in reach below however many currencies there are. */}
      <div className="sticky bottom-0 -mx-4 space-y-2 border-t border-slate-200 bg-slate-50/95 px-4 py-3 sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
        {problem && <FormAlert>{problem}</FormAlert>}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <button
            type="submit"
            disabled={busy}
            className="rounded bg-brand-900 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            Close the day
          </button>
          <p data-testid="counted-currencies" className="text-sm text-slate-700">
            {startedCount === 0
              ? 'No currency counted yet'
              : `${startedCount} of ${expected.length} ${expected.length === 1 ? 'currency' : 'currencies'} counted`}
          </p>
        </div>
      </div>
      <ModalDialog
        open={confirming !== null}
        title={`Close the day at ${branch.name}?`}
        busy={busy}
        onClose={() => setConfirming(null)}
        description={
          <>
            <p>
              {day}: the counts of {listed(countedCodes)} are recorded with their variances, and the
              stock set to them. A day closes once.
            </p>
            {leftOut > 0 && (
              <p className="text-sm text-slate-600">
                {leftOut === 1 ? '1 currency is' : `${leftOut} currencies are`} not counted.
              </p>
            )}
          </>
        }
      >
        <button
          type="button"
          onClick={confirm}
          disabled={busy}
          className="rounded bg-brand-900 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {busy ? 'Closing…' : 'Yes, close it!'}
        </button>
        {/* The safe choice has the focus, so Enter never closes the day by accident. */}
        <button
          type="button"
          data-autofocus
          onClick={() => setConfirming(null)}
          disabled={busy}
          className={secondary}
        >
          Go back
        </button>
      </ModalDialog>
    </form>
  );
}
