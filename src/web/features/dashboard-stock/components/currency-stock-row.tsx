import { useId, useState } from 'react';
import { formatNote } from '#shared/domain/note-plan.ts';
import { formatAmount } from '#shared/domain/pricing.ts';
import type { CurrencyStock } from '#shared/schemas/stock.ts';

export const STOCK_TOTALS = [
  ['onHand', 'On hand'],
  ['reserved', 'Reserved'],
  ['available', 'Available'],
] as const;

/** The columns of a currency's row from 640 px up; on a phone each figure carries its label. */
export const STOCK_ROW_GRID =
  'grid grid-cols-3 gap-x-3 gap-y-2 sm:grid-cols-[6rem_repeat(3,minmax(0,8rem))_1fr] sm:items-center';

const button =
  'rounded border border-slate-300 bg-white px-2.5 py-1 text-sm font-medium text-brand-900 hover:bg-slate-100';

interface CurrencyStockRowProps {
  stock: CurrencyStock;
  onCount: () => void;
  onSettings: () => void;
}

/**
 * One currency at a branch: its value on hand, held by open orders and available, and, opened,
 * the same for each note. On a phone the actions go under the figures.
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
      className="rounded border border-slate-200 bg-white px-3 py-2 shadow-sm"
    >
      <div className={STOCK_ROW_GRID}>
        <div className="col-span-3 flex items-center gap-2 sm:col-span-1">
          <h2 id={headingId} className="font-semibold text-brand-900">
            {code}
          </h2>
          {stock.low && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              Low
            </span>
          )}
        </div>
        {stock.tracked ? (
          <dl className="contents">
            {STOCK_TOTALS.map(([field, label]) => (
              <div key={field} className="sm:text-right">
                <dt className="text-xs tracking-wide text-slate-600 uppercase sm:sr-only">
                  {label}
                </dt>
                <dd data-testid={`stock-${field}`} className="tabular-nums">
                  {formatAmount(stock[field])}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="col-span-3 text-sm text-slate-700">Stock not counted: offered on request</p>
        )}
        <div className="col-span-3 flex flex-wrap gap-2 sm:col-span-1 sm:justify-end">
          {stock.tracked && (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={notesId}
              onClick={() => setOpen(!open)}
              className={button}
            >
              Notes <span className="sr-only">of {code}</span>
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
      <div id={notesId} hidden={!open} className="mt-2 border-t border-slate-100 pt-2">
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
                {STOCK_TOTALS.map(([field, label]) => (
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
                    {STOCK_TOTALS.map(([field]) => (
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
