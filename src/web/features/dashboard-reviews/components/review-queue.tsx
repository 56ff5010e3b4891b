import { useState } from 'react';
import { QueryFallback } from '#web/components/ui/query-fallback.tsx';
import { useBranches } from '#web/lib/api/get-branches.ts';
import { useHeldOrders } from '../api/get-held-orders.ts';
import { HeldOrderCard } from './held-order-card.tsx';
import { ReviewDecisionDialog, type DecisionRequest } from './review-decision-dialog.tsx';

/**
 * The orders held for due diligence or for a sanctions match, oldest first: a due-diligence hold
 * waits for an Admin to clear it (staff may then accept and complete it) or reject it (it is
 * deleted); a sanctions hold for the MLRO to clear it or report it, and a report to be closed;
 * with a note each time. Only the MLRO (`mlro`) is offered the sanctions decisions.
 */
export function ReviewQueue({ mlro = false }: { mlro?: boolean }) {
  const held = useHeldOrders();
  const branches = useBranches();
  const [request, setRequest] = useState<DecisionRequest | null>(null);
  const byKey = new Map((branches.data ?? []).map((branch) => [branch.key, branch.name]));
  const nameOf = (key: string) => byKey.get(key) ?? key;

  return (
    <section className="mt-4 space-y-4">
      <p className="max-w-prose text-slate-700">
        An order waits here when its customer’s orders of the last 90 days, linked by e-mail, phone,
        or name and ID document, reach the due-diligence threshold. Check who the customer is and
        where the money comes from, then clear the order or reject it. An order whose customer’s
        name matched the sanctions list waits here for the MLRO, who clears the match or reports it;
        a reported order stays frozen until the report is closed.
      </p>
      {!held.data ? (
        <QueryFallback isError={held.isError} what="the orders held for review" />
      ) : held.data.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
          No orders are waiting for review.
        </p>
      ) : (
        <ul aria-label="Orders held for review" className="space-y-4">
          {held.data.map((order) => (
            <HeldOrderCard
              key={order._id}
              order={order}
              nameOf={nameOf}
              mlro={mlro}
              onDecide={(decision) => setRequest({ order, decision })}
            />
          ))}
        </ul>
      )}
      {/* A new form for each decision: a report's has fields of its own. */}
      <ReviewDecisionDialog
        key={request?.decision ?? 'none'}
        request={request}
        onClose={() => setRequest(null)}
      />
    </section>
  );
}
