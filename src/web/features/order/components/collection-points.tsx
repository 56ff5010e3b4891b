import type { Ref } from 'react';
import { LoadingStatus } from '#web/components/ui/loading-status.tsx';
import type { Way } from '#shared/domain/pricing.ts';
import { useBranches } from '#web/lib/api/get-branches.ts';
import type { BasketStock } from '../api/get-availability.ts';
import { stockLabel, type BranchStock } from '../utils/branch-stock.ts';
import { WAY_WORDING } from '../utils/checkout-wording.ts';

interface CollectionPointsProps {
  way: Way;
  value: string;
  onChange: (key: string) => void;
  /** The first choice, for moving focus here when none is picked. */
  firstRef: Ref<HTMLInputElement>;
  /** Whether each branch can supply the basket (Click & Collect). */
  stock: BasketStock;
}

/** What the branch choice says while the basket's stock is not known branch by branch. */
const STOCK_HINTS: Partial<Record<BasketStock['status'], string>> = {
  pending: 'Checking which branches have your basket in stock…',
  error: "We couldn't check the stock just now: we check it again when you place your order.",
};

const STOCK_STYLE: Record<BranchStock['kind'], string> = {
  'in-stock': 'text-emerald-800 before:bg-emerald-600',
  'on-request': 'text-amber-900 before:bg-amber-500',
  from: 'text-amber-900 before:bg-amber-500',
  none: 'text-red-800 before:bg-red-600',
};

/**
 * The branches to collect from (or to bring the currency to), with address and phone, and for a
 * Click & Collect basket whether each has it in stock.
 */
export function CollectionPoints({ way, value, onChange, firstRef, stock }: CollectionPointsProps) {
  const branches = useBranches();
  const hint = STOCK_HINTS[stock.status];
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold text-brand-900">{WAY_WORDING[way].branch}</legend>
      {branches.isPending && <LoadingStatus label="Loading our branches…" />}
      {branches.isError && (
        <p role="alert" className="text-red-700">
          We couldn't load our branches. Please try again in a moment.
        </p>
      )}
      <p role="status" className="text-sm text-slate-600 empty:hidden">
        {branches.data && hint}
      </p>
      {branches.data && (
        <div className="grid gap-3 sm:grid-cols-2">
          {branches.data.map((branch, index) => {
            const branchStock =
              stock.status === 'ready' ? stock.byBranch.get(branch.key) : undefined;
            const stockId = `stock-${branch.key}`;
            return (
              // The whole card is the radio's label: a tap anywhere on it chooses the branch.
              // The radio's name stays the branch's name; the rest describes it.
              <label
                key={branch.key}
                className="block cursor-pointer rounded border border-slate-300 bg-white p-3 shadow-sm has-checked:border-brand-700 has-checked:ring-2 has-checked:ring-brand-500/40"
              >
                <span className="flex items-center gap-2 font-semibold text-brand-900">
                  <input
                    ref={index === 0 ? firstRef : undefined}
                    type="radio"
                    name="collection-point"
                    value={branch.key}
                    checked={value === branch.key}
                    onChange={() => onChange(branch.key)}
                    aria-labelledby={`name-${branch.key}`}
                    aria-describedby={`${branchStock ? `${stockId} ` : ''}branch-${branch.key}`}
                    className="size-4 accent-brand-700"
                  />
                  <span id={`name-${branch.key}`}>{branch.name}</span>
                </span>
                {branchStock && (
                  <span
                    id={stockId}
                    data-testid="branch-stock"
                    className={`mt-1 block pl-6 text-sm font-semibold before:mr-1.5 before:inline-block before:size-2 before:rounded-full before:align-middle ${STOCK_STYLE[branchStock.kind]}`}
                  >
                    {stockLabel(branchStock, branch.name)}
                  </span>
                )}
                <span
                  id={`branch-${branch.key}`}
                  className="mt-1 block pl-6 text-sm text-slate-700"
                >
                  {branch.address}
                  <br />
                  Phone: {branch.phone}
                </span>
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
