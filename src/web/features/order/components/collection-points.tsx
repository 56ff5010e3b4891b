import type { Ref } from 'react';
import { LoadingStatus } from '../../../components/ui/loading-status.tsx';
import type { Way } from '../../../../shared/domain/pricing.ts';
import { useBranches } from '../../../lib/api/get-branches.ts';
import { WAY_WORDING } from '../utils/checkout-wording.ts';

interface CollectionPointsProps {
  way: Way;
  value: string;
  onChange: (key: string) => void;
  /** The first choice, for moving focus here when none is picked. */
  firstRef: Ref<HTMLInputElement>;
}

/** The branches to collect from (or to bring the currency to), with address and phone. */
export function CollectionPoints({ way, value, onChange, firstRef }: CollectionPointsProps) {
  const branches = useBranches();
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold text-brand-900">{WAY_WORDING[way].branch}</legend>
      {branches.isPending && <LoadingStatus label="Loading our branches…" />}
      {branches.isError && (
        <p role="alert" className="text-red-700">
          We couldn't load our branches. Please try again in a moment.
        </p>
      )}
      {branches.data && (
        <div className="grid gap-3 sm:grid-cols-2">
          {branches.data.map((branch, index) => (
            <div
              key={branch.key}
              className="rounded border border-slate-300 bg-white p-3 shadow-sm has-checked:border-brand-700 has-checked:ring-2 has-checked:ring-brand-500/40"
            >
              <label className="flex items-center gap-2 font-semibold text-brand-900">
                <input
                  ref={index === 0 ? firstRef : undefined}
                  type="radio"
                  name="collection-point"
                  value={branch.key}
                  checked={value === branch.key}
                  onChange={() => onChange(branch.key)}
                  aria-describedby={`branch-${branch.key}`}
                  className="size-4 accent-brand-700"
                />
                {branch.name}
              </label>
              <p id={`branch-${branch.key}`} className="mt-1 pl-6 text-sm text-slate-700">
                {branch.address}
                <br />
                Phone: {branch.phone}
              </p>
            </div>
          ))}
        </div>
      )}
    </fieldset>
  );
}
