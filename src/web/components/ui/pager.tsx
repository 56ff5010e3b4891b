interface PagerProps {
  /** 0-based. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

const buttonClass =
  'rounded border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-brand-900 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50';

/** Which rows of a long list are shown, with Previous and Next when there is more than a page. */
export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        Showing {first}–{last} of {total}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={buttonClass}
            disabled={page === 0}
            onClick={() => onPage(page - 1)}
          >
            Previous
          </button>
          <span className="text-sm text-slate-600">
            Page {page + 1} of {pages}
          </span>
          <button
            type="button"
            className={buttonClass}
            disabled={page + 1 >= pages}
            onClick={() => onPage(page + 1)}
          >
            Next
          </button>
        </div>
      )}
    </nav>
  );
}
