import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { HoldReason, OrderFlag } from '#shared/schemas/order.ts';
import type { HeldOrder } from '#shared/schemas/review.ts';
import { formatGbp } from '#web/lib/format.ts';
import { formatOrdinalDate, formatOrdinalDateTime } from '#web/lib/ordinal-date.ts';
import type { DecisionKind } from './review-decision-dialog.tsx';

/** The marks as the Reviews screen names them. */
const FLAG_LABELS: Record<OrderFlag, string> = {
  'high-notes': 'High-value notes',
  'near-threshold': 'Near a threshold',
  linked: 'Linked orders',
};

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}

const REASON_LABELS: Record<HoldReason, string> = {
  'due-diligence': 'Due diligence',
  sanctions: 'Sanctions match',
};

const BRAND = 'bg-brand-900 hover:bg-brand-700';
const RED = 'bg-red-700 hover:bg-red-800';

/** The decisions `order` waits for that the user may make. */
function decisionsFor(order: HeldOrder, mlro: boolean): Array<[DecisionKind, string, string]> {
  const decisions: Array<[DecisionKind, string, string]> = [];
  if (order.review === 'held') decisions.push(['clear', 'Clear', BRAND], ['reject', 'Reject', RED]);
  if (mlro && order.sanctions === 'held') {
    decisions.push(['clear-sanctions', 'Clear match', BRAND], ['report', 'Report', RED]);
  }
  if (mlro && order.sanctions === 'reported') {
    decisions.push(['close-report', 'Close report', BRAND]);
  }
  return decisions;
}

const detailsLink = (id: string) => `/dashboard/orderDetails/${id}`;

/** Whom the order waits for: the MLRO's report, the MLRO, or an Admin's review. */
function waitingFor(order: HeldOrder): string {
  if (order.sanctions === 'reported') return 'Reported';
  if (order.sanctions === 'held' && order.review !== 'held') return 'Held for the MLRO';
  return 'Held for review';
}

/**
 * A held order as an Admin or the MLRO weighs it: why it waits (due diligence, a sanctions match
 * with the listed person), the customer, branch and amount, the customer's total of 90 days and
 * the orders that make it up, then the decisions the user may make: Clear and Reject of a
 * due-diligence hold; for the MLRO only, Clear match and Report, or Close report.
 */
export function HeldOrderCard({
  order,
  nameOf,
  mlro,
  onDecide,
}: {
  order: HeldOrder;
  nameOf: (branchKey: string) => string;
  mlro: boolean;
  onDecide: (decision: DecisionKind) => void;
}) {
  const match = order.sanctionsMatch;
  const waitsForMlro = order.sanctions === 'held' || order.sanctions === 'reported';
  const headingId = `held-${order._id}`;
  return (
    <li
      data-testid="held-order"
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-brand-900">
          Order <span className="tabular-nums">{order.Order_Id}</span>
        </h2>
        <p className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
          {waitingFor(order)} · {order.Status}
        </p>
      </div>
      <ul aria-label="Held for" className="mt-2 flex flex-wrap gap-1.5">
        {order.holdReasons.map((reason) => (
          <li
            key={reason}
            className="rounded-md bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-900 ring-1 ring-red-200"
          >
            {REASON_LABELS[reason]}
          </li>
        ))}
      </ul>
      {order.flags.length > 0 && (
        <ul aria-label="Marks" className="mt-2 flex flex-wrap gap-1.5">
          {order.flags.map((flag) => (
            <li
              key={flag}
              className="rounded-md bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200"
            >
              {FLAG_LABELS[flag]}
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        <Fact term="Customer">
          <span className="block">{order.Name}</span>
          <span className="block">{order.Email}</span>
          <span className="block">{order.Phone_Number}</span>
        </Fact>
        <Fact term="Branch">{nameOf(order.addressKey)}</Fact>
        <Fact term="Amount">
          <span className="block tabular-nums">
            {formatGbp(order.TotalMoney)}, {order.title}
          </span>
          <span className="block text-slate-700 tabular-nums">{order.FxAmount}</span>
        </Fact>
        <Fact term="Placed">{formatOrdinalDateTime(order.time)}</Fact>
        <Fact term="Linked total, 90 days">
          <span data-testid="linked-total" className="font-semibold tabular-nums">
            {order.linkedGbp === null ? '—' : formatGbp(order.linkedGbp)}
          </span>
        </Fact>
      </dl>
      {match && waitsForMlro && (
        <dl
          data-testid="sanctions-match"
          className="mt-3 grid gap-x-6 gap-y-3 rounded-md bg-red-50 p-3 sm:grid-cols-2 lg:grid-cols-4"
        >
          <Fact term="Matched name">{match.matched}</Fact>
          <Fact term="Listed as">{match.name}</Fact>
          <Fact term="Regime">{match.regime}</Fact>
          <Fact term="List ID">{match.uniqueId}</Fact>
        </dl>
      )}
      <h3 className="mt-4 text-sm font-semibold text-brand-900">The customer’s other orders</h3>
      {order.linkedOrders.length === 0 ? (
        <p className="text-sm text-slate-600">None in the 90 days before this one.</p>
      ) : (
        <ul data-testid="linked-orders" className="mt-1 divide-y divide-slate-100 text-sm">
          {order.linkedOrders.map((linked) => (
            <li key={linked._id} className="flex flex-wrap gap-x-3 gap-y-0.5 py-1.5">
              <Link
                to={detailsLink(linked._id)}
                className="font-medium text-brand-800 tabular-nums underline hover:text-brand-600"
              >
                {linked.Order_Id}
              </Link>
              <span className="tabular-nums">{formatGbp(linked.TotalMoney)}</span>
              <span>{formatOrdinalDate(linked.time)}</span>
              <span className="text-slate-600">
                {linked.Status}, {nameOf(linked.addressKey)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Link
          to={detailsLink(order._id)}
          className="rounded border border-slate-300 px-3 py-1.5 text-sm font-medium text-brand-900 hover:bg-slate-100"
        >
          Details <span className="sr-only">of order {order.Order_Id}</span>
        </Link>
        {decisionsFor(order, mlro).map(([decision, label, colours]) => (
          <button
            key={decision}
            type="button"
            onClick={() => onDecide(decision)}
            className={`rounded px-3 py-1.5 text-sm font-medium text-white ${colours}`}
          >
            {label} <span className="sr-only">order {order.Order_Id}</span>
          </button>
        ))}
      </div>
      {waitsForMlro && !mlro && (
        <p className="mt-2 text-sm text-slate-600">Only the MLRO decides on a sanctions hold.</p>
      )}
    </li>
  );
}
