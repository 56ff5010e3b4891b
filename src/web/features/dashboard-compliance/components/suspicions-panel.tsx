import { useState } from 'react';
import { Link } from 'react-router';
import type { Suspicion } from '#shared/schemas/suspicion.ts';
import { QueryFallback } from '#web/components/ui/query-fallback.tsx';
import { SECONDARY_BUTTON } from '#web/components/ui/save-or-cancel.tsx';
import { formatLongDay } from '#web/lib/calendar-day.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { useSuspicions } from '../api/get-suspicions.ts';
import {
  SuspicionDecisionDialog,
  type SuspicionDecisionRequest,
} from './suspicion-decision-dialog.tsx';

/** What the MLRO decided, in a line, with their note. */
function Decided({ decided }: { decided: NonNullable<Suspicion['decided']> }) {
  return (
    <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
      <p className="font-semibold">
        {decided.decision === 'reported'
          ? `Reported to the NCA on ${formatLongDay(decided.reportedOn ?? '')}, reference ${decided.reference ?? ''}`
          : 'Not reported'}
      </p>
      <p>
        Decided by {decided.by} on {formatDateTime(decided.at)}
      </p>
      <p className="whitespace-pre-line">{decided.note}</p>
    </div>
  );
}

/**
 * The suspicions staff raised with the MLRO, newest first, each with its order and note, and the
 * MLRO's decision on it or the two buttons that record one.
 */
export function SuspicionsPanel() {
  const suspicions = useSuspicions();
  const [deciding, setDeciding] = useState<SuspicionDecisionRequest | null>(null);
  return (
    <section
      aria-labelledby="suspicions-heading"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="suspicions-heading" className="text-xl font-semibold text-brand-900">
        Suspicions
      </h2>
      <p className="text-sm text-slate-600">
        Raised by staff on orders, for you as the MLRO to decide whether to report to the NCA. The
        customer is never told. An order is kept until its suspicion is decided, then for as long as
        any order is.
      </p>
      {!suspicions.data ? (
        <QueryFallback isError={suspicions.isError} what="the suspicions" />
      ) : suspicions.data.length === 0 ? (
        <p className="text-slate-600">No suspicion has been raised.</p>
      ) : (
        <ul className="divide-y divide-slate-200" data-testid="suspicions">
          {suspicions.data.map((suspicion) => (
            <li key={suspicion.id} data-testid="suspicion" className="space-y-1 py-3">
              <p className="font-semibold text-slate-900">
                <Link
                  to={`/dashboard/orderDetails/${suspicion.orderId}`}
                  className="text-brand-700 underline hover:text-brand-900"
                >
                  Order <span className="tabular-nums">{suspicion.orderNumber}</span>
                </Link>{' '}
                <span className="font-normal text-slate-600">
                  {suspicion.branch}, {suspicion.status}
                </span>
              </p>
              <p className="text-sm text-slate-600">
                Raised by {suspicion.raisedBy} on {formatDateTime(suspicion.raisedAt)}
              </p>
              <p className="whitespace-pre-line text-slate-800">{suspicion.note}</p>
              {suspicion.decided ? (
                <Decided decided={suspicion.decided} />
              ) : (
                <div className="flex flex-wrap items-center gap-2 pt-1">
                  <span className="font-semibold text-amber-800">Awaiting your decision</span>
                  <button
                    type="button"
                    className={SECONDARY_BUTTON}
                    onClick={() => setDeciding({ suspicion, decision: 'reported' })}
                  >
                    Reported to the NCA
                  </button>
                  <button
                    type="button"
                    className={SECONDARY_BUTTON}
                    onClick={() => setDeciding({ suspicion, decision: 'not-reported' })}
                  >
                    Not reporting
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <SuspicionDecisionDialog request={deciding} onClose={() => setDeciding(null)} />
    </section>
  );
}
