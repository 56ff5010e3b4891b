import { useState } from 'react';
import type { Currency } from '#shared/schemas/currency.ts';
import { BranchSelect } from '#web/components/ui/branch-select.tsx';
import { QueryFallback } from '#web/components/ui/query-fallback.tsx';
import { useBranches } from '#web/lib/api/get-branches.ts';
import { BoardChoice } from './board-choice.tsx';

/**
 * Shop-window boards: an Admin picks a branch, chooses which currencies its board shows and in
 * what order, and opens the board to put on the screen in its window.
 */
export function BoardSettings({ offered }: { offered: readonly Currency[] }) {
  const branches = useBranches();
  const [picked, pick] = useState<string>();
  const branch = branches.data?.find((b) => b.key === picked) ?? branches.data?.[0];

  return (
    <section
      aria-labelledby="boards-heading"
      className="mt-10 space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="boards-heading" className="text-xl font-semibold text-brand-900">
        Shop-window boards
      </h2>
      <p className="max-w-3xl text-sm text-slate-600">
        Each branch has a rate board for a screen in its window or at its counter: open it on the
        screen, full screen, and it keeps itself up to date. Choose the currencies it shows and
        their order; with no choice it shows the branch’s 12 most ordered currencies of the last 90
        days (EUR and USD first before there are orders), on one screen.
      </p>
      {branches.data && branch ? (
        <>
          <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
            <BranchSelect
              label="Board of"
              branches={branches.data}
              value={branch.key}
              onChange={pick}
            />
            <a
              href={`/board/${encodeURIComponent(branch.key)}`}
              target="_blank"
              rel="noopener"
              className="py-2 font-semibold text-brand-700 underline hover:text-brand-900"
            >
              Open the {branch.name} board<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
          <BoardChoice key={branch.key} branch={branch} offered={offered} />
        </>
      ) : (
        <QueryFallback isError={branches.isError} what="the branches" />
      )}
    </section>
  );
}
