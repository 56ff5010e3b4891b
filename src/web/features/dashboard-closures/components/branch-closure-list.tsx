import { useId } from 'react';
import type { Branch, BranchClosure } from '#shared/schemas/branch.ts';
import { LoadingStatus } from '#web/components/ui/loading-status.tsx';
import { formatLongDay } from '#web/lib/calendar-day.ts';
import { useClosures } from '../api/get-closures.ts';

interface BranchClosureListProps {
  branch: Branch;
  onRemove: (closure: BranchClosure) => void;
}

/** One branch's closures from today on, earliest first, each with its Remove button. */
export function BranchClosureList({ branch, onRemove }: BranchClosureListProps) {
  const closures = useClosures(branch.key);
  const headingId = useId();

  return (
    <section
      aria-labelledby={headingId}
      data-testid="branch-closures"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 id={headingId} className="text-lg font-semibold text-brand-900">
        {branch.name}
      </h3>
      {closures.isPending && <LoadingStatus label={`Loading the closures of ${branch.name}…`} />}
      {closures.isError && (
        <p role="alert" className="mt-2 text-red-700">
          We couldn't load the closures: {closures.error.message}
        </p>
      )}
      {closures.data?.length === 0 && (
        <p className="mt-2 text-slate-600">No closures ahead: open as its weekly hours say.</p>
      )}
      {closures.data && closures.data.length > 0 && (
        <ul className="mt-2 divide-y divide-slate-100">
          {closures.data.map((closure) => {
            const day = formatLongDay(closure.date);
            return (
              <li
                key={closure.id}
                data-testid="closure"
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2"
              >
                <p>
                  <time dateTime={closure.date} className="font-medium">
                    {day}
                  </time>
                  <span className="block text-sm text-slate-600">{closure.reason}</span>
                </p>
                <button
                  type="button"
                  onClick={() => onRemove(closure)}
                  className="rounded border border-red-700 px-3 py-1 text-sm font-medium text-red-800 hover:bg-red-50"
                >
                  Remove{' '}
                  <span className="sr-only">
                    the closure of {branch.name} on {day}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
