import '#web/lib/zod-browser.ts';
import { useEffect, useRef, useState } from 'react';
import { formatRate, rateWithDirection } from '#shared/domain/pricing.ts';
import {
  alertRate,
  highestTarget,
  suggestedTarget,
  targetProblem,
} from '#shared/domain/rate-alert-target.ts';
import type { Currency } from '#shared/schemas/currency.ts';
import {
  RATE_ALERT_DAYS,
  RATE_ALERT_MAX_WAITING,
  RateAlertBodySchema,
} from '#shared/schemas/rate-alert.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { QueryFallback } from '#web/components/ui/query-fallback.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { fieldOf, useSchemaForm } from '#web/lib/schema-form.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';
import { useCreateRateAlert } from '../api/create-rate-alert.ts';
import { useAlertCurrency } from '../api/get-alert-currency.ts';

const FormSchema = RateAlertBodySchema.pick({ email: true, target: true });

/**
 * Signs up for an alert on `currency` (a code): an e-mail and the Click & Collect rate to wait
 * for, suggested a little above today's, checked with the server's own rules before sending.
 * Once sent, it says to look for the confirmation e-mail.
 */
export function RateAlertForm({ currency }: { currency: string }) {
  const code = currency.toUpperCase();
  const offered = useAlertCurrency(code);
  if (!offered.data) return <QueryFallback isError={offered.isError} what="today's rate" />;
  // A form of its own per currency: the suggested rate is the new currency's.
  return <AlertForm key={code} currency={offered.data} />;
}

function AlertForm({ currency }: { currency: Currency }) {
  const code = currency.value;
  const today = alertRate(currency);
  const form = useSchemaForm(FormSchema, { email: '', target: suggestedTarget(today).toFixed() });
  const create = useCreateRateAlert();
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);

  const submit = form.handleSubmit(({ email, target }) => {
    const problem = targetProblem(target, today, code);
    if (problem) {
      form.setError('target', { message: problem }, { shouldFocus: true });
      return;
    }
    create.mutate(
      { email, currency: code, target },
      {
        onSuccess: ({ message }) => setSent({ message, email }),
        onError: (error) => showServerProblems(error, form.setError, ['email', 'target']),
      },
    );
  });

  if (sent) {
    return (
      <Sent
        {...sent}
        onAnother={() => {
          form.reset({ email: sent.email, target: suggestedTarget(today).toFixed() });
          setSent(null);
        }}
      />
    );
  }

  const serverProblem = form.formState.errors.root?.server?.message;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <p className="rounded bg-slate-100 px-3 py-2 text-slate-800">
        Today's Click &amp; Collect rate for {currency.label}:{' '}
        <strong className="whitespace-nowrap" data-testid="alert-today">
          {rateWithDirection(today, code)}
        </strong>
      </p>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        aria-required="true"
        maxLength={254}
        {...fieldOf(form, 'email')}
      />
      <TextField
        label={`E-mail me when £1 buys at least (${code})`}
        inputMode="decimal"
        autoComplete="off"
        aria-required="true"
        hint={`Above today's ${formatRate(today)}, up to ${formatRate(highestTarget(today))}.`}
        {...fieldOf(form, 'target')}
      />
      {serverProblem && <FormAlert>{serverProblem}</FormAlert>}
      <button
        type="submit"
        disabled={create.isPending}
        aria-busy={create.isPending}
        className="flex items-center gap-2 rounded bg-brand-900 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {create.isPending && <Spinner />}
        Set up my alert
      </button>
      <p className="text-sm text-slate-600">
        We e-mail you a link to confirm the alert first. Then we e-mail you once, when our rate
        reaches yours; the alert ends then, or after {RATE_ALERT_DAYS} days. Every e-mail has a link
        to unsubscribe.
      </p>
    </form>
  );
}

function Sent({
  message,
  email,
  onAnother,
}: {
  message: string;
  email: string;
  onAnother: () => void;
}) {
  const headingRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div
      role="status"
      className="space-y-3 rounded-lg border border-green-200 bg-green-50 p-4 text-slate-800"
    >
      <p ref={headingRef} tabIndex={-1} className="font-semibold text-green-900 outline-none">
        {message}
      </p>
      <p className="text-sm">
        It went to <span className="font-medium break-all">{email}</span>. Nothing arrived within a
        few minutes? Look in your spam folder. An address can have up to {RATE_ALERT_MAX_WAITING}{' '}
        alerts waiting at a time.
      </p>
      <button
        type="button"
        onClick={onAnother}
        className="rounded border border-brand-900 px-4 py-2 font-semibold text-brand-900 hover:bg-slate-100"
      >
        Set up another alert
      </button>
    </div>
  );
}
