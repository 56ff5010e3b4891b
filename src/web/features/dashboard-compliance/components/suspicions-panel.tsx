import { Link } from 'react-router';
import { QueryFallback } from '#web/components/ui/query-fallback.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { useSuspicions } from '../api/get-suspicions.ts';

/** The suspicions staff raised with the MLRO, newest first, each with its order and note. */
export function SuspicionsPanel() {
  const suspicions = useSuspicions();
  return (
    <section
      aria-labelledby="suspicions-heading"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="suspicions-heading" className="text-xl font-semibold text-brand-900">
        Suspicions
      </h2>
      <p className="text-sm text-slate-600">
        Raised by staff on orders, for you as the MLRO to consider reporting. The customer is never
        told.
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
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
