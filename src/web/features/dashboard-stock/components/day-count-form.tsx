import '#web/lib/zod-browser.ts';
import { Decimal } from 'decimal.js';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  DayCloseBodySchema,
  type DayCloseBody,
  type DayReport,
  type ExpectedCurrency,
} from '#shared/schemas/stock-operations.ts';
import { formatGbp } from '#web/lib/format.ts';
import type { Branch } from '#shared/schemas/branch.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { FindCurrencyField } from './find-currency-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatLongDay } from '#web/lib/calendar-day.ts';
import { noteFieldName, noteKey, noteKeyOfField, readCounts } from '#web/lib/notes.ts';
import { fieldOf, typedNumber, useSchemaForm } from '#web/lib/schema-form.ts';
import { toast } from '#web/lib/toast.ts';
import { useCloseDay } from '../api/close-day.ts';
import { useFocusFirstProblem } from '#web/lib/use-focus-first-problem.ts';
import { CurrencyDayCount } from './currency-day-count.tsx';
import { DayCloseVariances } from './day-close-variances.tsx';
import { formatSignedAmount, varianceClass } from '../utils/variance.ts';

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

/** Each note's count as typed, by `noteKey`, from the fields named by `noteFieldName`. */
const byNoteKey = (fields: Readonly<Record<string, string>> = {}) =>
  Object.fromEntries(Object.entries(fields).map(([name, text]) => [noteKeyOfField(name), text]));

/**
 * The counts as typed, per currency (each note's field by its `noteFieldName`), read with staff's
 * rules: a currency left empty is not counted, one begun needs every note; the GBP till's amount,
 * left empty when not counted. Then checked by the server's own schema, which asks for at least
 * one currency.
 */
const dayCountSchema = (expected: readonly ExpectedCurrency[]) =>
  z
    .object({ counts: z.record(z.string(), z.record(z.string(), z.string())), gbp: z.string() })
    .transform(({ counts: typed, gbp }, context) => {
      const counts: DayCloseBody['counts'] = {};
      for (const { currency, notes } of expected) {
        const keys = notes.map((note) => noteKey(note.denomination));
        const given = byNoteKey(typed[currency]);
        if (keys.every((key) => (given[key] ?? '').trim() === '')) continue;
        const read = readCounts(given, keys, true);
        for (const [key, message] of Object.entries(read.errors)) {
          context.addIssue({
            code: 'custom',
            message,
            path: ['counts', currency, noteFieldName(key)],
          });
        }
        counts[currency] = read.counts;
      }
      if (context.issues.length > 0) return z.NEVER;
      const gbpCounted = typedNumber(gbp);
      return gbpCounted === undefined ? { counts } : { counts, gbp: gbpCounted };
    })
    .pipe(DayCloseBodySchema);

/**
 * The end of the day at a branch: each currency it counts, note by note. A currency left empty
 * is not counted; one started must be counted whole. Closing asks first.
 */
