import { useId, useState } from 'react';
import { formatAmount } from '../../../../shared/domain/pricing.ts';
import type { CurrencyStock } from '../../../../shared/schemas/stock.ts';
import { formatNote } from '../../../../shared/domain/note-plan.ts';

const TOTALS = [
  ['onHand', 'On hand'],
  ['reserved', 'Reserved'],
  ['available', 'Available'],
] as const;

const button =
  'rounded border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-brand-900 hover:bg-slate-100';

interface CurrencyStockRowProps {
  stock: CurrencyStock;
  onCount: () => void;
  onSettings: () => void;
}

/**
 * One currency at a branch: its value on hand, held by open orders and available, and, opened,
 * the same for each note. The actions wrap under the figures on a phone.
 */
export function CurrencyStockRow({ stock, onCount, onSettings }: CurrencyStockRowProps) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const notesId = useId();
  const code = stock.currency;

  return (
    <li
      aria-labelledby={headingId}
      data-testid="currency-stock"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <div className="flex w-40 shrink-0 flex-wrap items-center gap-2">
          <h3 id={headingId} className="text-lg font-semibold text-brand-900">
            {code}
          </h3>
          {stock.low && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              Low
            </span>
          )}
        </div>
        {stock.tracked ? (
          <dl className="grid grow grid-cols-3 gap-4 sm:max-w-md">
            {TOTALS.map(([field, label]) => (
              <div key={field}>
                <dt className="text-xs tracking-wide text-slate-600 uppercase">{label}</dt>
                <dd data-testid={`stock-${field}`} className="font-medium tabular-nums">
                  {formatAmount(stock[field])}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="grow text-slate-700">Stock not counted: offered on request</p>
        )}
        <div className="flex flex-wrap gap-2 lg:ml-auto">
          {stock.tracked && (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={notesId}
              onClick={() => setOpen(!open)}
              className={button}
            >
              {open ? 'Hide notes' : 'Notes'} <span className="sr-only">of {code}</span>
            </button>
          )}
          <button type="button" onClick={onCount} className={button}>
            Count <span className="sr-only">{code}</span>
          </button>
          <button type="button" onClick={onSettings} className={button}>
            Settings <span className="sr-only">of {code}</span>
          </button>
        </div>
      </div>
      <div id={notesId} hidden={!open} className="mt-3">
        {stock.notes.length === 0 ? (
          <p className="text-slate-600">No notes of {code} here.</p>
        ) : (
          <table className="w-full max-w-md text-left text-sm tabular-nums">
            <caption className="sr-only">{code} notes</caption>
            <thead className="text-xs tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="py-1 pr-3">
                  Note
                </th>
                {TOTALS.map(([field, label]) => (
                  <th key={field} scope="col" className="py-1 pr-3 text-right">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {[...stock.notes]
                .sort((a, b) => b.denomination - a.denomination)
                .map((note) => (
                  <tr key={note.denomination} data-testid="note-stock">
                    <th scope="row" className="py-1 pr-3 font-medium">
                      {formatNote(code, note.denomination)}
                    </th>
                    {TOTALS.map(([field]) => (
                      <td key={field} className="py-1 pr-3 text-right">
                        {note[field]}
                      </td>
                    ))}
                  </tr>
                ))}
            </tbody>
          </table>
        )}
      </div>
    </li>
  );
}
