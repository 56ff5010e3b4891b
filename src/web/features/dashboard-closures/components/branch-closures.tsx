import { useState } from 'react';
import type { BranchClosure } from '#shared/schemas/branch.ts';
import { LoadingStatus } from '#web/components/ui/loading-status.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { useBranches } from '#web/lib/api/get-branches.ts';
import { formatLongDay } from '#web/lib/calendar-day.ts';
import { toast } from '#web/lib/toast.ts';
import { useRemoveClosure } from '../api/remove-closure.ts';
import { AddClosureForm } from './add-closure-form.tsx';
import { BranchClosureList } from './branch-closure-list.tsx';

/**
 * Branch closures: the days a branch is shut besides its weekly closed days (bank holidays,
 * refits), per branch, with a form to add one and a confirmation before one is removed.
 */
export function BranchClosures() {
  const branches = useBranches();
  const remove = useRemoveClosure();
  const [removing, setRemoving] = useState<BranchClosure | null>(null);
  const nameOf = (key: string) => branches.data?.find((b) => b.key === key)?.name ?? key;

  function confirmRemove() {
    if (!removing) return;
    const what = `${nameOf(removing.branchKey)} on ${formatLongDay(removing.date)}`;
    remove.mutate(removing, {
      onSuccess: () => toast.success(`Removed the closure of ${what}`),
      onError: (error) => toast.error(error.message),
      onSettled: () => setRemoving(null),
    });
  }

  return (
    <section aria-labelledby="closures-heading" className="mt-10 space-y-4">
      <h2 id="closures-heading" className="text-xl font-semibold text-brand-900">
        Branch closures
      </h2>
      <p className="max-w-3xl text-slate-700">
        Days a branch is shut besides its weekly closed days, such as bank holidays. Customers
        cannot choose them to collect or drop off; orders already placed for such a day are kept, so
        contact those customers.
      </p>
      {branches.data ? (
        <>
          <AddClosureForm branches={branches.data} />
          <div className="grid gap-4 md:grid-cols-2">
            {branches.data.map((branch) => (
              <BranchClosureList key={branch.key} branch={branch} onRemove={setRemoving} />
            ))}
          </div>
        </>
      ) : branches.isError ? (
        <p role="alert" className="text-red-700">
          We couldn't load the branches: {branches.error.message}
        </p>
      ) : (
        <LoadingStatus label="Loading the branches…" />
      )}
      <ModalDialog
        open={removing !== null}
        title="Remove this closure?"
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        description={
          removing && (
            <>
              <p>
                {nameOf(removing.branchKey)} opens on {formatLongDay(removing.date)} as its weekly
                hours say, and customers can choose the day again.
              </p>
              <p className="text-sm text-slate-600">{removing.reason}</p>
            </>
          )
        }
      >
        <button
          type="button"
          onClick={confirmRemove}
          disabled={remove.isPending}
          className="rounded bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {remove.isPending ? 'Working…' : 'Yes, remove it!'}
        </button>
        {/* The safe choice has the focus, so Enter never removes by accident. */}
        <button
          type="button"
          data-autofocus
          disabled={remove.isPending}
          onClick={() => setRemoving(null)}
          className="rounded border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
        >
          Cancel
        </button>
      </ModalDialog>
    </section>
  );
}