export function DayCountForm({
  branch,
  date,
  expected,
  report,
}: {
  branch: Branch;
  date: string;
  expected: readonly ExpectedCurrency[];
  /** The day so far: its GBP in and out, and the GBP till's float. */
  report: DayReport;
}) {
  const schema = useMemo(() => dayCountSchema(expected), [expected]);
  const form = useSchemaForm(schema, { counts: {}, gbp: '' });
  const till = report.gbpTill;
  const typedGbp = useWatch({ control: form.control, name: 'gbp' });
  const { errors } = form.formState;
  const typed = useWatch({ control: form.control, name: 'counts' });
  // The currencies last opened to show their problems: their first field then takes the focus.
  const [revealed, setRevealed] = useState<readonly string[]>([]);
  const formRef = useFocusFirstProblem(revealed);
  const [confirming, setConfirming] = useState<DayCloseBody | null>(null);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  // Which currencies are shown: the view's, not the form's, as it sends nothing.
  const [find, setFind] = useState('');
  const closeDay = useCloseDay();
  const codes = expected.map((currency) => currency.currency);
  const busy = closeDay.isPending;
  const day = formatLongDay(date);

  /** Opens the currencies with a problem, shown whatever the search. */
  function reveal(codes: readonly string[]) {
    if (codes.length === 0) return;
    setFind('');
    setOpen((before) => new Set([...before, ...codes]));
    setRevealed(codes);
  }

  function toggle(code: string) {
    setOpen((before) => {
      const next = new Set(before);
      if (!next.delete(code)) next.add(code);
      return next;
    });
  }

  const submit = form.handleSubmit(setConfirming, (problems) =>
    reveal(codes.filter((code) => problems.counts?.[code] !== undefined)),
  );

  function confirm() {
    if (!confirming) return;
    closeDay.mutate(
      { branchKey: branch.key, date, body: confirming },
      {
        onSuccess: () => toast.success(`Closed ${day} at ${branch.name}`),
        onError: (error) => {
          const byNote = issuesByNote(error);
          for (const [currency, notes] of Object.entries(byNote)) {
            for (const [key, message] of Object.entries(notes)) {
              form.setError(`counts.${currency}.${noteFieldName(key)}`, { message });
            }
          }
          reveal(Object.keys(byNote));
          // The whole refusal too, naming every note at fault, beside Close.
          form.setError('root.server', { message: error.message });
        },
        onSettled: () => setConfirming(null),
      },
    );
  }

  // "Count at least one currency" is the server's schema's, about the counts as a whole.
  const countsProblem = errors.counts?.message;
  const problem =
    (typeof countsProblem === 'string' ? countsProblem : undefined) ?? errors.root?.server?.message;
  const wanted = find.trim().toUpperCase();
  const shown = expected.filter((currency) => currency.currency.includes(wanted));
  const startedCount = expected.filter((currency) =>
    Object.values(typed[currency.currency] ?? {}).some((text) => text.trim() !== ''),
  ).length;
  const countedCodes = [
    ...(confirming?.gbp === undefined ? [] : ['GBP']),
    ...Object.keys(confirming?.counts ?? {}),
  ];
  const gbpCounted = typedNumber(typedGbp);
  const gbpVariance =
    till.expected === null || gbpCounted === undefined || Number.isNaN(gbpCounted)
      ? null
      : new Decimal(gbpCounted).minus(till.expected);
  const leftOut = expected.length - Object.keys(confirming?.counts ?? {}).length;
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {expected.length === 0 ? (
        <p className="max-w-3xl text-slate-700">
          {branch.name} counts no foreign currency: the day closes with its GBP till.
        </p>
      ) : (
        <p className="max-w-3xl text-slate-700">
          Open each currency you count and give its notes in the till. A currency left empty is not
          counted today; the stock of a counted one is set to the count.
        </p>
      )}
      {till.expected === null ? (
        <p className="text-sm text-slate-700">
          Enter the opening float above to count the GBP till against it.
        </p>
      ) : (
        <div className="flex flex-wrap items-end gap-x-4 gap-y-1 rounded border border-slate-200 bg-white px-3 py-3 shadow-sm">
          <TextField
            label="GBP counted in the till (£)"
            inputMode="decimal"
            autoComplete="off"
            hint={`Expected ${formatGbp(till.expected)}: the float ${formatGbp(till.float ?? 0)}, plus ${formatGbp(report.gbpIn)} in, less ${formatGbp(report.gbpOut)} out`}
            {...fieldOf(form, 'gbp')}
            disabled={busy}
            className="w-full max-w-md"
          />
          {gbpVariance !== null && (
            <p className="pb-2 text-sm text-slate-700 tabular-nums">
              Variance{' '}
              <span
                data-testid="gbp-variance"
                className={`font-semibold ${varianceClass(gbpVariance)}`}
              >
                {formatSignedAmount(gbpVariance)} GBP
              </span>
            </p>
          )}
        </div>
      )}
      {expected.length > 0 && <FindCurrencyField value={find} onChange={setFind} />}
      <div className="space-y-2">
        {shown.map((currency) => (
          <CurrencyDayCount
            key={currency.currency}
            expected={currency}
            open={open.has(currency.currency)}
            onToggle={() => toggle(currency.currency)}
            typed={byNoteKey(typed[currency.currency])}
            field={(key) => fieldOf(form, `counts.${currency.currency}.${noteFieldName(key)}`)}
            disabled={busy}
          />
        ))}
        {shown.length === 0 && expected.length > 0 && (
          <p className="text-slate-600">No currency matches “{find}”.</p>
        )}
      </div>
      {/* Close stays in reach below however many currencies there are; with none, the GBP till
          needs its float first. */}
      {(expected.length > 0 || till.expected !== null) && (
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
            {expected.length > 0 && (
              <p data-testid="counted-currencies" className="text-sm text-slate-700">
                {startedCount === 0
                  ? 'No currency counted yet'
                  : `${startedCount} of ${expected.length} ${expected.length === 1 ? 'currency' : 'currencies'} counted`}
              </p>
            )}
          </div>
        </div>
      )}
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
            {confirming && (
              <div className="py-2 text-left">
                <DayCloseVariances
                  expected={expected}
                  counts={confirming.counts}
                  gbp={
                    confirming.gbp === undefined || till.expected === null
                      ? undefined
                      : { counted: confirming.gbp, expected: till.expected }
                  }
                />
              </div>
            )}
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
