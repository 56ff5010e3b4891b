import '#web/lib/zod-browser.ts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ID_DOCUMENTS } from '#shared/schemas/order.ts';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';

/** The fields of the ID check, as the API names them. */
export type IdCheckField = 'type' | 'last4' | 'name';

/** Whether `field` (an issue's path part) is a field of the ID check. */
export function isIdCheckField(field: unknown): field is IdCheckField {
  return field === 'type' || field === 'last4' || field === 'name';
}

/** A field's registration in the form, and its problem. */
type FieldProps = UseFormRegisterReturn & { error?: string | undefined };

/**
 * The customer's identity document, checked as the order completes: which of the documents the
 * bureau accepts, and its last four characters (both required), and the name it gives (optional:
 * screened against the sanctions list as the order completes).
 */
export function IdCheckFields({
  field,
  disabled,
}: {
  field: (name: IdCheckField) => FieldProps;
  disabled: boolean;
}) {
  return (
    <fieldset className="w-full space-y-3 text-left">
      <legend className="font-semibold text-slate-900">Customer&apos;s ID</legend>
      <div className="grid gap-3 sm:grid-cols-[3fr_2fr]">
        <SelectField
          label="Document"
          data-autofocus
          required
          {...field('type')}
          disabled={disabled}
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
          {...field('last4')}
          disabled={disabled}
          maxLength={4}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="[&_input]:uppercase"
        />
      </div>
      <TextField
        label="Name on the ID document"
        {...field('name')}
        disabled={disabled}
        maxLength={200}
        autoComplete="off"
        spellCheck={false}
      />
    </fieldset>
  );
}
