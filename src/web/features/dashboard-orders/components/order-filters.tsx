import type { StaffBranch } from '#shared/schemas/today.ts';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import type { OrderFilter } from '../api/get-orders.ts';

interface OrderFiltersProps {
  filter: OrderFilter;
  /** The caller's branches: the choice is offered only to those who work at several. */
  branches: readonly StaffBranch[];
  onChange: (next: Partial<OrderFilter>) => void;
}

/** Narrows a list to one branch and one collection day. */
export function OrderFilters({ filter, branches, onChange }: OrderFiltersProps) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      {branches.length > 1 && (
        <SelectField
          label="Branch"
          value={filter.branch}
          onChange={(event) => onChange({ branch: event.target.value })}
          className="w-40"
        >
          <option value="">All branches</option>
          {branches.map((branch) => (
            <option key={branch.key} value={branch.key}>
              {branch.name}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        label="Collection day"
        type="date"
        value={filter.day}
        onChange={(event) => onChange({ day: event.target.value })}
        className="w-40"
      />
      {(filter.branch || filter.day) && (
        <button
          type="button"
          onClick={() => onChange({ branch: '', day: '' })}
          className="rounded border border-slate-300 bg-white px-3 py-2 font-medium text-brand-900 hover:bg-slate-100"
        >
          Clear filters
        </button>
      )}
    </div>
  );
}
