import { RATE_ALERT_OUTCOMES, type RateAlertOutcome } from '#shared/schemas/rate-alert.ts';

const isOutcome = (value: string): value is RateAlertOutcome =>
  Object.hasOwn(RATE_ALERT_OUTCOMES, value);

const GOOD = new Set<RateAlertOutcome>(['confirmed', 'unsubscribed']);

/**
 * Where an alert e-mail's link ends: the server redirects to the alerts page with
 * `?alert=<outcome>`, said here in words; an unknown outcome says nothing.
 */
export function RateAlertOutcomeNotice({ outcome }: { outcome: string }) {
  if (!isOutcome(outcome)) return null;
  const good = GOOD.has(outcome);
  return (
    <p
      role="status"
      data-testid="alert-outcome"
      className={`mb-8 rounded-lg border p-4 font-medium ${
        good
          ? 'border-green-200 bg-green-50 text-green-900'
          : 'border-amber-300 bg-amber-50 text-amber-900'
      }`}
    >
      {RATE_ALERT_OUTCOMES[outcome]}
    </p>
  );
}
