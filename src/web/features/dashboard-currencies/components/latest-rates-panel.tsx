import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { formatOrdinalDateTime } from '#web/lib/ordinal-date.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { toast } from '#web/lib/toast.ts';
import { useLatestRates } from '../api/get-latest-rates.ts';
import { useSwitchLatestRates } from '../api/switch-latest-rates.ts';
import { HeldRatesTable } from './held-rates-table.tsx';

/**
 * The Get the Latest / Stop the Latest switch of latest-rates mode, with what the last refresh
 * did: when it ran, which currencies it could not get, and which rates it holds for staff.
 */
export function LatestRatesPanel() {
  const latest = useLatestRates();
  const switchTo = useSwitchLatestRates();
  const queryClient = useQueryClient();
  const state = latest.data;
  const lastRefreshAt = state?.lastRefreshAt;

  // A refresh the server ran on its own changed the rates: show them.
  useEffect(() => {
    if (lastRefreshAt) void queryClient.invalidateQueries({ queryKey: queryKeys.currencies });
  }, [lastRefreshAt, queryClient]);

  if (!state) {
    return (
      <p role={latest.isError ? 'alert' : 'status'} className="text-slate-600">
        {latest.isError
          ? `We couldn't load latest-rates mode: ${latest.error.message}`
          : 'Loading latest-rates mode…'}
      </p>
    );
  }

  const turnOn = !state.on;
  return (
    <section
      aria-labelledby="latest-rates-heading"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="latest-rates-heading" className="text-lg font-semibold text-brand-900">
            Latest rates
          </h2>
          <p data-testid="latest-rates-mode" className="text-sm text-slate-700">
            {state.on
              ? `On: every ${state.refreshMinutes} minutes from ${state.provider}.`
              : 'Off: market prices change only when staff set them.'}
          </p>
        </div>
        <button
          type="button"
          disabled={switchTo.isPending}
          onClick={() =>
            switchTo.mutate(turnOn, {
              onSuccess: (next) =>
                toast.success(next.on ? 'Latest rates are on' : 'Latest rates are off'),
              onError: (error) => toast.error(error.message),
            })
          }
          className={`rounded px-5 py-2 font-semibold text-white disabled:opacity-60 ${
            turnOn ? 'bg-brand-900 hover:bg-brand-700' : 'bg-red-700 hover:bg-red-800'
          }`}
        >
          {switchTo.isPending
            ? turnOn
              ? 'Getting the latest…'
              : 'Stopping…'
            : turnOn
              ? 'Get the Latest'
              : 'Stop the Latest'}
        </button>
      </div>
      <p className="text-sm text-slate-700">
        Last refresh:{' '}
        <span data-testid="last-refresh">
          {state.lastRefreshAt ? formatOrdinalDateTime(state.lastRefreshAt) : 'never'}
        </span>
        . Rates moving more than {state.outlierPercent}% are held for you to confirm.
      </p>
      {state.failures.length > 0 && (
        <div>
          <p className="text-sm font-semibold text-red-800">
            The last refresh could not get {state.failures.length}{' '}
            {state.failures.length === 1 ? 'currency' : 'currencies'}:
          </p>
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
            {state.failures.map((failure) => (
              <li key={failure.value} data-testid="rate-failure">
                {failure.value}: {failure.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {state.held.length > 0 && <HeldRatesTable held={state.held} />}
    </section>
  );
}
