import { useState } from 'react';
import { formatNote, formatNotes } from '#shared/domain/note-plan.ts';
import { formatAmount } from '#shared/domain/pricing.ts';
import type { DayReport } from '#shared/schemas/stock-operations.ts';
import { DataTable } from '#web/components/ui/data-table.tsx';
import { formatLongDay } from '#web/lib/calendar-day.ts';
import { formatGbp } from '#web/lib/format.ts';
import { formatOrdinalDateTime } from '#web/lib/ordinal-date.ts';
import { formatSignedAmount, formatSignedCount, varianceClass } from '../utils/variance.ts';

const COLUMNS = ['Currency', 'In', 'Out', 'Expected', 'Counted', 'Variance'];
/** A figure: right-aligned in its column (on paper too); on a phone's card, after its label. */
const cell = 'px-3 py-2 tabular-nums whitespace-nowrap md:text-right print:text-right';

/** What happened to one currency's notes, note by note; nothing when nothing did. */
function NoteDetails({ currency }: { currency: DayReport['currencies'][number] }) {
  const code = currency.currency;
  const variances = currency.counts.filter((note) => note.variance !== 0);
  const lines: Array<[string, string]> = [
    ['In', formatNotes(code, currency.notesIn)],
    ['Out', formatNotes(code, currency.notesOut)],
    [
      'Variances',
      variances
        .map((note) => `${formatNote(code, note.denomination)} ${formatSignedCount(note.variance)}`)
        .join(', '),
    ],
  ];
  const shown = lines.filter(([, text]) => text !== '');
  if (shown.length === 0) return null;
  return (
    <li data-testid="report-notes" className="break-inside-avoid">
      <p className="font-semibold text-brand-900">{code}</p>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-3 text-sm tabular-nums">
        {shown.map(([term, text]) => (
          <div key={term} className="contents">
            <dt className="text-slate-600">{term}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/**
 * A branch's day report: orders completed, GBP in and out, each currency's value in and out, and
 * once closed what was expected, counted and the variance; then the notes behind them. The
 * currencies that neither moved nor were counted are left out unless asked for. Printed alone
 * (`print-alone` in styles.css), without its buttons.
 */
export function DayReportView({ report, branchName }: { report: DayReport; branchName: string }) {
  const [everyCurrency, setEveryCurrency] = useState(false);
  const active = report.currencies.filter(
    (currency) => currency.in !== 0 || currency.out !== 0 || currency.counted !== null,
  );
  const quiet = report.currencies.length - active.length;
  const rows = everyCurrency ? report.currencies : active;
  const totals: Array<[string, string]> = [
    ['Orders completed', String(report.ordersCompleted)],
    ['GBP in', formatGbp(report.gbpIn)],
    ['GBP out', formatGbp(report.gbpOut)],
  ];
  const till = report.gbpTill;
  if (till.float !== null) totals.push(['Opening float', formatGbp(till.float)]);
  if (till.counted !== null && till.variance !== null) {
    totals.push(['GBP counted', formatGbp(till.counted)]);
    totals.push(['GBP variance', `${formatSignedAmount(till.variance)} GBP`]);
  }
  return (
    <article
      aria-labelledby="day-report-heading"
      data-testid="day-report"
      className="print-alone space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6 print:border-0 print:p-0 print:shadow-none"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="day-report-heading" className="text-xl font-semibold text-brand-900">
            Day report: {branchName}, {formatLongDay(report.date)}
          </h2>
          {report.closedAt && (
            <p className="text-sm text-slate-600">
              Closed by {report.closedBy}, {formatOrdinalDateTime(report.closedAt)}
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded border border-slate-300 bg-white px-4 py-2 font-semibold text-brand-900 hover:bg-slate-100 print:hidden"
        >
          Print
        </button>
      </div>
      <dl className="grid grid-cols-3 gap-4">
        {totals.map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs tracking-wide text-slate-600 uppercase">{term}</dt>
            <dd data-testid="report-total" className="text-lg font-semibold tabular-nums">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <DataTable
        label="Currencies"
        caption={`Each currency at ${branchName}: value in and out, expected, counted and variance`}
        columns={COLUMNS}
        alignRight={(column) => column !== 'Currency'}
        empty={rows.length === 0}
        emptyText="No currency moved or was counted."
        cards
      >
        {rows.map((currency) => (
          <tr key={currency.currency} data-testid="report-currency">
            <th scope="row" className="px-3 py-2 text-left font-semibold text-brand-900">
              {currency.currency}
            </th>
            <td data-label="In" className={cell}>
              {formatAmount(currency.in)}
            </td>
            <td data-label="Out" className={cell}>
              {formatAmount(currency.out)}
            </td>
            <td data-label="Expected" className={cell}>
              {formatAmount(currency.expected)}
            </td>
            <td data-label="Counted" className={cell}>
              {currency.counted === null ? 'Not counted' : formatAmount(currency.counted)}
            </td>
            <td
              data-label="Variance"
              className={`${cell} font-semibold ${currency.variance === null ? '' : varianceClass(currency.variance)}`}
            >
              {currency.variance === null ? '—' : formatSignedAmount(currency.variance)}
            </td>
          </tr>
        ))}
      </DataTable>
      {quiet > 0 && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
          {!everyCurrency && (
            <p>
              {quiet === 1
                ? '1 other currency neither moved nor was counted.'
                : `${quiet} other currencies neither moved nor were counted.`}
            </p>
          )}
          <button
            type="button"
            onClick={() => setEveryCurrency(!everyCurrency)}
            className="font-medium text-brand-700 underline hover:text-brand-900 print:hidden"
          >
            {everyCurrency
              ? 'Show only the currencies that moved or were counted'
              : 'Show every currency'}
          </button>
        </div>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
        {active.map((currency) => (
          <NoteDetails key={currency.currency} currency={currency} />
        ))}
      </ul>
    </article>
  );
}
