import type { ReactNode } from 'react';

interface DataTableProps {
  /** The scrolling region's accessible name. */
  label: string;
  /** The table's caption, for screen readers. */
  caption: string;
  columns: readonly string[];
  /** Whether a column's heading is aligned right, over numbers. */
  alignRight?: (column: string) => boolean;
  /** Said in a row of its own when `empty`. */
  emptyText?: string;
  empty?: boolean;
  /**
   * Below 768 px, each row is a card: its cells one under another, each labelled by its
   * `data-label` (see styles.css), so that nothing scrolls sideways and every action shows.
   * 'xl': below 1280 px, for a table too wide for a tablet or a laptop; from 1280 px its
   * headings may wrap and sit tight, so that the rows' contents set the columns' widths.
   */
  cards?: boolean | 'xl';
  /** The body's rows. */
  children: ReactNode;
}

/** The dashboard's data table: a card that scrolls sideways, column headings, then the rows. */
export function DataTable({
  label,
  caption,
  columns,
  alignRight,
  emptyText,
  empty = false,
  cards = false,
  children,
}: DataTableProps) {
  return (
    // Focusable so that keyboard users can scroll it sideways on a phone. Positioned, so that the
    // screen-reader-only texts (absolutely placed) scroll inside it instead of widening the page.
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <table
        className={`w-full text-left text-sm${cards === 'xl' ? ' cards-xl:rows-as-cards' : cards ? ' table-cards' : ''}`}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={`${cards === 'xl' ? 'px-2 py-2' : 'px-3 py-3 whitespace-nowrap'}${alignRight?.(column) ? ' text-right' : ''}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {empty && emptyText !== undefined && (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-slate-600">
                {emptyText}
              </td>
            </tr>
          )}
          {children}
        </tbody>
      </table>
    </div>
  );
}
