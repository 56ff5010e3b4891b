import type { ReactNode } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Link } from 'react-router';
import type { CustomerDetails, CustomerDetailsSchema } from '#shared/schemas/order.ts';
import { FieldError, fieldErrorId } from '#web/components/ui/field-error.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useOffline } from '#web/lib/connection.ts';
import { toast } from '#web/lib/toast.ts';

/** The details as typed: the checkbox is false until ticked. */
type DetailsInput = z.input<typeof CustomerDetailsSchema>;

interface DetailsFormProps {
  /** Held by the wizard, so that going back to step 1 keeps what was typed. */
  form: UseFormReturn<DetailsInput, unknown, CustomerDetails>;
  pending: boolean;
  onBack: () => void;
  /** Called with checked details. */
  onSubmit: (details: CustomerDetails) => void;
  /** The order's summary, read before accepting the terms and placing it. */
  summary: ReactNode;
  /** How long the rates are held, beside Place order: where the customer learns the hold ran out. */
  rateHold: ReactNode;
}

type TextKey = Exclude<keyof DetailsInput, 'acceptRules'>;

const TEXT_FIELDS: Array<{ key: TextKey; label: string; type: string; autoComplete: string }> = [
  { key: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { key: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { key: 'confirmEmail', label: 'Repeat email', type: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
];

const FIELD_ORDER: Array<keyof DetailsInput> = [
  ...TEXT_FIELDS.map(({ key }) => key),
  'acceptRules',
];

/** Beside Place order while offline: said at once, instead of a request that cannot answer. */
export const PLACE_NEEDS_CONNECTION = "You're offline: placing your order needs a connection.";

/** The first problem on the page, as the customer reads it, also told as a toast. */
function toastFirstProblem(errors: FieldErrors<DetailsInput>) {
  const message = FIELD_ORDER.map((key) => errors[key]?.message).find(Boolean);
  if (message) toast.error(message, { toastId: message });
}

/** Step 2: who the order is for. Every field is required and checked before sending. */
export function DetailsForm(props: DetailsFormProps) {
  const { form, pending, onBack, onSubmit, summary, rateHold } = props;
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;
  const rulesError = errors.acceptRules?.message;
  const offline = useOffline();
  // Checked details while offline stay here; the order is sent once the connection is back.
  const send = (details: CustomerDetails) => {
    if (!offline) onSubmit(details);
  };

  return (
    <form onSubmit={handleSubmit(send, toastFirstProblem)} noValidate className="space-y-5">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm text-slate-600">All fields are required.</legend>
        {TEXT_FIELDS.map(({ key, label, type, autoComplete }) => (
          <TextField
            key={key}
            label={label}
            type={type}
            autoComplete={autoComplete}
            required
            {...register(key)}
            error={errors[key]?.message}
          />
        ))}
      </fieldset>
      {summary}
      <div>
        <div className="flex items-start gap-2">
          <input
            id="accept-rules"
            type="checkbox"
            required
            {...register('acceptRules')}
            aria-invalid={rulesError ? true : undefined}
            aria-describedby={rulesError ? fieldErrorId('accept-rules') : undefined}
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
        <FieldError fieldId="accept-rules" message={rulesError} />
      </div>
      {rateHold}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button
          type="button"
          onClick={onBack}
          className="rounded border border-brand-900 px-5 py-2.5 font-semibold text-brand-900 hover:bg-slate-100"
        >
          Back
        </button>
        <div className="ml-auto flex flex-wrap items-center justify-end gap-x-3 gap-y-2">
          <p
            id="place-order-offline"
            role="status"
            className="text-sm font-medium text-amber-900 empty:hidden"
          >
            {offline && PLACE_NEEDS_CONNECTION}
          </p>
          <button
            type="submit"
            disabled={pending}
            aria-describedby={offline ? 'place-order-offline' : undefined}
            className="rounded bg-brand-900 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {pending ? 'Placing your order…' : 'Place order'}
          </button>
        </div>
      </div>
    </form>
  );
}
