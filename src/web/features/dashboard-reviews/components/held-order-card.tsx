import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { OrderFlag } from '#shared/schemas/order.ts';
import type { HeldOrder, ReviewDecision } from '#shared/schemas/review.ts';
import { formatGbp } from '#web/lib/format.ts';
import { formatOrdinalDate, formatOrdinalDateTime } from '#web/lib/ordinal-date.ts';

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

const DECISIONS: Array<[ReviewDecision, string, string]> = [
  ['clear', 'Clear', 'bg-brand-900 hover:bg-brand-700'],
  ['reject', 'Reject', 'bg-red-700 hover:bg-red-800'],
];

const detailsLink = (id: string) => `/dashboard/orderDetails/${id}`;

/**
 * A held order as an Admin weighs it: the customer, branch and amount, the customer's total of
 * 90 days and the orders that make it up, then Clear and Reject.
 */
export function HeldOrderCard({
  order,
  nameOf,
  onDecide,
}: {
  order: HeldOrder;
  nameOf: (branchKey: string) => string;
  onDecide: (decision: ReviewDecision) => void;
}) {
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
          Held for review · {order.Status}
        </p>
      </div>
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
        {DECISIONS.map(([decision, label, colours]) => (
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
    </li>
  );
}
