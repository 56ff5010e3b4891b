import '#web/lib/zod-browser.ts';
import { ID_DOCUMENTS, IdCheckSchema, type IdCheck } from '#shared/schemas/order.ts';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';

/** The ID check as typed: nothing chosen yet is ''. */
export interface TypedIdCheck {
  type: string;
  last4: string;
}

export const NO_ID_CHECK: TypedIdCheck = { type: '', last4: '' };

/** Whether `field` (an issue's path part) is a field of the ID check. */
export function isIdCheckField(field: unknown): field is keyof TypedIdCheck {
  return field === 'type' || field === 'last4';
}

export type IdCheckErrors = Partial<Record<keyof TypedIdCheck, string>>;

/** The check as the API takes it, or each field's problem in the server's own words. */
export function readIdCheck(typed: TypedIdCheck): { idCheck?: IdCheck; errors: IdCheckErrors } {
  const parsed = IdCheckSchema.safeParse(typed);
  if (parsed.success) return { idCheck: parsed.data, errors: {} };
  const errors: IdCheckErrors = {};
  for (const issue of parsed.error.issues) {
    const [field] = issue.path;
    if (isIdCheckField(field)) errors[field] ??= issue.message;
  }
  return { errors };
}

/**
 * The customer's identity document, checked as the order completes: which of the documents the
 * bureau accepts, and its last four characters. Both are required.
 */
export function IdCheckFields({
  value,
  errors,
  disabled,
  onChange,
}: {
  value: TypedIdCheck;
  errors: IdCheckErrors;
  disabled: boolean;
  onChange: (value: TypedIdCheck) => void;
}) {
  return (
    <fieldset className="w-full space-y-3 text-left">
      <legend className="font-semibold text-slate-900">Customer&apos;s ID</legend>
      <div className="grid gap-3 sm:grid-cols-[3fr_2fr]">
        <SelectField
          label="Document"
          data-autofocus
          required
          value={value.type}
          error={errors.type}
          disabled={disabled}
          onChange={(event) => onChange({ ...value, type: event.target.value })}
        >
          <option value="">Choose…</option>
          {Object.entries(ID_DOCUMENTS).map(([type, label]) => (
            <option key={type} value={type}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Last four characters"
          required
          value={value.last4}
          error={errors.last4}
          disabled={disabled}
          maxLength={4}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="[&_input]:uppercase"
          onChange={(event) => onChange({ ...value, last4: event.target.value })}
        />
      </div>
    </fieldset>
  );
}
