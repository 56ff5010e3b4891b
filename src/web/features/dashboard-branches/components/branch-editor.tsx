import { useState } from 'react';
import { BranchSelect } from '#web/components/ui/branch-select.tsx';
import { QueryFallback } from '#web/components/ui/query-fallback.tsx';
import { useBranches } from '#web/lib/api/get-branches.ts';
import { BranchForm } from './branch-form.tsx';

/**
 * Branches: an Admin picks a branch and edits what customers see of it. Its closure dates
 * (bank holidays, refits) are kept in their own panel, linked from here.
 */
export function BranchEditor() {
  const branches = useBranches();
  const [chosen, choose] = useState<string>();
  const branch = branches.data?.find((b) => b.key === chosen) ?? branches.data?.[0];

  return (
    <section
      aria-labelledby="branches-heading"
      className="mt-10 space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="branches-heading" className="text-xl font-semibold text-brand-900">
        Branches
      </h2>
      <p className="max-w-3xl text-sm text-slate-600">
        What customers see of each branch: its name, address and phone, where it is on the map, and
        its weekly opening hours, which decide the days they can choose. Days it is shut besides,
        such as bank holidays, are{' '}
        <a href="#closures-heading" className="text-brand-700 underline hover:text-brand-900">
          branch closures
        </a>
        .
      </p>
      {branches.data && branch ? (
        <>
          <BranchSelect
            label="Branch to edit"
            branches={branches.data}
            value={branch.key}
            onChange={choose}
          />
          <BranchForm key={branch.key} branch={branch} />
        </>
      ) : (
        <QueryFallback isError={branches.isError} what="the branches" />
      )}
    </section>
  );
}
