import { lazy, Suspense, useEffect, useState } from 'react';
import { RATE_HISTORY_DAYS, type RateHistoryDays } from '#shared/rate-history-days.ts';
import { LoadingStatus } from '#web/components/ui/loading-status.tsx';
import { QueryFallback } from '#web/components/ui/query-fallback.tsx';
import { useRateHistory } from '../api/get-rate-history.ts';
import { formatDay } from '../days.ts';
import { firstBureauDay, summarizeRateHistory } from '../summarize.ts';

// The chart library comes with the chart, never with the pages that have none.
const RatePlot = lazy(() => import('./rate-plot.tsx'));

const WINDOW_LABELS: Record<RateHistoryDays, string> = {
  30: '30 days',
  90: '90 days',
  365: '1 year',
};

function PeriodToggle({
  days,
  onChange,
}: {
  days: RateHistoryDays;
  onChange: (days: RateHistoryDays) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Period"
      className="inline-flex overflow-hidden rounded-md border border-slate-300"
    >
      {RATE_HISTORY_DAYS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === days}
          onClick={() => onChange(option)}
          className={`px-3 py-1.5 text-sm font-semibold not-first:border-l not-first:border-slate-300 ${
            option === days
              ? 'bg-brand-900 text-white'
              : 'bg-white text-slate-700 hover:bg-slate-100'
          }`}
        >
          {WINDOW_LABELS[option]}
        </button>
      ))}
    </div>
  );
}

function Legend() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="h-0.5 w-5 bg-brand-700" />
        Click &amp; Collect (we sell, per £1)
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="h-0.5 w-5 bg-amber-700" />
        Click &amp; Sell (we buy, per £1)
      </li>
    </ul>
  );
}

/**
 * True once the browser has painted the page and has a moment: the chart's library and data then
 * load without competing with the page's first paint.
 */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const done = () => setPainted(true);
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(done, { timeout: 1000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(done, 200);
    return () => clearTimeout(id);
  }, []);
  return painted;
}

/** A currency's Click & Collect and Click & Sell rates over 30 days, 90 days or a year. */
export function RateHistoryChart({ code }: { code: string }) {
  const [days, setDays] = useState<RateHistoryDays>(30);
  const painted = useAfterFirstPaint();
  const history = useRateHistory(code, days, painted);
  const data = history.data;
  const summary = data && summarizeRateHistory(data);
  const referenceUntil = data && firstBureauDay(data.points);

  return (
    <figure
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      aria-labelledby={`rate-history-${code}-summary`}
      data-testid="rate-history"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Legend />
        <PeriodToggle days={days} onChange={setDays} />
      </div>
      {/* The chart's height is kept while it loads, so the page doesn't jump. */}
      <div className="min-h-[248px] sm:min-h-[328px]">
        {data ? (
          <Suspense fallback={<LoadingStatus label="Loading the chart…" />}>
            <RatePlot history={data} />
          </Suspense>
        ) : (
          <QueryFallback isError={history.isError} what="the rate history" />
        )}
      </div>
      <figcaption className="min-h-10 space-y-1 text-sm text-slate-700">
        <p
          id={`rate-history-${code}-summary`}
          aria-live="polite"
          data-testid="rate-history-summary"
        >
          {summary}
        </p>
        {referenceUntil && (
          <p className="text-slate-600" data-testid="rate-history-reference-note">
            Before {formatDay(referenceUntil, true)} (shaded) the chart shows published market rates
            with our margins applied, as we would have quoted them.
          </p>
        )}
      </figcaption>
    </figure>
  );
}
