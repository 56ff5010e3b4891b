import type { Branch } from '#shared/schemas/branch.ts';
import { SelectField } from './select-field.tsx';

interface BranchSelectProps {
  label?: string;
  branches: readonly Branch[];
  /** The chosen branch's key. */
  value: string;
  onChange: (key: string) => void;
  className?: string;
}

/** A choice of branch by name, for the screens that show one branch at a time. */
export function BranchSelect({
  label = 'Branch',
  branches,
  value,
  onChange,
  className = 'max-w-xs',
}: BranchSelectProps) {
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={className}
    >
      {branches.map((branch) => (
        <option key={branch.key} value={branch.key}>
          {branch.name}
        </option>
      ))}
    </SelectField>
  );
}
