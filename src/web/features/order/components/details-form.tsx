import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { checkDetails, type Details, type DetailsErrors } from '../utils/check-details.ts';

interface DetailsFormProps {
  values: Details;
  onChange: (values: Details) => void;
  pending: boolean;
  onBack: () => void;
  /** Called with checked details. */
  onSubmit: (values: Details) => void;
}

type TextKey = Exclude<keyof Details, 'acceptRules'>;

const TEXT_FIELDS: Array<{ key: TextKey; label: string; type: string; autoComplete: string }> = [
  { key: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { key: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { key: 'confirmEmail', label: 'Repeat email', type: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
];

/** Step 2: who the order is for. Every field is required and checked before sending. */
export function DetailsForm({ values, onChange, pending, onBack, onSubmit }: DetailsFormProps) {
  const [errors, setErrors] = useState<DetailsErrors>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkDetails(values);
    setErrors(found);
    const first = (Object.keys(found) as Array<keyof Details>)[0];
    if (first === undefined) {
      onSubmit(values);
      return;
    }
    const message = found[first]!;
    toast.error(message, { toastId: message });
    (event.currentTarget.elements.namedItem(first) as HTMLInputElement | null)?.focus();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm text-slate-600">All fields are required.</legend>
        {TEXT_FIELDS.map(({ key, label, type, autoComplete }) => (
          <TextField
            key={key}
            label={label}
            type={type}
            name={key}
            autoComplete={autoComplete}
            required
            value={values[key]}
            onChange={(event) => onChange({ ...values, [key]: event.target.value })}
            error={errors[key]}
          />
        ))}
      </fieldset>
      <div>
        <div className="flex items-start gap-2">
          <input
            id="accept-rules"
            name="acceptRules"
            type="checkbox"
            required
            checked={values.acceptRules}
            onChange={(event) => onChange({ ...values, acceptRules: event.target.checked })}
            aria-invalid={errors.acceptRules ? true : undefined}
            aria-describedby={errors.acceptRules ? 'accept-rules-error' : undefined}
            className="mt-1 size-4 accent-brand-700"
          />
          <label htmlFor="accept-rules" className="text-sm text-slate-800">
            I accept the{' '}
            {/* A new tab, so that reading the terms does not lose the order being built. */}
            <Link
              to="/termsCoditition"
              target="_blank"
              className="font-semibold text-brand-700 underline"
            >
              terms and conditions<span className="sr-only"> (opens in a new tab)</span>
            </Link>
          </label>
        </div>
        {errors.acceptRules && (
          <p id="accept-rules-error" className="mt-1 text-sm text-red-700">
            {errors.acceptRules}
          </p>
        )}
      </div>
      <div className="flex flex-wrap justify-between gap-3">
        <button
          type="button"
          onClick={onBack}
          className="rounded border border-brand-900 px-5 py-2.5 font-semibold text-brand-900 hover:bg-slate-100"
        >
          Back
        </button>
        <button
          type="submit"
          disabled={pending}
          className="rounded bg-brand-900 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {pending ? 'Placing your order…' : 'Place order'}
        </button>
      </div>
    </form>
  );
}
