import type { FormEvent, ReactNode } from 'react';
import type { CurrencyCheck } from '../hooks/use-currency-check.ts';
import { CheckButton } from './check-button.tsx';
import { CheckStatus } from './check-status.tsx';

interface CurrencyCheckFormProps {
  /** The id of the h2 that names the form. */
  headingId: string;
  title: string;
  check: CurrencyCheck;
  /** What the Check comes before, in the status line: "add it", "update it". */
  action: string;
  submitLabel: string;
  /** The submit button's text while the save is under way. */
  pendingLabel: string;
  pending: boolean;
  /** The form's submit, called only once the code is Checked. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's inputs. */
  children: ReactNode;
}

/**
 * A currency form whose submit is enabled only after the code passes the Check: the heading, the
 * inputs, the Check's status, then Check and the submit button.
 */
export function CurrencyCheckForm({
  headingId,
  title,
  check,
  action,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  children,
}: CurrencyCheckFormProps) {
  const { state } = check;
  return (
    <form
      aria-labelledby={headingId}
      className="mt-6 max-w-xl space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      onSubmit={(event) => {
        if (state.step === 'checked') onSubmit(event);
        else event.preventDefault();
      }}
    >
      <h2 id={headingId} className="text-xl font-semibold text-brand-900">
        {title}
      </h2>
      {children}
      <CheckStatus state={state} code={check.code} action={action} />
      <div className="flex flex-wrap gap-3">
        <CheckButton state={state} onCheck={check.run} />
        <button
          type="submit"
          disabled={state.step !== 'checked' || pending}
          className="rounded bg-brand-900 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {pending ? pendingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
