import { useSearchParams } from 'react-router';
import { DEFAULT_CURRENCY } from '#shared/constants.ts';
import {
  RATE_ALERT_DAYS,
  RATE_ALERT_KEPT_DAYS,
  RATE_ALERT_PARAM,
} from '#shared/schemas/rate-alert.ts';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { useCurrencies } from '#web/features/currencies/api/get-currencies.ts';
import { RateAlertForm } from '#web/features/rate-alerts/components/rate-alert-form.tsx';
import { RateAlertOutcomeNotice } from '#web/features/rate-alerts/components/rate-alert-outcome.tsx';

const headingClass = 'text-2xl font-bold text-brand-900';

/**
 * `/rateAlerts?currency=NOK`: a currency and the alert form, and where the alert e-mails' links
 * end (`?alert=confirmed|invalid|expired|unsubscribed|throttled`).
 */
export function RateAlertsRoute() {
  const [params, setParams] = useSearchParams();
  const currencies = useCurrencies();
  const asked = params.get('currency')?.toUpperCase() ?? DEFAULT_CURRENCY;
  // The code asked for until the list shows it is not offered.
  const code =
    currencies.data && !currencies.data.some((c) => c.value === asked) ? DEFAULT_CURRENCY : asked;
  const outcome = params.get(RATE_ALERT_PARAM);

  const choose = (next: string) =>
    setParams(
      (current) => {
        current.set('currency', next);
        return current;
      },
      { replace: true },
    );

  return (
    <>
      <PageMeta
        title="Rate alerts"
        description="Tell us the rate you want for your travel money and we e-mail you once when our Click & Collect rate reaches it. Free, for 90 days, unsubscribe at any time."
      />
      <PageHero title="Rate Alerts">
        <p>
          Waiting for a better rate? Tell us the rate you want and we e-mail you when ours gets
          there.
        </p>
      </PageHero>
      {outcome && <RateAlertOutcomeNotice outcome={outcome} />}
      <div className="grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="alert-heading" className="space-y-4">
          <h2 id="alert-heading" className={headingClass}>
            Set up an alert
          </h2>
          <SelectField
            label="Currency"
            value={code}
            onChange={(event) => choose(event.target.value)}
            disabled={!currencies.data}
          >
            {(currencies.data ?? []).map((currency) => (
              <option key={currency.value} value={currency.value}>
                {currency.label} ({currency.value})
              </option>
            ))}
            {!currencies.data && <option value={code}>{code}</option>}
          </SelectField>
          <RateAlertForm currency={code} />
        </section>
        <section aria-labelledby="how-heading" className="space-y-4">
          <h2 id="how-heading" className={headingClass}>
            How rate alerts work
          </h2>
          <ol className="list-decimal space-y-2 pl-5 text-slate-800">
            <li>Choose a currency and the rate you want: how much of it £1 should buy.</li>
            <li>
              We e-mail you a link to confirm the alert. Until you follow it we send nothing more.
            </li>
            <li>
              When our Click &amp; Collect rate reaches yours, we e-mail you once, with a link to
              order at that rate.
            </li>
            <li>
              The alert then ends, or after {RATE_ALERT_DAYS} days if the rate has not got there.
              Every e-mail has a link to unsubscribe.
            </li>
          </ol>
          <p className="text-sm text-slate-600">
            We use your e-mail address only for your alerts, and delete it {RATE_ALERT_KEPT_DAYS}{' '}
            days after they end.
          </p>
        </section>
      </div>
    </>
  );
}
